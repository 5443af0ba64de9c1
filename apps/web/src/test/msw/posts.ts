import { handlersFor } from './contract';

/** The feed's posts, likes and comments. */
export const postsHandlers = handlersFor('createPost', 'getFriendPosts', 'updatePost', 'deletePost', 'toggleLike', 'getLikers', 'getComments', 'addComment', 'updateComment', 'deleteComment', 'getFriendActivities', 'cheerDay', 'uncheerDay');
