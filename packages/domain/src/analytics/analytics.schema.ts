import { z } from 'zod';
import { countsByKey } from '../common/api.schema';
import { ASSET_CATEGORIES, ASSET_STATUSES, CONDITION_GRADES } from '../common/enums';
import { LOCATION_KINDS, locationPathSchema } from '../locations/location.schema';

/** Spec §9: asset analytics count over 180 days (4320 hours) unless asked otherwise. */
export const ANALYTICS_WINDOW_DAYS = 180;
export const MIN_ANALYTICS_WINDOW_DAYS = 7;
export const MAX_ANALYTICS_WINDOW_DAYS = 730;
export const ANALYTICS_SITE_MAX_LENGTH = 100;

/** Risk levels of an asset, from its health score (asset-metrics.ts). */
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
  critical: 'Critical risk',
};

/** The columns the asset list may be sorted by; a leading '-' sorts from the highest. */
export const ASSET_ANALYTICS_SORT_FIELDS = [
  'asset_name',
  'health_score',
  'availability',
  'mtbf_hours',
  'mttr_hours',
  'total_maintenance_cost',
  'monthly_maintenance_cost',
  'total_breakdowns',
  'overdue_work_orders',
  'failure_rate',
] as const;
export type AssetAnalyticsSortField = (typeof ASSET_ANALYTICS_SORT_FIELDS)[number];
export const ASSET_ANALYTICS_SORTS = ASSET_ANALYTICS_SORT_FIELDS.flatMap(
  (field) => [field, `-${field}`] as const,
);
export type AssetAnalyticsSort = AssetAnalyticsSortField | `-${AssetAnalyticsSortField}`;

const windowDaysSchema = z.coerce
  .number({ error: 'window_days must be a whole number of days' })
  .int('window_days must be a whole number of days')
  .min(
    MIN_ANALYTICS_WINDOW_DAYS,
    `window_days must be between ${MIN_ANALYTICS_WINDOW_DAYS} and ${MAX_ANALYTICS_WINDOW_DAYS}`,
  )
  .max(
    MAX_ANALYTICS_WINDOW_DAYS,
    `window_days must be between ${MIN_ANALYTICS_WINDOW_DAYS} and ${MAX_ANALYTICS_WINDOW_DAYS}`,
  )
  .default(ANALYTICS_WINDOW_DAYS);

/** A location filter: the node and everything below it (an empty value: no filter). */
const locationIdSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.uuid({ error: 'location_id must be the id of a location' }).optional(),
);

export const assetAnalyticsQuerySchema = z.object({
  window_days: windowDaysSchema,
  /** The assets at this location of the tree or below it. */
  location_id: locationIdSchema,
  /** The older filter by the assets' site text (still accepted; location_id is the tree's). */
  site: z.string().trim().min(1).max(ANALYTICS_SITE_MAX_LENGTH).optional(),
  category: z.enum(ASSET_CATEGORIES, { error: 'Unknown asset category' }).optional(),
  /** Worst health first unless asked otherwise: the assets that need attention. */
  sort: z
    .enum(ASSET_ANALYTICS_SORTS as [AssetAnalyticsSort, ...AssetAnalyticsSort[]], { error: 'Unknown sort' })
    .default('health_score'),
});
export type AssetAnalyticsQuery = z.infer<typeof assetAnalyticsQuerySchema>;

export const assetAnalyticsItemQuerySchema = z.object({ window_days: windowDaysSchema });

/** Spec §3 "Asset metrics (analytics)" of one asset, with the spec's names in snake_case. */
export const assetMetricsSchema = z.object({
  /** Percent of the window the asset was up, rounded to a whole percent (spec §9). */
  availability: z.number(),
  mtbf_hours: z.number().nullable(),
  mttr_hours: z.number().nullable(),
  health_score: z.number().int(),
  condition_grade: z.enum(CONDITION_GRADES),
  risk_level: z.enum(RISK_LEVELS),
  total_maintenance_cost: z.number(),
  average_cost_per_breakdown: z.number().nullable(),
  monthly_maintenance_cost: z.number(),
  total_work_orders: z.number().int(),
  completed_work_orders: z.number().int(),
  /** Not completed yet: pending or in progress. */
  pending_work_orders: z.number().int(),
  overdue_work_orders: z.number().int(),
  completion_rate: z.number().nullable(),
  total_breakdowns: z.number().int(),
  critical_breakdowns: z.number().int(),
  unresolved_breakdowns: z.number().int(),
  resolved_breakdowns: z.number().int(),
  /** Mean recorded work time (actual duration) of the work orders, in hours. */
  average_repair_time: z.number().nullable(),
  /** Breakdowns per month (30 days) of the window. */
  breakdown_frequency: z.number(),
  utilization_rate: z.number(),
  /** Hours up in the window: window hours minus downtime, at least 0. */
  operational_hours: z.number(),
  /** Recorded work hours (actual duration) of the work orders. */
  maintenance_hours: z.number(),
  downtime_hours: z.number(),
  /** Critical breakdowns per 1000 operational hours (null when the asset was never up). */
  failure_rate: z.number().nullable(),
  data_quality_score: z.number().int(),
  /** False: no breakdown or work order in the window, so the spec's defaults apply. */
  has_data: z.boolean(),
});
export type AssetMetrics = z.infer<typeof assetMetricsSchema>;

