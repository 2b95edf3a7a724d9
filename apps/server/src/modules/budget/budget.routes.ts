import {
  budgetExpenseInputSchema,
  budgetExpenseListQuerySchema,
  budgetExpenseListSchema,
  budgetExpenseSchema,
  budgetExpenseUpdateSchema,
  budgetLinesBodySchema,
  budgetLinesResponseSchema,
  budgetQuerySchema,
  budgetResponseSchema,
  idParamsSchema,
  okResponseSchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext, actorOf } from '../../platform/context';
import { sendCsvDownload } from '../../platform/http/downloads';
import { moduleRoutes } from '../../platform/http/route';
import { exportBudget } from './export-budget';
import { getBudget } from './get-budget';
import { listExpenses } from './list-expenses';
import { saveBudgetLines } from './save-budget-lines';
import { createExpense, editExpense, removeExpense } from './save-expense';

const params = idParamsSchema;

/** Budget: managers and admins read and edit; technicians and users are refused. */
export const budgetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['budget'] });

  route.get(
    '/budget',
    {
      access: 'manager',
      reads: VIEW_READS.budget,
      sameForEveryone: true,
      querystring: budgetQuerySchema,
      response: { 200: budgetResponseSchema },
    },
    async (request) => getBudget(ctx, request.query),
  );

  route.put(
    '/budget/lines',
    { access: 'manager', body: budgetLinesBodySchema, response: { 200: budgetLinesResponseSchema } },
    async (request) => saveBudgetLines(ctx, actorOf(request), request.body),
  );

  route.get(
    '/budget/export.csv',
    { access: 'manager', querystring: budgetQuerySchema },
    async (request, reply) => sendCsvDownload(reply, await exportBudget(ctx, request.query)),
  );

  route.get(
    '/budget/expenses',
    {
      access: 'manager',
      reads: VIEW_READS.budgetExpenses,
      sameForEveryone: true,
      querystring: budgetExpenseListQuerySchema,
      response: { 200: budgetExpenseListSchema },
    },
    async (request) => listExpenses(ctx, request.query),
  );

  route.post(
    '/budget/expenses',
    { access: 'manager', body: budgetExpenseInputSchema, response: { 201: budgetExpenseSchema } },
    async (request, reply) => reply.code(201).send(await createExpense(ctx, actorOf(request), request.body)),
  );

  route.patch(
    '/budget/expenses/:id',
    { access: 'manager', params, body: budgetExpenseUpdateSchema, response: { 200: budgetExpenseSchema } },
    async (request) => editExpense(ctx, actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/budget/expenses/:id',
    { access: 'manager', params, response: { 200: okResponseSchema } },
    async (request) => removeExpense(ctx, actorOf(request), request.params.id),
  );
};
