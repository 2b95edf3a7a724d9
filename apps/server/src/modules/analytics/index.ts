export { breakdownDowntimeSql, sumFleetDowntime } from './analytics.queries';
export { analyticsRoutes } from './analytics.routes';
export { getAssetMetrics } from './get-asset-metrics';
export { getFleetSummary } from './get-fleet-summary';
