export { quotesRoutes } from './routes';
