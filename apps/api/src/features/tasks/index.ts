export { tasksRoutes } from './routes';
export { tasksService } from './service';
