export { lockAuthorFanOut, startFeedFanout } from './feed-timeline';
export { postsRoutes } from './routes';
export { postsService } from './service';
export type { PostsEvent } from './events';
