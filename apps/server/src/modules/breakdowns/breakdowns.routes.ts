import { breakdownApi as api, BREAKDOWN_MESSAGES, listResponseSchema, VIEW_READS } from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf } from '../../platform/context';
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

const breakdown = { 200: api.breakdownSchema };

export const breakdownRoutes = moduleRoutes(
  { tags: ['breakdowns'], signInMessage: BREAKDOWN_MESSAGES.notAuthenticated },
  (route, ctx) => {
    route.get(
      '/breakdowns',
      {
        access: 'user',
        reads: VIEW_READS.breakdownList,
        sameForEveryone: true,
        querystring: api.breakdownListQuerySchema,
        response: { 200: listResponseSchema(api.breakdownSchema) },
      },
      async (request) => getBreakdownList(ctx, siteScopeOf(request), request.query),
    );

    route.get(
      '/breakdowns/counts',
      {
        access: 'user',
        reads: VIEW_READS.breakdownStats,
        sameForEveryone: true,
        response: { 200: api.breakdownCountsSchema },
      },
      async (request) => getBreakdownCounts(ctx, siteScopeOf(request)),
    );

    route.get(
      '/breakdowns/assignees',
      {
        access: 'technician',
        querystring: api.assignablePeopleQuerySchema,
        response: { 200: api.assignablePeopleSchema },
      },
      async (request) => getAssignablePeople(ctx, siteScopeOf(request), request.query.asset_id),
    );

    route.create(
      '/breakdowns',
      { access: 'user', body: api.reportBreakdownBodySchema, created: api.breakdownSchema },
      async (request) => reportBreakdown(ctx, requireAuth(request), actorOf(request), request.body),
    );

    route.get(
      '/breakdowns/:id',
      { access: 'user', reads: VIEW_READS.breakdownDetail, response: breakdown },
      async (request) => getBreakdown(ctx, siteScopeOf(request), request.params.id),
    );

    route.patch(
      '/breakdowns/:id',
      { access: 'user', body: api.updateBreakdownBodySchema, response: breakdown },
      async (request) =>
        updateBreakdownDetails(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
    );

    route.delete(
      '/breakdowns/:id',
      {
        access: 'manager',
        signInMessage: BREAKDOWN_MESSAGES.deleteNotAuthenticated,
        response: { 200: api.cleanupResultSchema },
      },
      async (request) => deleteBreakdown(ctx, siteScopeOf(request), actorOf(request), request.params.id),
    );

    route.post(
      '/breakdowns/:id/assign',
      { access: 'technician', body: api.assignBreakdownBodySchema, response: breakdown },
      async (request) =>
        assignBreakdown(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
    );

    route.post('/breakdowns/:id/stop', { access: 'technician', response: breakdown }, async (request) =>
      stopBreakdownClock(ctx, requireAuth(request), actorOf(request), request.params.id),
    );

    route.post(
      '/breakdowns/:id/cancel',
      { access: 'manager', body: api.cancelBreakdownBodySchema, response: breakdown },
      async (request) =>
        cancelBreakdown(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
    );

    route.post(
      '/breakdowns/:id/complete',
      { access: 'technician', body: api.completeBreakdownBodySchema, response: breakdown },
      async (request) =>
        completeBreakdown(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
    );

    route.get(
      '/breakdowns/:id/notifications',
      { access: 'user', response: { 200: listResponseSchema(api.breakdownNotificationSchema) } },
      async (request) => getBreakdownNotifications(ctx, requireAuth(request), request.params.id),
    );

    route.get(
      '/breakdowns/:id/history',
      { access: 'user', response: { 200: api.breakdownHistorySchema } },
      async (request) => getBreakdownHistory(ctx, siteScopeOf(request), request.params.id),
    );
  },
);
