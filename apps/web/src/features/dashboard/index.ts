export { prefetchDashboard } from './api/dashboard-api';
export { DashboardScreen } from './components/dashboard-screen';
