import type { BudgetExpenseListQuery } from '@plantwise/domain';
import { registerTableKeys } from '@/lib/realtime';

export const budgetKeys = {
  all: ['budget'] as const,
  year: (year: number, site: string | undefined) => [...budgetKeys.all, 'year', year, site ?? null] as const,
  expenses: (query: Partial<BudgetExpenseListQuery>) => [...budgetKeys.all, 'expenses', query] as const,
};

// The figures derive from the plan, the expenses, completed work, consumed parts and open breakdowns:
// any committed change of those, by anyone, refreshes the screen without a reload.
for (const table of [
  'budget_lines',
  'budget_expenses',
  'work_orders',
  'stock_movements',
  'asset_breakdowns',
]) {
  registerTableKeys(table, [budgetKeys.all]);
}
