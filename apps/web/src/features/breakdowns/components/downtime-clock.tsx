import { type Breakdown, currentDowntimeHours, formatDowntimeClock, formatDuration } from '@plantwise/domain';
import { cn } from '@/lib/utils';

/**
 * The downtime of a breakdown: a clock ticking in the one duration format while it is open
 * ('1 h 4 min 36 s'), the stored downtime once it has stopped ('1 h 5 min'), spec §4 "current downtime".
 */
export function DowntimeClock({
  breakdown,
  now,
  className,
}: {
  breakdown: Pick<Breakdown, 'breakdown_start_time' | 'breakdown_end_time' | 'downtime_hours'>;
  now: Date;
  className?: string;
}) {
  const running = !breakdown.breakdown_end_time;
  const hours = currentDowntimeHours(breakdown, now);
  return (
    <span
      role="timer"
      aria-label={running ? 'Downtime, running' : 'Downtime'}
      className={cn('tabular-nums', running && 'text-red-700 dark:text-red-400', className)}
    >
      {running ? formatDowntimeClock(hours) : formatDuration(hours)}
    </span>
  );
}
