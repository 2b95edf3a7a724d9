export { readKpiTargets } from './kpi-targets';
export { kpiTargetRoutes } from './kpi-targets.routes';
