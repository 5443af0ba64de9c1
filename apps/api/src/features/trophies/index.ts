export { awardTrophies, loadProgress, progressColumns, type ProgressColumns, takeProgress } from './progress';
export { trophiesRoutes } from './routes';
export type { TrophiesEvent } from './events';
export { countEarned } from './repo';
