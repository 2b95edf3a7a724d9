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
import { exportBudget } from './export-budget';
import { getBudget } from './get-budget';
import { listExpenses } from './list-expenses';
import { saveBudgetLines } from './save-budget-lines';
import { createExpense, editExpense, removeExpense } from './save-expense';

const tags = ['budget'];
const params = idParamsSchema;

/** Budget: managers and admins read and edit; technicians and users are refused. */
export const budgetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/budget',
    {
      config: { reads: VIEW_READS.budget, sameForEveryone: true, access: 'manager' },
      schema: { tags, querystring: budgetQuerySchema, response: { 200: budgetResponseSchema } },
    },
    async (request) => getBudget(ctx, request.query),
  );

  app.put(
    '/budget/lines',
    {
      config: { access: 'manager' },
      schema: { tags, body: budgetLinesBodySchema, response: { 200: budgetLinesResponseSchema } },
    },
    async (request) => saveBudgetLines(ctx, actorOf(request), request.body),
  );

  app.get(
    '/budget/export.csv',
    { config: { access: 'manager' }, schema: { tags, querystring: budgetQuerySchema } },
    async (request, reply) => sendCsvDownload(reply, await exportBudget(ctx, request.query)),
  );

  app.get(
    '/budget/expenses',
    {
      config: { reads: VIEW_READS.budgetExpenses, sameForEveryone: true, access: 'manager' },
      schema: { tags, querystring: budgetExpenseListQuerySchema, response: { 200: budgetExpenseListSchema } },
    },
    async (request) => listExpenses(ctx, request.query),
  );

  app.post(
    '/budget/expenses',
    {
      config: { access: 'manager' },
      schema: { tags, body: budgetExpenseInputSchema, response: { 201: budgetExpenseSchema } },
    },
    async (request, reply) => reply.code(201).send(await createExpense(ctx, actorOf(request), request.body)),
  );

  app.patch(
    '/budget/expenses/:id',
    {
      config: { access: 'manager' },
      schema: { tags, params, body: budgetExpenseUpdateSchema, response: { 200: budgetExpenseSchema } },
    },
    async (request) => editExpense(ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/budget/expenses/:id',
    { config: { access: 'manager' }, schema: { tags, params, response: { 200: okResponseSchema } } },
    async (request) => removeExpense(ctx, actorOf(request), request.params.id),
  );
};
