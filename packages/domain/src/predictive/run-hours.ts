/**
 * MTBF on run hours (docs/decisions/usage-pm.md): for an asset with an hours meter, the time between failures is the
 * hours the machine ran between them, read off the meter at the failure times, not the hours on the wall
 * clock. A line stopped every weekend fails far less often per hour it runs than per calendar hour.
 */
import { type MeterReading, usageOver } from '../meters/meter-rules';

const HOUR_UNITS = new Set(['h', 'hr', 'hrs', 'hour', 'hours', 'run hours']);

/** A cumulative meter whose unit is hours counts run hours. */
export function isRunHoursMeter(meter: { kind: string; unit: string }): boolean {
  return meter.kind === 'cumulative' && HOUR_UNITS.has(meter.unit.trim().toLowerCase());
}

/**
 * The meter's run hours at a moment, counted from its first reading (resets add up as usage does), read
 * between the readings either side of it in proportion to time. Null outside the readings.
 */
export function runHoursAt(readings: readonly MeterReading[], atMs: number): number | null {
  if (readings.length === 0) return null;
  let total = 0;
  for (let i = 0; i < readings.length; i++) {
    const here = readings[i].taken_at.getTime();
    if (i > 0) {
      const step = usageOver([readings[i - 1], readings[i]]);
      const before = readings[i - 1].taken_at.getTime();
      if (atMs < here) return atMs < before ? null : total + (step * (atMs - before)) / (here - before || 1);
      total += step;
    } else if (atMs < here) return null;
    if (atMs === here) return total;
  }
  return null;
}

/**
 * Mean run hours between consecutive failures (failure start times, in any order), or null when fewer
 * than two failures fall within the meter's readings.
 */
export function runHoursMtbf(
  readings: readonly MeterReading[],
  failureStartsMs: readonly number[],
): number | null {
  const at = [...failureStartsMs]
    .sort((a, b) => a - b)
    .map((ms) => runHoursAt(readings, ms))
    .filter((h): h is number => h !== null);
  if (at.length < 2) return null;
  return (at[at.length - 1] - at[0]) / (at.length - 1);
}

export const MTBF_BASES = ['run_hours', 'calendar_hours'] as const;
export type MtbfBasis = (typeof MTBF_BASES)[number];
export const MTBF_BASIS_LABELS: Record<MtbfBasis, string> = {
  run_hours: 'based on run hours',
  calendar_hours: 'based on calendar hours',
};
