import { budgetApi as api, MANAGER_READS, okResponseSchema, VIEW_READS } from '@plantwise/domain';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { createExpense } from './create-expense';
import { editExpense } from './edit-expense';
import { exportBudget } from './export-budget';
import { getBudget } from './get-budget';
import { listExpenses } from './list-expenses';
import { removeExpense } from './remove-expense';
import { saveBudgetLines } from './save-budget-lines';

/** Budget: managers and admins read and edit; quality reads; technicians and users are refused. */
export const budgetRoutes = moduleRoutes({ tags: ['budget'] }, (route, ctx) => {
  route.get(
    '/budget',
    {
      operationId: 'getBudget',
      summary: 'Read the maintenance budget',
      access: MANAGER_READS,
      reads: VIEW_READS.budget,
      sameForEveryone: true,
      querystring: api.budgetQuerySchema,
      response: { 200: api.budgetResponseSchema },
    },
    async (request) => getBudget(ctx, siteScopeOf(request), request.query),
  );

  route.put(
    '/budget/lines',
    {
      operationId: 'setBudgetLines',
      summary: 'Set the budget lines',
      access: 'manager',
      body: api.budgetLinesBodySchema,
      response: { 200: api.budgetLinesResponseSchema },
    },
    async (request) => saveBudgetLines(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.csv(
    '/budget/export.csv',
    {
      operationId: 'exportBudget',
      summary: 'Download the budget as CSV',
      access: MANAGER_READS,
      querystring: api.budgetQuerySchema,
    },
    async (request) => exportBudget(ctx, siteScopeOf(request), request.query),
  );

  route.get(
    '/budget/expenses',
    {
      operationId: 'listExpenses',
      summary: 'List maintenance expenses',
      access: MANAGER_READS,
      reads: VIEW_READS.budgetExpenses,
      sameForEveryone: true,
      querystring: api.budgetExpenseListQuerySchema,
      response: { 200: api.budgetExpenseListSchema },
    },
    async (request) => listExpenses(ctx, siteScopeOf(request), request.query),
  );

  route.create(
    '/budget/expenses',
    {
      operationId: 'createExpense',
      summary: 'Record an expense',
      access: 'manager',
      body: api.budgetExpenseInputSchema,
      created: api.budgetExpenseSchema,
    },
    async (request) => createExpense(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.patch(
    '/budget/expenses/:id',
    {
      operationId: 'updateExpense',
      summary: 'Change an expense',
      access: 'manager',
      body: api.budgetExpenseUpdateSchema,
      response: { 200: api.budgetExpenseSchema },
    },
    async (request) =>
      editExpense(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/budget/expenses/:id',
    {
      operationId: 'deleteExpense',
      summary: 'Delete an expense',
      access: 'manager',
      response: { 200: okResponseSchema },
    },
    async (request) => removeExpense(ctx, siteScopeOf(request), actorOf(request), request.params.id),
  );
});
