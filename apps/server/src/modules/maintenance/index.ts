export { maintenanceRoutes } from './maintenance.routes';
