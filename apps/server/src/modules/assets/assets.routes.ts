import {
  ASSET_IMAGE_MAX_BYTES,
  assetApi as api,
  ERRORS,
  hasAtLeastRole,
  idParamsSchema,
  pageQuerySchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/access';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf } from '../../platform/context';
import { AppError } from '../../platform/errors';
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

const asset = { 200: api.assetSchema };

export const assetRoutes = moduleRoutes({ tags: ['assets'] }, (route, ctx, app) => {
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
      operationId: 'listAssets',
      summary: 'List assets',
      access: 'user',
      reads: VIEW_READS.assetList,
      sameForEveryone: true,
      querystring: api.assetListQuerySchema,
      response: { 200: api.assetListResponseSchema },
    },
    async (request) => listAssets(ctx, siteScopeOf(request), request.query),
  );

  route.get(
    '/assets/facets',
    {
      operationId: 'getAssetFacets',
      summary: 'Count assets by status and type for the filters',
      access: 'user',
      reads: VIEW_READS.assetList,
      sameForEveryone: true,
      querystring: api.assetFacetsQuerySchema,
      response: { 200: api.assetFacetsSchema },
    },
    async (request) => getAssetFacets(ctx, siteScopeOf(request), request.query),
  );

  route.csv(
    '/assets/export.csv',
    {
      operationId: 'exportAssets',
      summary: 'Download the asset register as CSV',
      access: 'user',
      querystring: api.assetExportQuerySchema,
    },
    async (request) => exportAssets(ctx, siteScopeOf(request), request.query),
  );

  route.post(
    '/assets/validate',
    {
      operationId: 'validateAsset',
      summary: "Check an asset's details without saving them",
      access: 'technician',
      body: api.assetValidateBodySchema,
      response: { 200: api.assetValidateResponseSchema },
    },
    async (request) => validateAsset(ctx, request.body),
  );

  route.post(
    '/assets/import',
    {
      operationId: 'importAssets',
      summary: 'Import assets in bulk',
      access: 'manager',
      body: api.assetImportBodySchema,
      response: { 200: api.assetImportResponseSchema },
    },
    async (request) => importAssets(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.create(
    '/assets',
    {
      operationId: 'createAsset',
      summary: 'Register an asset',
      access: 'manager',
      body: api.assetCreateBodySchema,
      created: api.assetSchema,
    },
    async (request) => createAsset(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.get(
    '/assets/:id',
    {
      operationId: 'getAsset',
      summary: 'Read an asset',
      access: 'user',
      reads: VIEW_READS.assetDetail,
      response: asset,
    },
    async (request) => getAsset(ctx, siteScopeOf(request), request.params.id),
  );

  route.patch(
    '/assets/:id',
    {
      operationId: 'updateAsset',
      summary: 'Change an asset',
      access: 'technician',
      body: api.assetUpdateBodySchema,
      response: asset,
    },
    async (request) =>
      updateAsset(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/assets/:id',
    {
      operationId: 'deleteAsset',
      summary: 'Delete an asset, or archive it when records refer to it',
      access: 'manager',
      response: { 200: api.assetDeleteResponseSchema },
    },
    async (request) => deleteAsset(ctx, siteScopeOf(request), actorOf(request), request.params.id),
  );

  route.get(
    '/assets/:id/history',
    {
      operationId: 'getAssetHistory',
      summary: "Read an asset's maintenance history",
      access: 'user',
      querystring: pageQuerySchema,
      response: { 200: api.assetHistoryResponseSchema },
    },
    async (request) => getAssetHistory(ctx, siteScopeOf(request), request.params.id, request.query),
  );

  route.get(
    '/assets/:id/performance',
    {
      operationId: 'getAssetPerformance',
      summary: "Read an asset's reliability figures",
      access: 'user',
      reads: VIEW_READS.assetPerformance,
      response: { 200: api.assetPerformanceSchema },
    },
    async (request) => getAssetPerformance(ctx, siteScopeOf(request), request.params.id),
  );

  route.get(
    '/assets/:id/children',
    {
      operationId: 'listAssetChildren',
      summary: 'List the assets fitted to an asset',
      access: 'user',
      reads: VIEW_READS.assetList,
      response: { 200: api.assetChildrenResponseSchema },
    },
    async (request) => getAssetChildren(ctx, siteScopeOf(request), request.params.id),
  );

  route.get(
    '/assets/:id/images',
    {
      operationId: 'listAssetImages',
      summary: "List an asset's photos",
      access: 'user',
      response: { 200: api.assetImageListResponseSchema },
    },
    async (request) => listAssetImages(ctx, siteScopeOf(request), request.params.id),
  );

  app.post(
    '/assets/:id/images',
    {
      config: { access: 'manager' },
      onRequest: managerBeforeBody,
      schema: {
        operationId: 'uploadAssetImage',
        summary: 'Add a photo to an asset',
        tags: ['assets'],
        params: idParamsSchema,
        querystring: api.assetImageUploadQuerySchema,
        response: { 201: api.assetImageSchema },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(ERRORS.imageBodyRequired);
      }
      const image = await uploadAssetImage(ctx, siteScopeOf(request), actorOf(request), request.params.id, {
        bytes: request.body,
        declaredType: request.headers['content-type'],
        filename: request.query.filename,
      });
      return reply.code(201).send(image);
    },
  );

  route.post(
    '/assets/:id/images/:fileId/featured',
    {
      operationId: 'featureAssetImage',
      summary: "Make a photo the asset's main photo",
      access: 'manager',
      params: api.assetImageParamsSchema,
      response: asset,
    },
    async (request) =>
      setFeaturedAssetImage(
        ctx,
        siteScopeOf(request),
        actorOf(request),
        request.params.id,
        request.params.fileId,
      ),
  );

  route.delete(
    '/assets/:id/images/:fileId',
    {
      operationId: 'deleteAssetImage',
      summary: 'Remove a photo from an asset',
      access: 'manager',
      params: api.assetImageParamsSchema,
      response: asset,
    },
    async (request) =>
      deleteAssetImage(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.params.fileId),
  );
});
