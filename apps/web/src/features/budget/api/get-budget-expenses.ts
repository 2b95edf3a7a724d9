import { type BudgetExpenseListQuery, budgetExpenseListSchema } from '@plantwise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { budgetKeys } from './query-keys';

export function useBudgetExpenses(query: Partial<BudgetExpenseListQuery> & { year: number }) {
  return useQuery({
    queryKey: budgetKeys.expenses(query),
    queryFn: ({ signal }) =>
      api.get('/api/budget/expenses', { query: { ...query }, schema: budgetExpenseListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
