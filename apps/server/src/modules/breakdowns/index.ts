export { breakdownRoutes } from './breakdowns.routes';
