export { themesRoutes } from './routes';
export { themesService } from './service';
