import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './keys';

export const getSessions = () => callApi(endpoints.listSessions);

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionKeys.all, queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
