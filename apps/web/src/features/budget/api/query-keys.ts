import type { BudgetExpenseListQuery } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

export const budgetKeys = {
  all: ['budget'] as const,
  year: (year: number, site: string | undefined) => [...budgetKeys.all, 'year', year, site ?? null] as const,
  expenses: (query: Partial<BudgetExpenseListQuery>) => [...budgetKeys.all, 'expenses', query] as const,
};

// Any committed change of what the figures derive from, by anyone, refreshes the screen without a reload.
registerViewKeys('budget', [budgetKeys.all]);
