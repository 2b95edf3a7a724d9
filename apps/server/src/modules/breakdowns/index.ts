export { loadBreakdown } from './breakdown-guards';
export { findLiveAsset } from './breakdowns.queries';
export { breakdownRoutes } from './breakdowns.routes';
export { type ReportOptions, reportBreakdown } from './report-breakdown';
