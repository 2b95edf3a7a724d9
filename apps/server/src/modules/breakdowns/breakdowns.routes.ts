import {
  ASSET_IMAGE_MAX_BYTES,
  breakdownApi as api,
  BREAKDOWN_MESSAGES,
  listResponseSchema,
  REPORT_PHOTO_FIELD,
  reportBreakdownBodyFromForm,
  VIEW_READS,
} from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf } from '../../platform/context';
import { acceptMultipartForms, uploadedFile } from '../../platform/http/multipart';
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
import { checkReporterPhoto } from './reporter-photo';
import { stopBreakdownClock } from './stop-breakdown-clock';
import { updateBreakdownDetails } from './update-breakdown-details';

const breakdown = { 200: api.breakdownSchema };

export const breakdownRoutes = moduleRoutes(
  { tags: ['breakdowns'], signInMessage: BREAKDOWN_MESSAGES.notAuthenticated },
  (route, ctx, app) => {
    // A report with the reporter's photo comes as a form (docs/decisions/offline-queue.md).
    acceptMultipartForms(app, { maxFileBytes: ASSET_IMAGE_MAX_BYTES });

    route.get(
      '/breakdowns',
      {
        operationId: 'listBreakdowns',
        summary: 'List breakdowns',
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
        operationId: 'getBreakdownCounts',
        summary: 'Count breakdowns by status',
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
        operationId: 'listBreakdownAssignees',
        summary: 'Find the people a breakdown or work can be assigned to',
        access: 'technician',
        querystring: api.assignablePeopleQuerySchema,
        response: { 200: api.assignablePeopleSchema },
      },
      async (request) => getAssignablePeople(ctx, siteScopeOf(request), request.query),
    );

    route.create(
      '/breakdowns',
      {
        operationId: 'createBreakdown',
        summary: 'Report a breakdown',
        description:
          'JSON, or multipart/form-data with the same fields (the cost as text, the categories as a JSON ' +
          'list) and an optional `photo` file (JPEG, PNG or WebP, 10 MB at most), stored with the report.',
        access: 'user',
        body: api.reportBreakdownBodySchema,
        created: api.breakdownSchema,
        config: { form: { file: REPORT_PHOTO_FIELD, toBody: reportBreakdownBodyFromForm } },
      },
      async (request) => {
        const upload = uploadedFile(request);
        // Checked before the report's transaction: a photo refused is a report not written.
        const photo = upload ? checkReporterPhoto(upload, 'app') : null;
        return reportBreakdown(ctx, requireAuth(request), actorOf(request), request.body, { photo });
      },
    );

    route.get(
      '/breakdowns/:id',
      {
        operationId: 'getBreakdown',
        summary: 'Read a breakdown',
        access: 'user',
        reads: VIEW_READS.breakdownDetail,
        response: breakdown,
      },
      async (request) => getBreakdown(ctx, siteScopeOf(request), request.params.id),
    );

    route.patch(
      '/breakdowns/:id',
      {
        operationId: 'updateBreakdown',
        summary: "Change a breakdown's details",
        access: 'user',
        body: api.updateBreakdownBodySchema,
        response: breakdown,
      },
      async (request) =>
        updateBreakdownDetails(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
    );

    route.delete(
      '/breakdowns/:id',
      {
        operationId: 'deleteBreakdown',
        summary: 'Delete a breakdown',
        access: 'manager',
        signInMessage: BREAKDOWN_MESSAGES.deleteNotAuthenticated,
        response: { 200: api.cleanupResultSchema },
      },
      async (request) => deleteBreakdown(ctx, siteScopeOf(request), actorOf(request), request.params.id),
    );

    route.post(
      '/breakdowns/:id/assign',
      {
        operationId: 'assignBreakdown',
        summary: 'Assign a breakdown to a technician',
        access: 'technician',
        body: api.assignBreakdownBodySchema,
        response: breakdown,
      },
      async (request) =>
        assignBreakdown(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
    );

    route.post(
      '/breakdowns/:id/stop',
      {
        operationId: 'stopBreakdownWork',
        summary: 'Stop work on a breakdown',
        access: 'technician',
        response: breakdown,
      },
      async (request) => stopBreakdownClock(ctx, requireAuth(request), actorOf(request), request.params.id),
    );

    route.post(
      '/breakdowns/:id/cancel',
      {
        operationId: 'cancelBreakdown',
        summary: 'Cancel a breakdown',
        access: 'manager',
        body: api.cancelBreakdownBodySchema,
        response: breakdown,
      },
      async (request) =>
        cancelBreakdown(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
    );

    route.post(
      '/breakdowns/:id/complete',
      {
        operationId: 'completeBreakdown',
        summary: 'Complete a breakdown',
        access: 'technician',
        body: api.completeBreakdownBodySchema,
        response: breakdown,
      },
      async (request) =>
        completeBreakdown(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
    );

    route.get(
      '/breakdowns/:id/notifications',
      {
        operationId: 'listBreakdownNotifications',
        summary: 'List who was told about a breakdown',
        access: 'user',
        response: { 200: listResponseSchema(api.breakdownNotificationSchema) },
      },
      async (request) => getBreakdownNotifications(ctx, requireAuth(request), request.params.id),
    );

    route.get(
      '/breakdowns/:id/history',
      {
        operationId: 'getBreakdownHistory',
        summary: "Read a breakdown's history",
        access: 'user',
        response: { 200: api.breakdownHistorySchema },
      },
      async (request) => getBreakdownHistory(ctx, siteScopeOf(request), request.params.id),
    );
  },
);
