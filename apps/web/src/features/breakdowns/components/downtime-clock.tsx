import { type Breakdown, currentDowntimeHours, formatDowntimeClock } from '@plantwise/domain';
import { cn } from '@/lib/utils';

/**
 * The downtime of a breakdown: a running HH:MM:SS clock while it is open, the stored hours once the
 * clock has stopped (spec §4 "current downtime").
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
      className={cn('font-mono tabular-nums', running && 'text-red-700 dark:text-red-400', className)}
    >
      {running ? formatDowntimeClock(hours) : `${hours.toFixed(2)} h`}
    </span>
  );
}
