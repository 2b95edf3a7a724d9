export { complianceRoutes } from './compliance.routes';
export {
  sendTemporaryRepairAlerts,
  TEMPORARY_REPAIR_ALERTS_JOB,
  temporaryRepairAlertsJob,
} from './temporary-repair-alerts';
export { countTemporaryRepairs } from './temporary-repairs.queries';
