import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { friendKeys } from './keys';

/** A page of incoming requests, newest first; the first page carries the whole count. */
export const getFriendRequests = (userId: string, before?: string) =>
  callApiPage(endpoints.getFriendRequests, { params: { id: userId }, query: before ? { before } : {} });

export const friendRequestsQueryOptions = (userId: string) =>
  pagedQueryOptions(friendKeys.requests(userId), (before) => getFriendRequests(userId, before));

export const useFriendRequests = (userId: string) => useInfiniteQuery(friendRequestsQueryOptions(userId));
