export { maintenanceRoutes } from './maintenance.routes';
export { DUE_ALERTS_JOB, dueAlertsJob, sendDueAlerts } from './send-due-alerts';
export { applyReadingToTasks, metersFollowedByTasks } from './meter-triggers';
