import type { Post } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { mapPages, pagedQueryOptions, type PagedData } from '../../../lib/paged-query';
import { postKeys } from './keys';

export const getFriendPosts = (userId: string, before?: string) =>
  callApiPage(endpoints.getFriendPosts, { params: { id: userId }, query: before ? { before } : {} });

export const friendPostsQueryOptions = (userId: string) => ({
  ...pagedQueryOptions(postKeys.posts(userId), (before) => getFriendPosts(userId, before)),
  meta: { errorLog: 'Could not load posts', keepOffline: 'first-page' as const },
});

export const useFriendPosts = (userId: string) => useInfiniteQuery(friendPostsQueryOptions(userId));

/** Changes one post wherever it sits in the loaded pages. */
export function updateCachedPost(queryClient: QueryClient, userId: string, postId: string, change: (post: Post) => Post): void {
  queryClient.setQueryData<PagedData<Post>>(postKeys.posts(userId), (data) =>
    mapPages(data, (posts) => posts.map((p) => (p.id === postId ? change(p) : p))),
  );
}

export function removeCachedPost(queryClient: QueryClient, userId: string, postId: string): void {
  queryClient.setQueryData<PagedData<Post>>(postKeys.posts(userId), (data) => mapPages(data, (posts) => posts.filter((p) => p.id !== postId)));
}
