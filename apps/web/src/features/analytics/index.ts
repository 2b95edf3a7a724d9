export { AssetAnalyticsScreen } from './components/asset-analytics-screen';
export { KpiTargetsSection } from './components/kpi-targets-section';
