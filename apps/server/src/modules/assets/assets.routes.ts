import {
  ASSET_IMAGE_MAX_BYTES,
  assetCreateBodySchema,
  assetDeleteResponseSchema,
  assetExportQuerySchema,
  assetFacetsQuerySchema,
  assetFacetsSchema,
  assetHistoryResponseSchema,
  assetImageListResponseSchema,
  assetImageParamsSchema,
  assetImageSchema,
  assetImageUploadQuerySchema,
  assetImportBodySchema,
  assetImportResponseSchema,
  assetListQuerySchema,
  assetListResponseSchema,
  assetPerformanceSchema,
  assetSchema,
  assetUpdateBodySchema,
  assetValidateBodySchema,
  assetValidateResponseSchema,
  ERRORS,
  hasAtLeastRole,
  idParamsSchema,
  pageQuerySchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { sendCsvDownload } from '../../platform/http/downloads';
import { createAsset } from './create-asset';
import { deleteAsset } from './delete-asset';
import { deleteAssetImage } from './delete-asset-image';
import { exportAssets } from './export-assets';
import { getAsset } from './get-asset';
import { getAssetFacets } from './get-asset-facets';
import { getAssetHistory } from './get-asset-history';
import { getAssetPerformance } from './get-asset-performance';
import { importAssets } from './import-assets';
import { listAssetImages } from './list-asset-images';
import { listAssets } from './list-assets';
import { setFeaturedAssetImage } from './set-featured-asset-image';
import { updateAsset } from './update-asset';
import { uploadAssetImage } from './upload-asset-image';
import { validateAsset } from './validate-asset';

const tags = ['assets'];

/** Refuses an upload before its body is read when the sender may not upload. */
async function managerBeforeBody(request: FastifyRequest) {
  if (!request.auth) throw new AppError(ERRORS.unauthorized);
  if (!hasAtLeastRole(request.auth.profile.role, 'manager')) throw new AppError(ERRORS.forbidden);
}

export const assetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Image uploads arrive as the raw file; the bytes decide the type, not the header.
  const rawBody = { parseAs: 'buffer' as const, bodyLimit: ASSET_IMAGE_MAX_BYTES + 2 * 1024 * 1024 };
  const keepBuffer = (_request: FastifyRequest, body: Buffer, done: (err: null, body: Buffer) => void) =>
    done(null, body);
  app.addContentTypeParser(/^image\//, rawBody, keepBuffer);
  app.addContentTypeParser('application/octet-stream', rawBody, keepBuffer);

  app.get(
    '/assets',
    {
      // Reads breakdowns too: an asset is down while a line-stopping breakdown is active.
      config: { reads: VIEW_READS.assetList, sameForEveryone: true, access: 'user' },
      schema: { tags, querystring: assetListQuerySchema, response: { 200: assetListResponseSchema } },
    },
    async (request) => listAssets(ctx, request.query),
  );

  app.get(
    '/assets/facets',
    {
      config: { reads: VIEW_READS.assetList, sameForEveryone: true, access: 'user' },
      schema: { tags, querystring: assetFacetsQuerySchema, response: { 200: assetFacetsSchema } },
    },
    async (request) => getAssetFacets(ctx, request.query),
  );

  app.get(
    '/assets/export.csv',
    { config: { access: 'user' }, schema: { tags, querystring: assetExportQuerySchema } },
    async (request, reply) => sendCsvDownload(reply, await exportAssets(ctx, request.query)),
  );

  app.post(
    '/assets/validate',
    {
      config: { access: 'technician' },
      schema: { tags, body: assetValidateBodySchema, response: { 200: assetValidateResponseSchema } },
    },
    async (request) => validateAsset(ctx, request.body),
  );

  app.post(
    '/assets/import',
    {
      config: { access: 'manager' },
      schema: { tags, body: assetImportBodySchema, response: { 200: assetImportResponseSchema } },
    },
    async (request) => importAssets(ctx, actorOf(request), request.body),
  );

  app.post(
    '/assets',
    {
      config: { access: 'manager' },
      schema: { tags, body: assetCreateBodySchema, response: { 201: assetSchema } },
    },
    async (request, reply) => reply.code(201).send(await createAsset(ctx, actorOf(request), request.body)),
  );

  app.get(
    '/assets/:id',
    {
      config: { reads: VIEW_READS.assetDetail, access: 'user' },
      schema: { tags, params: idParamsSchema, response: { 200: assetSchema } },
    },
    async (request) => getAsset(ctx, request.params.id),
  );

  app.patch(
    '/assets/:id',
    {
      config: { access: 'technician' },
      schema: { tags, params: idParamsSchema, body: assetUpdateBodySchema, response: { 200: assetSchema } },
    },
    async (request) =>
      updateAsset(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/assets/:id',
    {
      config: { access: 'manager' },
      schema: { tags, params: idParamsSchema, response: { 200: assetDeleteResponseSchema } },
    },
    async (request) => deleteAsset(ctx, actorOf(request), request.params.id),
  );

  app.get(
    '/assets/:id/history',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: assetHistoryResponseSchema },
      },
    },
    async (request) => getAssetHistory(ctx, request.params.id, request.query),
  );

  app.get(
    '/assets/:id/performance',
    {
      config: { reads: VIEW_READS.assetPerformance, access: 'user' },
      schema: { tags, params: idParamsSchema, response: { 200: assetPerformanceSchema } },
    },
    async (request) => getAssetPerformance(ctx, request.params.id),
  );

  app.get(
    '/assets/:id/images',
    {
      config: { access: 'user' },
      schema: { tags, params: idParamsSchema, response: { 200: assetImageListResponseSchema } },
    },
    async (request) => listAssetImages(ctx, request.params.id),
  );

  app.post(
    '/assets/:id/images',
    {
      config: { access: 'manager' },
      onRequest: managerBeforeBody,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: assetImageUploadQuerySchema,
        response: { 201: assetImageSchema },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(ERRORS.imageBodyRequired);
      }
      const image = await uploadAssetImage(ctx, actorOf(request), request.params.id, {
        bytes: request.body,
        declaredType: request.headers['content-type'],
        filename: request.query.filename,
      });
      return reply.code(201).send(image);
    },
  );

  app.post(
    '/assets/:id/images/:fileId/featured',
    {
      config: { access: 'manager' },
      schema: { tags, params: assetImageParamsSchema, response: { 200: assetSchema } },
    },
    async (request) => setFeaturedAssetImage(ctx, actorOf(request), request.params.id, request.params.fileId),
  );

  app.delete(
    '/assets/:id/images/:fileId',
    {
      config: { access: 'manager' },
      schema: { tags, params: assetImageParamsSchema, response: { 200: assetSchema } },
    },
    async (request) => deleteAssetImage(ctx, actorOf(request), request.params.id, request.params.fileId),
  );
};
