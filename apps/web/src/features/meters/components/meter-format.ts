import { METER_KIND_SHORT_LABELS, type Meter } from '@plantwise/domain';

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
