export { searchRoutes } from './search.routes';
