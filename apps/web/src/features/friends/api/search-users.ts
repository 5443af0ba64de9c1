import { endpoints } from '@dayleaf/contracts/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { friendKeys } from './keys';

export const searchUsers = (userId: string, text: string) =>
  callApi(endpoints.searchUsers, { query: { username: text, currentUserId: userId } });

export const searchUsersQueryOptions = (userId: string, text: string) =>
  queryOptions({ queryKey: friendKeys.search(userId, text), queryFn: () => searchUsers(userId, text), staleTime: 10_000 });

/** Runs only for non-blank text (docs/product.md#friends); the caller passes the debounced, trimmed text. */
export const useSearchUsers = (userId: string, text: string) =>
  useQuery({ ...searchUsersQueryOptions(userId, text), enabled: text.length > 0, placeholderData: keepPreviousData });
