import { analyticsApi as api, VIEW_READS } from '@plantwise/domain';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { moduleRoutes } from '../../platform/http/route';
import { exportAssetAnalytics } from './export-asset-analytics';
import { getAssetAnalytics } from './get-asset-analytics';
import { getAssetMetrics } from './get-asset-metrics';
import { getLocationRollup } from './get-location-rollup';

/** Asset analytics (spec §9): everyone signed in reads them, of their own sites (docs/decisions/site-access.md). */
export const analyticsRoutes = moduleRoutes({ tags: ['analytics'] }, (route, ctx) => {
  route.get(
    '/analytics/assets',
    {
      operationId: 'getFleetAnalytics',
      summary: 'Read reliability figures for the fleet',
      access: 'user',
      reads: VIEW_READS.analytics,
      querystring: api.assetAnalyticsQuerySchema,
      response: { 200: api.assetAnalyticsResponseSchema },
    },
    async (request) => getAssetAnalytics(ctx, siteScopeOf(request), request.query),
  );

  route.csv(
    '/analytics/assets/export.csv',
    {
      operationId: 'exportFleetAnalytics',
      summary: "Download the fleet's reliability figures as CSV",
      access: 'user',
      querystring: api.assetAnalyticsQuerySchema,
    },
    async (request) => exportAssetAnalytics(ctx, siteScopeOf(request), request.query),
  );

  route.get(
    '/analytics/locations',
    {
      operationId: 'getLocationAnalytics',
      summary: 'Read reliability figures by location',
      access: 'user',
      reads: VIEW_READS.analytics,
      querystring: api.locationRollupQuerySchema,
      response: { 200: api.locationRollupResponseSchema },
    },
    async (request) => getLocationRollup(ctx, siteScopeOf(request), request.query),
  );

  route.get(
    '/analytics/assets/:id',
    {
      operationId: 'getAssetAnalytics',
      summary: "Read an asset's reliability figures over time",
      access: 'user',
      reads: VIEW_READS.analytics,
      querystring: api.assetAnalyticsItemQuerySchema,
      response: { 200: api.assetAnalyticsDetailSchema },
    },
    async (request) =>
      getAssetMetrics(ctx, request.params.id, request.query.window_days, siteScopeOf(request)),
  );
});
