import type { Meter, Reading } from '@plantwise/domain';
import { toIsoTimestamp } from '../../db/schema';
import type { MeterRow, ReadingRow, ReadingWithRecorder } from './meters.queries';

/** A stored meter as the API shows it, with its latest reading and its recent rate of use. */
export function toMeter(
  row: MeterRow,
  last: ReadingWithRecorder | null,
  usageRatePerDay: number | null,
): Meter {
  return {
    id: row.id,
    asset_id: row.asset_id,
    name: row.name,
    unit: row.unit,
    kind: row.kind,
    readable_by_anyone: row.readable_by_anyone,
    last_reading: last
      ? {
          value: Number(last.value),
          taken_at: toIsoTimestamp(last.taken_at),
          recorded_by: last.recorded_by ? { id: last.recorded_by, full_name: last.recorder_name } : null,
          reported_by_name: last.reported_by_name ?? null,
        }
      : null,
    usage_rate_per_day: usageRatePerDay,
    created_at: toIsoTimestamp(row.created_at),
    updated_at: toIsoTimestamp(row.updated_at),
  };
}

export function toReading(row: ReadingRow, recorderName: string | null): Reading {
  return {
    id: row.id,
    meter_id: row.meter_id,
    value: Number(row.value),
    taken_at: toIsoTimestamp(row.taken_at),
    reset: row.reset,
    recorded_by: row.recorded_by ? { id: row.recorded_by, full_name: recorderName } : null,
    reported_by_name: row.reported_by_name ?? null,
    created_at: toIsoTimestamp(row.created_at),
  };
}
