export { maintenanceRoutes } from './maintenance.routes';
export { applyReadingToTasks, metersFollowedByTasks } from './meter-triggers';
export { DUE_ALERTS_JOB, dueAlertsJob, sendDueAlerts } from './send-due-alerts';
