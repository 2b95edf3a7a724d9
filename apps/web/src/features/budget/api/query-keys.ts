import type { BudgetExpenseListQuery } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

export const budgetKeys = {
  all: ['budget'] as const,
  year: (year: number, place: { location?: string; site?: string }) =>
    [...budgetKeys.all, 'year', year, place.location ?? null, place.site ?? null] as const,
  expenses: (query: Partial<BudgetExpenseListQuery>) => [...budgetKeys.all, 'expenses', query] as const,
};

// Any committed change of what the figures derive from, by anyone, refreshes the screen without a reload.
registerViewKeys('budget', [budgetKeys.all]);
