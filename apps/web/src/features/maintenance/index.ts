export { maintenanceKeys } from './api/maintenance';
