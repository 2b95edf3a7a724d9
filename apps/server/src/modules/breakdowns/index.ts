export { loadBreakdown } from './breakdown-guards';
export { breakdownRoutes } from './breakdowns.routes';
export { type ReportOptions, reportBreakdown } from './report-breakdown';
export { checkReporterPhoto, type ReporterPhoto } from './reporter-photo';
