export { BudgetScreen } from './components/budget-screen';
