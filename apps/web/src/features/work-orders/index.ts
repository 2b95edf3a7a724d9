export { OpenWorkOrdersCounter } from './components/open-work-orders-counter';
