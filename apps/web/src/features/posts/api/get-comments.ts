import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { postKeys } from './keys';

/** Pages come newest first; the card shows them oldest at the top. */
export const getComments = (postId: string, before?: string) =>
  callApiPage(endpoints.getComments, { params: { id: postId }, query: before ? { before } : {} });

export const commentsQueryOptions = (postId: string) => pagedQueryOptions(postKeys.comments(postId), (before) => getComments(postId, before));

export const useComments = (postId: string, enabled: boolean) => useInfiniteQuery({ ...commentsQueryOptions(postId), enabled });
