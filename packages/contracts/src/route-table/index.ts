/**
 * Every route's plain facts, each under the name it has in `routes`: these files are the one place a method, path,
 * success status or paging style is written; each feature's contract file adds the zod schemas under the same name
 * (`defineRoutes` in common.ts). Nothing here imports anything at run time.
 *
 * One export per route, in one small module per feature, because the web names a route as `endpoints.login`
 * (client.ts re-exports this as a namespace): its build keeps only the routes some script names, and a bundler
 * places whole modules, so the login screen's script carries the auth routes, not the whole table.
 */
export * from './health';
export * from './auth';
export * from './users';
export * from './tasks';
export * from './moods';
export * from './trophies';
export * from './friends';
export * from './posts';
export * from './challenges';
export * from './themes';
export * from './subscriptions';
export * from './reminders';
export * from './quotes';
export * from './streaks';
export * from './notifications';
export * from './previews';
