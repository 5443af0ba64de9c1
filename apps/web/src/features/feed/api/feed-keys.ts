/** Query keys of the feed; everything under `all` is refreshed when friendships change. */
export const feedKeys = {
  all: ['feed'] as const,
  posts: (userId: string) => ['feed', 'posts', userId] as const,
  activities: (userId: string) => ['feed', 'activities', userId] as const,
  likers: (postId: string) => ['feed', 'likers', postId] as const,
  comments: (postId: string) => ['feed', 'comments', postId] as const,
};
