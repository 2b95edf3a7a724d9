export { prefetchDueTasks } from './api/get-maintenance-tasks';
export { AssetMaintenanceTasks } from './components/asset-maintenance-tasks';
