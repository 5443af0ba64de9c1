export { moodsRoutes } from './routes';
export { moodsService } from './service';
