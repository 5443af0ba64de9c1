import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { postKeys } from './keys';

export const getLikers = (postId: string, before?: string) =>
  callApiPage(endpoints.getLikers, { params: { id: postId }, query: before ? { before } : {} });

export const likersQueryOptions = (postId: string) => pagedQueryOptions(postKeys.likers(postId), (before) => getLikers(postId, before));

export const useLikers = (postId: string, enabled: boolean) => useInfiniteQuery({ ...likersQueryOptions(postId), enabled });
