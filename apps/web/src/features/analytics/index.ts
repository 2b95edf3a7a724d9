export { analyticsKeys, useAssetAnalytics } from './api/asset-analytics';
export { kpiTargetKeys, useKpiTargets } from './api/kpi-targets';
export { AssetAnalyticsScreen } from './components/asset-analytics-screen';
export { KpiTargetsSection } from './components/kpi-targets-section';
