import { type BudgetQuery, budgetExportFilename, budgetToCsv } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { getBudget } from './get-budget';

/** GET /api/budget/export.csv: the year's plan against actual, as the screen shows it. */
export async function exportBudget(ctx: AppContext, query: BudgetQuery) {
  const budget = await getBudget(ctx, query);
  return { filename: budgetExportFilename(budget.year, budget.site), csv: budgetToCsv(budget) };
}
