import { formatHours, type PredictiveAssetDetail, type PredictiveAssetSummary } from '@plantwise/domain';

/** A probability as a whole percentage, '< 1%' for tiny non-zero values. */
export function formatProbability(p: number): string {
  const v = p * 100;
  return v > 0 && v < 1 ? '< 1%' : `${Math.round(v)}%`;
}

export const TREND_LABELS: Record<NonNullable<PredictiveAssetSummary['trend']>, string> = {
  improving: 'Improving',
  stable: 'Stable',
  deteriorating: 'Deteriorating',
};

export const PATTERN_LABELS: Record<NonNullable<PredictiveAssetSummary['pattern']>, string> = {
  'wear-out': 'Wear-out',
  random: 'Random',
  'early-life': 'Early-life',
};

/** Hours as days when a day or more (e.g. '12d 4h'), per the shared hour format. */
export const formatLife = formatHours;

/** The link that opens the PM form filled with the recommended interval. */
export function recommendedPmLink(detail: PredictiveAssetDetail): string | null {
  const days = detail.recommended_pm_interval_days;
  if (days === null || detail.beta === null || detail.eta_hours === null) return null;
  const params = new URLSearchParams({
    asset_id: detail.asset.id,
    title: `Preventive service: ${detail.asset.asset_name}`,
    frequency: 'custom',
    custom_frequency_days: String(days),
    description: `Interval from the breakdown history (Weibull β = ${detail.beta.toFixed(2)}, η = ${Math.round(
      detail.eta_hours,
    )} h, ${detail.basis_label}): servicing every ${days} days keeps a 90% chance of no breakdown between services.`,
  });
  return `/maintenance/new-pm?${params.toString()}`;
}
