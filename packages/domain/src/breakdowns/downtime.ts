import { formatRunningDuration } from '../format/display';

const MS_PER_HOUR = 3_600_000;

/** Hours from `start` to `end`, never negative. */
export function hoursBetween(start: string | Date, end: string | Date): number {
  const ms = new Date(end).getTime() - new Date(start).getTime();
  return Number.isFinite(ms) && ms > 0 ? ms / MS_PER_HOUR : 0;
}

/** Hours rounded to two decimals, as stored (numeric(10,2)) and shown in the clock-stopped toast. */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

/**
 * Stopping the clock records the end time and the downtime hours, the elapsed hours since the start
 * (spec §4 "Stopping records the end time and downtime hours").
 */
export function stopClock(breakdownStartTime: string, now: Date) {
  return {
    breakdown_end_time: now.toISOString(),
    downtime_hours: roundHours(hoursBetween(breakdownStartTime, now)),
  };
}

export interface DowntimeFields {
  breakdown_start_time: string;
  breakdown_end_time: string | null;
  downtime_hours: number | null;
}

/**
 * Current downtime: the stored hours if the breakdown has ended, else the hours since its start
 * (spec §4). A breakdown cancelled while running ends without stored hours and counts 0.
 */
export function currentDowntimeHours(breakdown: DowntimeFields, now: Date): number {
  if (breakdown.breakdown_end_time) return breakdown.downtime_hours ?? 0;
  return hoursBetween(breakdown.breakdown_start_time, now);
}

/** The live downtime clock: 'HH:MM:SS', hours growing past 99 if need be. */
export function formatDowntimeClock(hours: number): string {
  return formatRunningDuration(hours);
}
