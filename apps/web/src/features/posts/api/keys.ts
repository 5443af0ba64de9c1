/** Query keys of posts, their likes and comments, and friends' activities; everything under `all` is refreshed when friendships change. */
export const postKeys = {
  all: ['posts'] as const,
  posts: (userId: string) => ['posts', 'friend-posts', userId] as const,
  activities: (userId: string) => ['posts', 'friend-activities', userId] as const,
  likers: (postId: string) => ['posts', 'likers', postId] as const,
  comments: (postId: string) => ['posts', 'comments', postId] as const,
};
