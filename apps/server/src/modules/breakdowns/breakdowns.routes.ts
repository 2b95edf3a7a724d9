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
import { moduleRoutes } from '../../platform/http/route';
import { assignBreakdown } from './assign-breakdown';
import { cancelBreakdown } from './cancel-breakdown';
import { completeBreakdown } from './complete-breakdown';
import { deleteBreakdown } from './delete-breakdown';
import { getAssignablePeople } from './get-assignable-people';
import { getBreakdown } from './get-breakdown';
import { getBreakdownCounts } from './get-breakdown-counts';
import { getBreakdownHistory } from './get-breakdown-history';
import { getBreakdownList } from './get-breakdown-list';
import { getBreakdownNotifications } from './get-breakdown-notifications';
import { reportBreakdown } from './report-breakdown';
import { stopBreakdownClock } from './stop-breakdown-clock';
import { updateBreakdownDetails } from './update-breakdown-details';

const params = idParamsSchema;

export const breakdownRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, {
    tags: ['breakdowns'],
    signInMessage: BREAKDOWN_MESSAGES.notAuthenticated,
  });

  route.get(
    '/breakdowns',
    {
      access: 'user',
      reads: VIEW_READS.breakdownList,
      sameForEveryone: true,
      querystring: breakdownListQuerySchema,
      response: { 200: listResponseSchema(breakdownSchema) },
    },
    async (request) => getBreakdownList(ctx, request.query),
  );

  route.get(
    '/breakdowns/counts',
    {
      access: 'user',
      reads: VIEW_READS.breakdownStats,
      sameForEveryone: true,
      response: { 200: breakdownCountsSchema },
    },
    async () => getBreakdownCounts(ctx),
  );

  route.get(
    '/breakdowns/assignees',
    { access: 'technician', response: { 200: assignablePeopleSchema } },
    async () => getAssignablePeople(ctx),
  );

  route.post(
    '/breakdowns',
    { access: 'user', body: reportBreakdownBodySchema, response: { 201: breakdownSchema } },
    async (request, reply) => {
      const breakdown = await reportBreakdown(ctx, requireAuth(request), actorOf(request), request.body);
      return reply.code(201).send(breakdown);
    },
  );

  route.get(
    '/breakdowns/:id',
    { access: 'user', reads: VIEW_READS.breakdownDetail, params, response: { 200: breakdownSchema } },
    async (request) => getBreakdown(ctx, request.params.id),
  );

  route.patch(
    '/breakdowns/:id',
    { access: 'user', params, body: updateBreakdownBodySchema, response: { 200: breakdownSchema } },
    async (request) =>
      updateBreakdownDetails(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/breakdowns/:id',
    {
      access: 'manager',
      signInMessage: BREAKDOWN_MESSAGES.deleteNotAuthenticated,
      params,
      response: { 200: cleanupResultSchema },
    },
    async (request) => deleteBreakdown(ctx, actorOf(request), request.params.id),
  );

  route.post(
    '/breakdowns/:id/assign',
    { access: 'technician', params, body: assignBreakdownBodySchema, response: { 200: breakdownSchema } },
    async (request) =>
      assignBreakdown(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  route.post(
    '/breakdowns/:id/stop',
    { access: 'technician', params, response: { 200: breakdownSchema } },
    async (request) => stopBreakdownClock(ctx, requireAuth(request), actorOf(request), request.params.id),
  );

  route.post(
    '/breakdowns/:id/cancel',
    { access: 'manager', params, body: cancelBreakdownBodySchema, response: { 200: breakdownSchema } },
    async (request) => cancelBreakdown(ctx, actorOf(request), request.params.id, request.body),
  );

  route.post(
    '/breakdowns/:id/complete',
    { access: 'technician', params, body: completeBreakdownBodySchema, response: { 200: breakdownSchema } },
    async (request) =>
      completeBreakdown(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  route.get(
    '/breakdowns/:id/notifications',
    { access: 'user', params, response: { 200: listResponseSchema(breakdownNotificationSchema) } },
    async (request) => getBreakdownNotifications(ctx, requireAuth(request), request.params.id),
  );

  route.get(
    '/breakdowns/:id/history',
    { access: 'user', params, response: { 200: breakdownHistorySchema } },
    async (request) => getBreakdownHistory(ctx, request.params.id),
  );
};
