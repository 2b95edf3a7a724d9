import {
  type BudgetExpenseInput,
  type BudgetLine,
  budgetExpenseSchema,
  budgetLinesResponseSchema,
  okResponseSchema,
} from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { budgetKeys } from './query-keys';

function useBudgetMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshUnlessLive(queryClient, budgetKeys.all) });
}

/** Sets plan lines in one transaction (PUT /api/budget/lines). */
export function useSaveBudgetLines() {
  return useBudgetMutation((lines: BudgetLine[]) =>
    api.put('/api/budget/lines', { lines }, { schema: budgetLinesResponseSchema }),
  );
}

export function useSaveExpense() {
  return useBudgetMutation(({ id, body }: { id?: string; body: BudgetExpenseInput }) =>
    id
      ? api.patch(`/api/budget/expenses/${id}`, body, { schema: budgetExpenseSchema })
      : api.post('/api/budget/expenses', body, { schema: budgetExpenseSchema }),
  );
}

export function useDeleteExpense() {
  return useBudgetMutation((id: string) =>
    api.delete(`/api/budget/expenses/${id}`, { schema: okResponseSchema }),
  );
}
