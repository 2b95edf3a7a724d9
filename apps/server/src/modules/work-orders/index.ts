export { createWorkOrderInTransaction } from './create-work-order';
export { workOrderRoutes } from './work-orders.routes';
