export { subscriptionsRoutes } from './routes';
export { subscriptionsService } from './service';
