export { publicReportRoutes } from './public-report.routes';
