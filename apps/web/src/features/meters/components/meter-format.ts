import { METER_KIND_SHORT_LABELS, type Meter } from '@plantwise/domain';

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const rate = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A reading with its unit: 12,345.5 h. */
export function formatReading(value: number, unit: string): string {
  return `${number.format(value)} ${unit}`;
}

/** A counter's use per day over the last 30 days: "≈ 14.2 h a day". */
export function formatUsageRate(perDay: number, unit: string): string {
  return `≈ ${rate.format(perDay)} ${unit} a day`;
}

/** Who took a reading, in words. */
export function readerName(reading: {
  recorded_by: { full_name: string | null } | null;
  reported_by_name: string | null;
}): string {
  if (reading.recorded_by) return reading.recorded_by.full_name ?? 'a former user';
  if (reading.reported_by_name) return `${reading.reported_by_name} (from the label)`;
  return 'unknown';
}

export const meterKindLabel = (meter: Pick<Meter, 'kind'>) => METER_KIND_SHORT_LABELS[meter.kind];
