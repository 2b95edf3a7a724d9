export { complianceRoutes } from './compliance.routes';
export { temporaryRepairsOfPeriod } from './list-temporary-repairs';
export {
  sendTemporaryRepairAlerts,
  TEMPORARY_REPAIR_ALERTS_JOB,
  temporaryRepairAlertsJob,
} from './temporary-repair-alerts';
export { countTemporaryRepairs } from './temporary-repairs.queries';
