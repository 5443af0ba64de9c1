import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { friendKeys } from './keys';

/** A page of friends, newest friendship first; the first page carries the whole count. */
export const getFriends = (userId: string, before?: string) =>
  callApiPage(endpoints.getFriends, { params: { id: userId }, query: before ? { before } : {} });

export const friendsQueryOptions = (userId: string) => pagedQueryOptions(friendKeys.list(userId), (before) => getFriends(userId, before));

export const useFriends = (userId: string) => useInfiniteQuery(friendsQueryOptions(userId));
