export { prefetchDashboard } from './api/get-dashboard';
export { DashboardScreen } from './components/dashboard-screen';
