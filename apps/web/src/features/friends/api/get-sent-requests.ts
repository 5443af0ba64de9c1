import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { friendKeys } from './keys';

/** A page of the requests the user sent that wait for an answer, newest first; the first page carries the whole count. */
export const getSentRequests = (userId: string, before?: string) =>
  callApiPage(endpoints.getSentRequests, { params: { id: userId }, query: before ? { before } : {} });

export const sentRequestsQueryOptions = (userId: string) =>
  pagedQueryOptions(friendKeys.sent(userId), (before) => getSentRequests(userId, before));

export const useSentRequests = (userId: string) => useInfiniteQuery(sentRequestsQueryOptions(userId));
