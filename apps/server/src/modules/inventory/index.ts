export { type ConsumedPart, type ConsumeStockInput, consumeStock } from './consume-stock';
export { listMovementsForWorkOrder } from './get-movements';
export { inventoryRoutes } from './inventory.routes';
