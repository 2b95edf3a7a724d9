import { z } from 'zod';
import { ASSET_CATEGORIES } from '../common/enums';

export const PREDICTIVE_BASES = ['asset', 'category', 'insufficient'] as const;
export const FAILURE_PATTERNS = ['wear-out', 'random', 'early-life'] as const;
export const RELIABILITY_TRENDS = ['improving', 'stable', 'deteriorating'] as const;

export const predictiveListQuerySchema = z.object({
  site: z.string().trim().min(1).max(200).optional(),
  category: z.enum(ASSET_CATEGORIES).optional(),
});
export type PredictiveListQuery = z.infer<typeof predictiveListQuerySchema>;

const boundsSchema = z.object({ lower: z.number(), upper: z.number() });

export const predictiveAssetSummarySchema = z.object({
  asset: z.object({
    id: z.string(),
    asset_id: z.string(),
    asset_name: z.string(),
    category: z.string(),
    site: z.string().nullable(),
  }),
  /** Breakdowns (not cancelled) recorded on this asset. */
  failure_count: z.number().int(),
  basis: z.enum(PREDICTIVE_BASES),
  /** "from 7 failures", "pooled from category (23 failures)", "insufficient data". */
  basis_label: z.string(),
  /** Failures the Weibull fit rests on (the asset's own, or its category's when pooled). */
  basis_failures: z.number().int(),
  method: z.enum(['weibull-mle', 'none']),
  beta: z.number().nullable(),
  eta_hours: z.number().nullable(),
  pattern: z.enum(FAILURE_PATTERNS).nullable(),
  /** Probability of a breakdown in the next 30 days given the hours run since the last repair. */
  failure_probability_30d: z.number().nullable(),
  median_time_to_failure_hours: z.number().nullable(),
  mtbf_hours: z.number().nullable(),
  trend: z.enum(RELIABILITY_TRENDS).nullable(),
  crow_beta: z.number().nullable(),
  recommended_pm_interval_days: z.number().int().nullable(),
  /** The shortest interval of the asset's active PM tasks, in days. */
  current_pm_interval_days: z.number().int().nullable(),
  age_hours: z.number(),
  down_now: z.boolean(),
});
export type PredictiveAssetSummary = z.infer<typeof predictiveAssetSummarySchema>;

export const predictiveFleetSchema = z.object({
  data: z.array(predictiveAssetSummarySchema),
  total: z.number().int(),
  generated_at: z.string(),
  horizon_days: z.number().int(),
  target_reliability: z.number(),
});

const pointSchema = z.object({ x: z.number(), y: z.number() });

export const predictiveAssetDetailSchema = predictiveAssetSummarySchema.extend({
  fit: z
    .object({
      beta: z.number(),
      eta_hours: z.number(),
      beta_bounds: boundsSchema,
      eta_bounds: boundsSchema,
      confidence: z.number(),
      failures: z.number().int(),
      censored: z.number().int(),
    })
    .nullable(),
  regression: z.object({ beta: z.number(), eta_hours: z.number(), r_squared: z.number() }).nullable(),
  /** Weibull plot: x = ln(hours), y = ln(−ln(1 − F)); points from median ranks, line from the MLE fit. */
  probability_plot: z.object({ points: z.array(pointSchema), line: z.array(pointSchema) }).nullable(),
  /** x = operating hours since repair, y = reliability R(t) in 0–1. */
  reliability_curve: z.array(pointSchema),
  today: z.object({ age_hours: z.number(), reliability: z.number() }).nullable(),
  /** x = cumulative operating hours, y = cumulative failures, both plotted on log scales. */
  crow_amsaa: z
    .object({
      beta: z.number(),
      lambda: z.number(),
      instantaneous_mtbf_hours: z.number(),
      points: z.array(pointSchema),
      line: z.array(pointSchema),
    })
    .nullable(),
  recent: z.object({ last_90_days: z.number().int(), previous_90_days: z.number().int() }),
  explanation: z.array(z.string()),
  /** MTBF counts the hours the asset ran between failures (its hours meter) or calendar hours. */
  mtbf_basis: z.enum(['run_hours', 'calendar_hours']),
  /** "based on run hours" / "based on calendar hours". */
  mtbf_basis_label: z.string(),
});
export type PredictiveAssetDetail = z.infer<typeof predictiveAssetDetailSchema>;
