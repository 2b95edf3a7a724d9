import {
  ASSET_IMAGE_MAX_BYTES,
  assetChildrenResponseSchema,
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
import { moduleRoutes } from '../../platform/http/route';
import { createAsset } from './create-asset';
import { deleteAsset } from './delete-asset';
import { deleteAssetImage } from './delete-asset-image';
import { exportAssets } from './export-assets';
import { getAsset } from './get-asset';
import { getAssetChildren } from './get-asset-children';
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

/** Refuses an upload before its body is read when the sender may not upload. */
async function managerBeforeBody(request: FastifyRequest) {
  if (!request.auth) throw new AppError(ERRORS.unauthorized);
  if (!hasAtLeastRole(request.auth.profile.role, 'manager')) throw new AppError(ERRORS.forbidden);
}

export const assetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['assets'] });

  // Image uploads arrive as the raw file; the bytes decide the type, not the header.
  const rawBody = { parseAs: 'buffer' as const, bodyLimit: ASSET_IMAGE_MAX_BYTES + 2 * 1024 * 1024 };
  const keepBuffer = (_request: FastifyRequest, body: Buffer, done: (err: null, body: Buffer) => void) =>
    done(null, body);
  app.addContentTypeParser(/^image\//, rawBody, keepBuffer);
  app.addContentTypeParser('application/octet-stream', rawBody, keepBuffer);

  // Reads breakdowns too: an asset is down while a line-stopping breakdown is active.
  route.get(
    '/assets',
    {
      access: 'user',
      reads: VIEW_READS.assetList,
      sameForEveryone: true,
      querystring: assetListQuerySchema,
      response: { 200: assetListResponseSchema },
    },
    async (request) => listAssets(ctx, request.query),
  );

  route.get(
    '/assets/facets',
    {
      access: 'user',
      reads: VIEW_READS.assetList,
      sameForEveryone: true,
      querystring: assetFacetsQuerySchema,
      response: { 200: assetFacetsSchema },
    },
    async (request) => getAssetFacets(ctx, request.query),
  );

  route.get(
    '/assets/export.csv',
    { access: 'user', querystring: assetExportQuerySchema },
    async (request, reply) => sendCsvDownload(reply, await exportAssets(ctx, request.query)),
  );

  route.post(
    '/assets/validate',
    { access: 'technician', body: assetValidateBodySchema, response: { 200: assetValidateResponseSchema } },
    async (request) => validateAsset(ctx, request.body),
  );

  route.post(
    '/assets/import',
    { access: 'manager', body: assetImportBodySchema, response: { 200: assetImportResponseSchema } },
    async (request) => importAssets(ctx, actorOf(request), request.body),
  );

  route.post(
    '/assets',
    { access: 'manager', body: assetCreateBodySchema, response: { 201: assetSchema } },
    async (request, reply) => reply.code(201).send(await createAsset(ctx, actorOf(request), request.body)),
  );

  route.get(
    '/assets/:id',
    { access: 'user', reads: VIEW_READS.assetDetail, params: idParamsSchema, response: { 200: assetSchema } },
    async (request) => getAsset(ctx, request.params.id),
  );

  route.patch(
    '/assets/:id',
    {
      access: 'technician',
      params: idParamsSchema,
      body: assetUpdateBodySchema,
      response: { 200: assetSchema },
    },
    async (request) =>
      updateAsset(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/assets/:id',
    { access: 'manager', params: idParamsSchema, response: { 200: assetDeleteResponseSchema } },
    async (request) => deleteAsset(ctx, actorOf(request), request.params.id),
  );

  route.get(
    '/assets/:id/history',
    {
      access: 'user',
      params: idParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: assetHistoryResponseSchema },
    },
    async (request) => getAssetHistory(ctx, request.params.id, request.query),
  );

  route.get(
    '/assets/:id/performance',
    {
      access: 'user',
      reads: VIEW_READS.assetPerformance,
      params: idParamsSchema,
      response: { 200: assetPerformanceSchema },
    },
    async (request) => getAssetPerformance(ctx, request.params.id),
  );

  route.get(
    '/assets/:id/children',
    {
      access: 'user',
      reads: VIEW_READS.assetList,
      params: idParamsSchema,
      response: { 200: assetChildrenResponseSchema },
    },
    async (request) => getAssetChildren(ctx, request.params.id),
  );

  route.get(
    '/assets/:id/images',
    { access: 'user', params: idParamsSchema, response: { 200: assetImageListResponseSchema } },
    async (request) => listAssetImages(ctx, request.params.id),
  );

  app.post(
    '/assets/:id/images',
    {
      config: { access: 'manager' },
      onRequest: managerBeforeBody,
      schema: {
        tags: ['assets'],
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

  route.post(
    '/assets/:id/images/:fileId/featured',
    { access: 'manager', params: assetImageParamsSchema, response: { 200: assetSchema } },
    async (request) => setFeaturedAssetImage(ctx, actorOf(request), request.params.id, request.params.fileId),
  );

  route.delete(
    '/assets/:id/images/:fileId',
    { access: 'manager', params: assetImageParamsSchema, response: { 200: assetSchema } },
    async (request) => deleteAssetImage(ctx, actorOf(request), request.params.id, request.params.fileId),
  );
};
