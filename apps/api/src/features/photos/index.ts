export { photoRoutes } from './routes';
