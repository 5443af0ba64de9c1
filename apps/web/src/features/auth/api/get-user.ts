import type { User } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

export const getUser = (id: string) => callApi(endpoints.getUser, { params: { id } });

export const userQueryOptions = (id: string) =>
  queryOptions<User>({ queryKey: userKeys.user(id), queryFn: () => getUser(id), retry: false, meta: { keepOffline: 'whole' } });

export const useUserQuery = (id: string | null) => useQuery({ ...userQueryOptions(id ?? ''), enabled: !!id });
