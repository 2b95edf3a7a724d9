import {
  ASSET_IMAGE_MAX_BYTES,
  publicReportApi as api,
  MANAGER_READS,
  REPORT_PHOTO_FIELD,
} from '@plantwise/domain';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf, clientInfo } from '../../platform/context';
import { acceptMultipartForms, uploadedFile } from '../../platform/http/multipart';
import { moduleRoutes } from '../../platform/http/route';
import { addPublicNote } from './add-public-note';
import { getPublicReportPage } from './get-public-report-page';
import { getPublicReportSettings } from './get-public-report-settings';
import { getPublicReportStatus } from './get-public-report-status';
import { getReportTokenState } from './get-report-token-state';
import { recordPublicReading } from './record-public-reading';
import { rotateReportToken } from './rotate-report-token';
import { setPublicReportSettings } from './set-public-report-settings';
import { submitPublicReport } from './submit-public-report';

/** The report token of an asset's label, and the public, session-less report routes. */
export const publicReportRoutes = moduleRoutes({ tags: ['public report'] }, (route, ctx, app) => {
  // The label page's report form, with its optional photo.
  acceptMultipartForms(app, { maxFileBytes: ASSET_IMAGE_MAX_BYTES });
  const settings = { 200: api.publicReportSettingsSchema };

  route.get(
    '/assets/:id/report-token',
    {
      operationId: 'getReportLink',
      summary: "Read an asset's public report link",
      access: MANAGER_READS,
      response: { 200: api.reportTokenStateSchema },
    },
    async (request) => getReportTokenState(ctx, siteScopeOf(request), request.params.id),
  );

  route.post(
    '/assets/:id/report-token',
    {
      operationId: 'renewReportLink',
      summary: 'Make a new public report link for an asset',
      access: 'manager',
      response: { 201: api.reportTokenCreatedSchema },
    },
    async (request, reply) => {
      const created = await rotateReportToken(ctx, siteScopeOf(request), actorOf(request), request.params.id);
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  route.get(
    '/admin/settings/public-report',
    {
      operationId: 'getPublicReportSettings',
      summary: 'Read the public report settings',
      access: 'admin',
      response: settings,
    },
    async () => getPublicReportSettings(ctx),
  );

  route.put(
    '/admin/settings/public-report',
    {
      operationId: 'setPublicReportSettings',
      summary: 'Set the public report settings',
      access: 'admin',
      body: api.publicReportSettingsSchema,
      response: settings,
    },
    async (request) => setPublicReportSettings(ctx, actorOf(request), request.body),
  );

  route.get(
    '/public/report/:token',
    {
      operationId: 'getPublicReportPage',
      summary: 'Read the asset behind a public report link',
      access: 'public',
      params: api.reportTokenParamsSchema,
      response: { 200: api.publicReportAssetSchema },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getPublicReportPage(ctx, request.params.token, request.auth !== null);
    },
  );

  route.create(
    '/public/report/:token',
    {
      operationId: 'submitPublicReport',
      summary: 'Report a problem through a public link',
      access: 'public',
      params: api.reportTokenParamsSchema,
      body: api.publicReportBodySchema,
      created: api.publicReportCreatedSchema,
      config: { form: { file: REPORT_PHOTO_FIELD } },
    },
    async (request) =>
      submitPublicReport(
        ctx,
        clientInfo(request),
        actorOf(request),
        request.params.token,
        request.body,
        uploadedFile(request),
      ),
  );

  route.create(
    '/public/report/:token/meters/:meterId/readings',
    {
      operationId: 'submitPublicMeterReading',
      summary: 'Record a meter reading through a public link',
      access: 'public',
      params: api.publicMeterParamsSchema,
      body: api.publicReadingBodySchema,
      created: api.publicReadingCreatedSchema,
    },
    async (request) => {
      const { token, meterId } = request.params;
      return recordPublicReading(ctx, clientInfo(request), actorOf(request), token, meterId, request.body);
    },
  );

  route.create(
    '/public/report/:token/status/:reference/notes',
    {
      operationId: 'addPublicReportNote',
      summary: 'Add a note to a report made through a public link',
      access: 'public',
      params: api.reportStatusParamsSchema,
      body: api.publicNoteBodySchema,
      created: api.publicReportCreatedSchema,
    },
    async (request) => {
      const { token, reference } = request.params;
      return addPublicNote(ctx, clientInfo(request), actorOf(request), token, reference, request.body);
    },
  );

  route.get(
    '/public/report/:token/status/:reference',
    {
      operationId: 'getPublicReportStatus',
      summary: 'Follow a report made through a public link',
      access: 'public',
      params: api.reportStatusParamsSchema,
      response: { 200: api.publicReportStatusSchema },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getPublicReportStatus(ctx, request.params.token, request.params.reference);
    },
  );
});
