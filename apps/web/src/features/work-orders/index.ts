export { prefetchMyWorkOrders } from './api/prefetch-my-work';
export { OpenWorkOrdersCounter } from './components/open-work-orders-counter';
