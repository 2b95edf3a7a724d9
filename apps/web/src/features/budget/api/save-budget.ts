import {
  type BudgetExpenseInput,
  type BudgetLine,
  budgetExpenseSchema,
  budgetLinesResponseSchema,
  okResponseSchema,
} from '@plantwise/domain';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { budgetKeys } from './query-keys';

/** Sets plan lines in one transaction (PUT /api/budget/lines). */
export function useSaveBudgetLines() {
  return useRefreshingMutation(
    (lines: BudgetLine[]) => api.put('/api/budget/lines', { lines }, { schema: budgetLinesResponseSchema }),
    budgetKeys.all,
  );
}

export function useSaveExpense() {
  return useRefreshingMutation(
    ({ id, body }: { id?: string; body: BudgetExpenseInput }) =>
      id
        ? api.patch(`/api/budget/expenses/${id}`, body, { schema: budgetExpenseSchema })
        : api.post('/api/budget/expenses', body, { schema: budgetExpenseSchema }),
    budgetKeys.all,
  );
}

export function useDeleteExpense() {
  return useRefreshingMutation(
    (id: string) => api.delete(`/api/budget/expenses/${id}`, { schema: okResponseSchema }),
    budgetKeys.all,
  );
}
