export { predictiveRoutes } from './predictive.routes';
