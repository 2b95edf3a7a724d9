import {
  assetAnalyticsDetailSchema,
  assetAnalyticsItemQuerySchema,
  assetAnalyticsQuerySchema,
  assetAnalyticsResponseSchema,
  idParamsSchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { sendCsvDownload } from '../../platform/http/downloads';
import { moduleRoutes } from '../../platform/http/route';
import { exportAssetAnalytics } from './export-asset-analytics';
import { getAssetAnalytics } from './get-asset-analytics';
import { getAssetMetrics } from './get-asset-metrics';

/** Asset analytics (spec §9): everyone signed in reads them. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['analytics'] });

  route.get(
    '/analytics/assets',
    {
      access: 'user',
      reads: VIEW_READS.analytics,
      querystring: assetAnalyticsQuerySchema,
      response: { 200: assetAnalyticsResponseSchema },
    },
    async (request) => getAssetAnalytics(ctx, request.query),
  );

  route.get(
    '/analytics/assets/export.csv',
    { access: 'user', querystring: assetAnalyticsQuerySchema },
    async (request, reply) => sendCsvDownload(reply, await exportAssetAnalytics(ctx, request.query)),
  );

  route.get(
    '/analytics/assets/:id',
    {
      access: 'user',
      reads: VIEW_READS.analytics,
      params: idParamsSchema,
      querystring: assetAnalyticsItemQuerySchema,
      response: { 200: assetAnalyticsDetailSchema },
    },
    async (request) => getAssetMetrics(ctx, request.params.id, request.query.window_days),
  );
};
