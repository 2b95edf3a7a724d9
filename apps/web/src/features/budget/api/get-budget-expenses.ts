import { type BudgetExpenseListQuery, budgetExpenseListSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { budgetKeys } from './query-keys';

export function useBudgetExpenses(query: Partial<BudgetExpenseListQuery> & { year: number }) {
  return useQuery(
    keptGetQuery(budgetKeys.expenses(query), '/api/budget/expenses', {
      query: { ...query },
      schema: budgetExpenseListSchema,
    }),
  );
}
