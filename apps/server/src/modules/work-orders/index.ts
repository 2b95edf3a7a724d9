export { workOrderRoutes } from './work-orders.routes';
