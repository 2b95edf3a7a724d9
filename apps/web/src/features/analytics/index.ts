export { kpiTargetKeys, useKpiTargets } from './api/kpi-targets';
export { KpiTargetsSection } from './components/kpi-targets-section';
