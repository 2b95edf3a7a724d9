export { AssetMaintenanceTasks } from './components/asset-maintenance-tasks';
