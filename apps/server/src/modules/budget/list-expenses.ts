import type { BudgetExpenseListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { listExpenses as selectExpenses } from './expenses.queries';
import { budgetWhere } from './get-budget';

/** GET /api/budget/expenses: a page of the year's expense entries, newest first. */
export async function listExpenses(ctx: AppContext, scope: SiteScope, query: BudgetExpenseListQuery) {
  const { where } = await budgetWhere(ctx, scope, query);
  return selectExpenses(ctx.db, query, where);
}
