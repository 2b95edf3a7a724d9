import { type BudgetQuery, budgetExportFilename, budgetToCsv } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { getBudget } from './get-budget';

/** GET /api/budget/export.csv: the year's plan against actual, as the screen shows it. */
export async function exportBudget(ctx: AppContext, scope: SiteScope, query: BudgetQuery) {
  const budget = await getBudget(ctx, scope, query);
  return {
    filename: budgetExportFilename(budget.year, budget.location?.name ?? budget.site),
    csv: budgetToCsv(budget),
  };
}
