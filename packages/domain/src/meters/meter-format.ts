/**
 * How a meter's numbers read, wherever they are shown: the asset page, the label page, a task's due
 * sentence, the work order a gauge raises and its notification. One place, so "12,345.5 h" on the asset
 * page is "12,345.5 h" in the work order it raised.
 */
const reading = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const perDay = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A meter's value with thousands grouped and at most two decimals: 12345.5 → '12,345.5'. */
export function formatMeterValue(value: number): string {
  return reading.format(value);
}

/** A reading with its unit: '12,345.5 h'. */
export function formatReading(value: number, unit: string): string {
  return `${reading.format(value)} ${unit}`;
}

/** A counter's use per day: '≈ 14.2 h a day' (one decimal at most: '≈ 14 h a day'). */
export function formatUsageRate(rate: number, unit: string): string {
  return `≈ ${perDay.format(rate)} ${unit} a day`;
}
