export { type MissingToolIncident, reportMissingTools } from './report-missing-tools';
