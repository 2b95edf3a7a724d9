export { userRoutes } from './users.routes';
