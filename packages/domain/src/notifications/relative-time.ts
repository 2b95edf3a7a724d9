import { formatDate } from '../format/display';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** From a week on, a date reads better than "9d ago". */
const RELATIVE_LIMIT_MS = 7 * DAY_MS;

/**
 * A notification's time in the bell panel (spec §2): 'Just now' under a minute, then 'Xm ago',
 * 'Xh ago', 'Xd ago' under a week, otherwise the date on the plant's calendar ('21 Nov 2026'). Times in the future (clock
 * skew between server and browser) read 'Just now'.
 */
export function formatRelativeTime(at: Date | string, now: Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const elapsed = now.getTime() - date.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < RELATIVE_LIMIT_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return formatDate(date);
}
