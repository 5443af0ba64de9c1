export { fanOutCompletedDay } from './activity-fan-out';
export type { PostsEvent } from './events';
export { startFeedFanout } from './feed-timeline';
export { postsRoutes } from './routes';
export { postsService } from './service';
export { postsExpiringRows } from './expiring-rows';
