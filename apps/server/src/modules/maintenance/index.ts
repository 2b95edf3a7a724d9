export { maintenanceRoutes } from './maintenance.routes';
export { applyReadingToTasks } from './meter-triggers';
export { DUE_ALERTS_JOB, dueAlertsJob, sendDueAlerts } from './send-due-alerts';
