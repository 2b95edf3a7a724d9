export { apiTokenRoutes } from './api-tokens.routes';
