export { type ConsumedPart, type ConsumeStockInput, consumeStock } from './consume-stock';
export { inventoryRoutes } from './inventory.routes';
export { listMovementsForWorkOrder } from './list-movements';
