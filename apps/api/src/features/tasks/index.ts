export { tasksRoutes } from './routes';
export { tasksService } from './service';
export type { TasksEvent } from './events';
