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
import { exportAssetAnalytics } from './export-asset-analytics';
import { getAssetAnalytics } from './get-asset-analytics';
import { getAssetMetrics } from './get-asset-metrics';

const tags = ['analytics'];

/** Asset analytics (spec §9): everyone signed in reads them. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/analytics/assets',
    {
      config: { reads: VIEW_READS.analytics, access: 'user' },
      schema: {
        tags,
        querystring: assetAnalyticsQuerySchema,
        response: { 200: assetAnalyticsResponseSchema },
      },
    },
    async (request) => getAssetAnalytics(ctx, request.query),
  );

  app.get(
    '/analytics/assets/export.csv',
    { config: { access: 'user' }, schema: { tags, querystring: assetAnalyticsQuerySchema } },
    async (request, reply) => sendCsvDownload(reply, await exportAssetAnalytics(ctx, request.query)),
  );

  app.get(
    '/analytics/assets/:id',
    {
      config: { reads: VIEW_READS.analytics, access: 'user' },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: assetAnalyticsItemQuerySchema,
        response: { 200: assetAnalyticsDetailSchema },
      },
    },
    async (request) => getAssetMetrics(ctx, request.params.id, request.query.window_days),
  );
};