/** Who the metrics are about. */
export const analyticsAssetSchema = z.object({
  id: z.uuid(),
  asset_id: z.string(),
  asset_name: z.string(),
  site: z.string().nullable(),
  category: z.enum(ASSET_CATEGORIES),
  status: z.enum(ASSET_STATUSES),
});
export type AnalyticsAsset = z.infer<typeof analyticsAssetSchema>;

/** Where an asset stands in the fleet: the percent of assets at or below its value (100 = highest). */
export const assetPercentilesSchema = z.object({
  health_percentile: z.number().int(),
  availability_percentile: z.number().int(),
  cost_percentile: z.number().int(),
});
export type AssetPercentiles = z.infer<typeof assetPercentilesSchema>;

export const assetMetricsRowSchema = analyticsAssetSchema
  .extend(assetMetricsSchema.shape)
  .extend(assetPercentilesSchema.shape);
export type AssetMetricsRow = z.infer<typeof assetMetricsRowSchema>;

export const rankedAssetSchema = z.object({
  id: z.uuid(),
  asset_id: z.string(),
  asset_name: z.string(),
  value: z.number(),
  percentile: z.number().int(),
});
export type RankedAsset = z.infer<typeof rankedAssetSchema>;

const rankingSchema = z.object({ best: z.array(rankedAssetSchema), worst: z.array(rankedAssetSchema) });
export const assetRankingsSchema = z.object({
  health: rankingSchema,
  availability: rankingSchema,
  /** By monthly maintenance cost: best is the cheapest to keep. */
  cost: rankingSchema,
});
export type AssetRankings = z.infer<typeof assetRankingsSchema>;

export const healthBucketSchema = z.object({
  label: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  colour: z.enum(['green', 'blue', 'yellow', 'orange', 'red']),
  count: z.number().int(),
});
export type HealthBucket = z.infer<typeof healthBucketSchema>;

export const fleetSummarySchema = z.object({
  window_days: z.number().int(),
  asset_count: z.number().int(),
  /** Mean availability of the assets, one decimal (null without assets). */
  availability: z.number().nullable(),
  /** Operational hours of the fleet over its critical breakdowns (null without any). */
  mtbf_hours: z.number().nullable(),
  /** Mean downtime of the fleet's resolved breakdowns (null without any). */
  mttr_hours: z.number().nullable(),
  average_health_score: z.number().nullable(),
  total_maintenance_cost: z.number(),
  monthly_maintenance_cost: z.number(),
  total_breakdowns: z.number().int(),
  critical_breakdowns: z.number().int(),
  unresolved_breakdowns: z.number().int(),
  overdue_work_orders: z.number().int(),
  downtime_hours: z.number(),
  by_grade: countsByKey(CONDITION_GRADES),
  by_risk: countsByKey(RISK_LEVELS),
  health_distribution: z.array(healthBucketSchema),
});
export type FleetSummary = z.infer<typeof fleetSummarySchema>;

export const assetAnalyticsResponseSchema = z.object({
  window_days: z.number().int(),
  window_hours: z.number().int(),
  generated_at: z.string(),
  location_id: z.uuid().nullable(),
  site: z.string().nullable(),
  category: z.enum(ASSET_CATEGORIES).nullable(),
  /** Every site an asset names, for the filter. */
  sites: z.array(z.string()),
  summary: fleetSummarySchema,
  rankings: assetRankingsSchema,
  data: z.array(assetMetricsRowSchema),
  total: z.number().int(),
});
export type AssetAnalyticsResponse = z.infer<typeof assetAnalyticsResponseSchema>;

export const assetAnalyticsDetailSchema = analyticsAssetSchema.extend(assetMetricsSchema.shape).extend({
  window_days: z.number().int(),
  window_hours: z.number().int(),
  generated_at: z.string(),
});
export type AssetAnalyticsDetail = z.infer<typeof assetAnalyticsDetailSchema>;

/**
 * GET /api/analytics/locations: the fleet figures rolled up to each child of a location (no parent: the
 * sites), over the same window and rules as the fleet summary.
 */
export const locationRollupQuerySchema = z.object({
  window_days: windowDaysSchema,
  parent_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ error: 'parent_id must be the id of a location' }).optional(),
  ),
  category: z.enum(ASSET_CATEGORIES, { error: 'Unknown asset category' }).optional(),
});
export type LocationRollupQuery = z.infer<typeof locationRollupQuerySchema>;

export const rollupLocationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  kind: z.enum(LOCATION_KINDS),
  path: locationPathSchema,
  /** Whether locations lie below it (the row drills down). */
  has_children: z.boolean(),
});
export type RollupLocation = z.infer<typeof rollupLocationSchema>;

export const locationRollupRowSchema = z.object({
  location: rollupLocationSchema,
  /** The fleet summary of the assets at this location and below it (not archived). */
  summary: fleetSummarySchema,
});
export type LocationRollupRow = z.infer<typeof locationRollupRowSchema>;

export const locationRollupResponseSchema = z.object({
  window_days: z.number().int(),
  window_hours: z.number().int(),
  generated_at: z.string(),
  /** The location rolled up into its children; null for the sites. */
  parent: rollupLocationSchema.nullable(),
  category: z.enum(ASSET_CATEGORIES).nullable(),
  data: z.array(locationRollupRowSchema),
  total: z.number().int(),
});
export type LocationRollupResponse = z.infer<typeof locationRollupResponseSchema>;
