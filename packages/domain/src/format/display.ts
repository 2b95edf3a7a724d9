/**
 * Display formats of spec §9, shared by every screen: hours, percentages, GBP, counts, rates and the
 * health-score and availability colours.
 */

/** Hours as the spec shows them: '0h'; minutes under one hour; hours to one decimal; days and hours from 24 h. */
export function formatHours(hours: number): string {
  if (!Number.isFinite(hours) || hours <= 0) return '0h';
  if (hours < 1) return `${Math.round(hours * 60)}m`;
  if (hours < 24) return `${trimZero(hours.toFixed(1))}h`;
  const days = Math.floor(hours / 24);
  const rest = Math.round((hours - days * 24) * 10) / 10;
  return rest > 0 ? `${days}d ${trimZero(rest.toFixed(1))}h` : `${days}d`;
}

function trimZero(fixed: string): string {
  return fixed.endsWith('.0') ? fixed.slice(0, -2) : fixed;
}

/** A percentage to one decimal: 97.25 → '97.3%'. */
export function formatPercent(value: number): string {
  return `${(Number.isFinite(value) ? value : 0).toFixed(1)}%`;
}

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Money in GBP without decimals (spec §9): 1234.56 → '£1,235'. */
export function formatCurrency(value: number): string {
  return gbp.format(Number.isFinite(value) ? value : 0);
}

/** A count, rounded: 12.6 → '13'. */
export function formatCount(value: number): string {
  return Math.round(Number.isFinite(value) ? value : 0).toLocaleString('en-GB');
}

/** A rate to two decimals, '< 0.01' below 0.01 (zero stays '0.00'). */
export function formatRate(value: number): string {
  const v = Number.isFinite(value) ? value : 0;
  if (v > 0 && v < 0.01) return '< 0.01';
  return v.toFixed(2);
}

export type ScoreColour = 'green' | 'blue' | 'yellow' | 'orange' | 'red';

/** Health score colour: green at 90 or more, blue 80, yellow 70, orange 60, else red. */
export function healthScoreColour(score: number): ScoreColour {
  if (score >= 90) return 'green';
  if (score >= 80) return 'blue';
  if (score >= 70) return 'yellow';
  if (score >= 60) return 'orange';
  return 'red';
}

/** Availability colour: green at 95, blue 90, yellow 85, orange 80, else red. */
export function availabilityColour(availability: number): ScoreColour {
  if (availability >= 95) return 'green';
  if (availability >= 90) return 'blue';
  if (availability >= 85) return 'yellow';
  if (availability >= 80) return 'orange';
  return 'red';
}
