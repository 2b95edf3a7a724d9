export { budgetRoutes } from './budget.routes';
export { BUDGET_ALERTS_JOB, budgetAlertsJob, sendBudgetAlerts } from './budget-alerts';
