import { addZonedDays, zonedParts, zonedTimeToInstant } from '../maintenance/plant-time';

/** The dashboard's chart covers the last 12 weeks, the current one included. */
export const DASHBOARD_WEEKS = 12;
/** Top assets by downtime and the length of each list on the dashboard. */
export const DASHBOARD_TOP_ASSETS = 5;
export const DASHBOARD_LIST_LIMIT = 10;

/**
 * The weeks of the dashboard chart in the plant's calendar: each from Monday 00:00 to the next Monday
 * 00:00 (DST changes make some weeks 167 or 169 hours long), oldest first, the last one containing `now`.
 */
export function dashboardWeeks(
  now: Date,
  timeZone: string,
  count = DASHBOARD_WEEKS,
): Array<{ start: Date; end: Date }> {
  const p = zonedParts(now, timeZone);
  const midnight = zonedTimeToInstant(
    { year: p.year, month: p.month, day: p.day, hour: 0, minute: 0, second: 0, millisecond: 0 },
    timeZone,
  );
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay(); // 0 = Sunday
  const thisMonday = addZonedDays(midnight, -((weekday + 6) % 7), timeZone);
  const weeks: Array<{ start: Date; end: Date }> = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    weeks.push({
      start: addZonedDays(thisMonday, -7 * i, timeZone),
      end: addZonedDays(thisMonday, -7 * i + 7, timeZone),
    });
  }
  return weeks;
}
