import {
  type BudgetExpenseInput,
  type BudgetExpenseListQuery,
  type BudgetLine,
  budgetExpenseListSchema,
  budgetExpenseSchema,
  budgetLinesResponseSchema,
  budgetResponseSchema,
  okResponseSchema,
} from '@plantwise/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive, registerTableKeys } from '@/lib/realtime';

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

/** A whole year of plan against actual (GET /api/budget), for one site or all. */
export function useBudget(year: number, site: string | undefined) {
  return useQuery({
    queryKey: budgetKeys.year(year, site),
    queryFn: ({ signal }) =>
      api.get('/api/budget', { query: { year, site }, schema: budgetResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBudgetExpenses(query: Partial<BudgetExpenseListQuery> & { year: number }) {
  return useQuery({
    queryKey: budgetKeys.expenses(query),
    queryFn: ({ signal }) =>
      api.get('/api/budget/expenses', { query: { ...query }, schema: budgetExpenseListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

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

/** The CSV download of the year (a plain link: the session cookie goes with it). */
export function budgetExportUrl(year: number, site: string | undefined): string {
  const params = new URLSearchParams({ year: String(year) });
  if (site) params.set('site', site);
  return `/api/budget/export.csv?${params}`;
}
