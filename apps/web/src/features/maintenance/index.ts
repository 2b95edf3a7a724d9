export { maintenanceKeys } from './api/maintenance';
export { AssetMaintenanceTasks } from './components/asset-maintenance-tasks';
