export { AssetParts } from './components/asset-parts';
export { InventoryScreen } from './components/inventory-screen';
