import {
  ASSET_IMAGE_MAX_BYTES,
  ERRORS,
  idParamsSchema,
  publicNoteBodySchema,
  publicReportAssetSchema,
  publicReportBodySchema,
  publicReportCreatedSchema,
  publicReportSettingsSchema,
  publicReportStatusSchema,
  reportStatusParamsSchema,
  reportTokenCreatedSchema,
  reportTokenParamsSchema,
  reportTokenStateSchema,
} from '@plantwise/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext, actorOf, clientInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { moduleRoutes } from '../../platform/http/route';
import {
  addPublicNote,
  getPublicReportPage,
  getPublicReportSettings,
  getPublicReportStatus,
  type PhotoUpload,
  setPublicReportSettings,
  submitPublicReport,
} from './public-report';
import { getReportTokenState, rotateReportToken } from './report-token';

const photos = new WeakMap<FastifyRequest, PhotoUpload>();

/**
 * A multipart report (the page's form with a photo) becomes the same body as a JSON one; the photo
 * waits beside the request. Parsed by the platform's own FormData reader, no extra dependency.
 */
async function parseMultipart(request: FastifyRequest, body: Buffer) {
  const form = await new Response(body, {
    headers: { 'content-type': String(request.headers['content-type']) },
  })
    .formData()
    .catch(() => {
      throw new AppError(ERRORS.formUnreadable);
    });
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (key === 'photo' && value.size > 0) {
      photos.set(request, {
        bytes: Buffer.from(await value.arrayBuffer()),
        declaredType: value.type || undefined,
        filename: value.name || undefined,
      });
    }
  }
  return fields;
}

/** The report token of an asset's label, and the public, session-less report routes. */
export const publicReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['public report'] });

  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: ASSET_IMAGE_MAX_BYTES + 256 * 1024 },
    (request, body, done) => {
      parseMultipart(request, body as Buffer).then(
        (fields) => done(null, fields),
        (error: Error) => done(error),
      );
    },
  );

  route.get(
    '/assets/:id/report-token',
    { access: 'manager', params: idParamsSchema, response: { 200: reportTokenStateSchema } },
    async (request) => getReportTokenState(ctx, request.params.id),
  );

  route.post(
    '/assets/:id/report-token',
    { access: 'manager', params: idParamsSchema, response: { 201: reportTokenCreatedSchema } },
    async (request, reply) => {
      const created = await rotateReportToken(ctx, actorOf(request), request.params.id);
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  route.get(
    '/admin/settings/public-report',
    { access: 'admin', response: { 200: publicReportSettingsSchema } },
    async () => getPublicReportSettings(ctx),
  );

  route.put(
    '/admin/settings/public-report',
    { access: 'admin', body: publicReportSettingsSchema, response: { 200: publicReportSettingsSchema } },
    async (request) => setPublicReportSettings(ctx, actorOf(request), request.body),
  );

  route.get(
    '/public/report/:token',
    { access: 'public', params: reportTokenParamsSchema, response: { 200: publicReportAssetSchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getPublicReportPage(ctx, request.params.token, request.auth !== null);
    },
  );

  route.post(
    '/public/report/:token',
    {
      access: 'public',
      params: reportTokenParamsSchema,
      body: publicReportBodySchema,
      response: { 201: publicReportCreatedSchema },
    },
    async (request, reply) => {
      const created = await submitPublicReport(
        ctx,
        clientInfo(request),
        actorOf(request),
        request.params.token,
        request.body,
        photos.get(request) ?? null,
      );
      return reply.code(201).send(created);
    },
  );

  route.post(
    '/public/report/:token/status/:reference/notes',
    {
      access: 'public',
      params: reportStatusParamsSchema,
      body: publicNoteBodySchema,
      response: { 201: publicReportCreatedSchema },
    },
    async (request, reply) => {
      const { token, reference } = request.params;
      const created = await addPublicNote(
        ctx,
        clientInfo(request),
        actorOf(request),
        token,
        reference,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  route.get(
    '/public/report/:token/status/:reference',
    { access: 'public', params: reportStatusParamsSchema, response: { 200: publicReportStatusSchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getPublicReportStatus(ctx, request.params.token, request.params.reference);
    },
  );
};
