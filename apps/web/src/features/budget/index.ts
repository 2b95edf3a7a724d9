export { budgetKeys } from './api/budget-api';
export { BudgetScreen } from './components/budget-screen';
