import {
  assignablePeopleSchema,
  assignBreakdownBodySchema,
  BREAKDOWN_MESSAGES,
  breakdownCountsSchema,
  breakdownHistorySchema,
  breakdownListQuerySchema,
  breakdownNotificationSchema,
  breakdownSchema,
  cancelBreakdownBodySchema,
  cleanupResultSchema,
  completeBreakdownBodySchema,
  idParamsSchema,
  listResponseSchema,
  reportBreakdownBodySchema,
  updateBreakdownBodySchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf } from '../../platform/context';
import { assignBreakdown } from './assign-breakdown';
import { cancelBreakdown } from './cancel-breakdown';
import { completeBreakdown } from './complete-breakdown';
import { deleteBreakdown } from './delete-breakdown';
import { getBreakdown } from './get-breakdown';
import { getBreakdownCounts } from './get-breakdown-counts';
import { getBreakdownHistory } from './get-breakdown-history';
import { getAssignablePeople } from './list-assignable-people';
import { getBreakdownNotifications } from './list-breakdown-notifications';
import { getBreakdownList } from './list-breakdowns';
import { reportBreakdown } from './report-breakdown';
import { stopBreakdownClock } from './stop-breakdown';
import { updateBreakdownDetails } from './update-breakdown';

const tags = ['breakdowns'];
const signInMessage = BREAKDOWN_MESSAGES.notAuthenticated;
const params = idParamsSchema;

export const breakdownRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/breakdowns',
    {
      config: { reads: VIEW_READS.breakdownList, sameForEveryone: true, access: 'user', signInMessage },
      schema: {
        tags,
        querystring: breakdownListQuerySchema,
        response: { 200: listResponseSchema(breakdownSchema) },
      },
    },
    async (request) => getBreakdownList(ctx, request.query),
  );

  app.get(
    '/breakdowns/counts',
    {
      config: { reads: VIEW_READS.breakdownStats, sameForEveryone: true, access: 'user', signInMessage },
      schema: { tags, response: { 200: breakdownCountsSchema } },
    },
    async () => getBreakdownCounts(ctx),
  );

  app.get(
    '/breakdowns/assignees',
    {
      config: { access: 'technician', signInMessage },
      schema: { tags, response: { 200: assignablePeopleSchema } },
    },
    async () => getAssignablePeople(ctx),
  );

  app.post(
    '/breakdowns',
    {
      config: { access: 'user', signInMessage },
      schema: { tags, body: reportBreakdownBodySchema, response: { 201: breakdownSchema } },
    },
    async (request, reply) => {
      const breakdown = await reportBreakdown(ctx, requireAuth(request), actorOf(request), request.body);
      return reply.code(201).send(breakdown);
    },
  );

  app.get(
    '/breakdowns/:id',
    {
      config: { reads: VIEW_READS.breakdownDetail, access: 'user', signInMessage },
      schema: { tags, params, response: { 200: breakdownSchema } },
    },
    async (request) => getBreakdown(ctx, request.params.id),
  );

  app.patch(
    '/breakdowns/:id',
    {
      config: { access: 'user', signInMessage },
      schema: { tags, params, body: updateBreakdownBodySchema, response: { 200: breakdownSchema } },
    },
    async (request) =>
      updateBreakdownDetails(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/breakdowns/:id',
    {
      config: { access: 'manager', signInMessage: BREAKDOWN_MESSAGES.deleteNotAuthenticated },
      schema: { tags, params, response: { 200: cleanupResultSchema } },
    },
    async (request) => deleteBreakdown(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/breakdowns/:id/assign',
    {
      config: { access: 'technician', signInMessage },
      schema: { tags, params, body: assignBreakdownBodySchema, response: { 200: breakdownSchema } },
    },
    async (request) =>
      assignBreakdown(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/breakdowns/:id/stop',
    {
      config: { access: 'technician', signInMessage },
      schema: { tags, params, response: { 200: breakdownSchema } },
    },
    async (request) => stopBreakdownClock(ctx, requireAuth(request), actorOf(request), request.params.id),
  );

  app.post(
    '/breakdowns/:id/cancel',
    {
      config: { access: 'manager', signInMessage },
      schema: { tags, params, body: cancelBreakdownBodySchema, response: { 200: breakdownSchema } },
    },
    async (request) => cancelBreakdown(ctx, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/breakdowns/:id/complete',
    {
      config: { access: 'technician', signInMessage },
      schema: { tags, params, body: completeBreakdownBodySchema, response: { 200: breakdownSchema } },
    },
    async (request) =>
      completeBreakdown(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/breakdowns/:id/notifications',
    {
      config: { access: 'user', signInMessage },
      schema: { tags, params, response: { 200: listResponseSchema(breakdownNotificationSchema) } },
    },
    async (request) => getBreakdownNotifications(ctx, requireAuth(request), request.params.id),
  );

  app.get(
    '/breakdowns/:id/history',
    {
      config: { access: 'user', signInMessage },
      schema: { tags, params, response: { 200: breakdownHistorySchema } },
    },
    async (request) => getBreakdownHistory(ctx, request.params.id),
  );
};
