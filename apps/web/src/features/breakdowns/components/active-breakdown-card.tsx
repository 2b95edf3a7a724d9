import { type Breakdown, displayName, formatDateTime, isPastDeadline } from '@plantwise/domain';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BreakdownActions } from './breakdown-actions';
import { SeverityBadge, StatusBadge } from './breakdown-badges';
import { DowntimeClock } from './downtime-clock';

const EDGE: Record<Breakdown['severity'], string> = {
  critical: 'border-l-red-600',
  high: 'border-l-orange-500',
  medium: 'border-l-amber-400',
  low: 'border-l-slate-400',
};

/** A running breakdown with its live downtime clock, who has it, its stage and deadline. */
export function ActiveBreakdownCard({
  breakdown,
  now,
  onOpen,
}: {
  breakdown: Breakdown;
  now: Date;
  onOpen: (id: string) => void;
}) {
  const titleId = useId();
  const overdue = isPastDeadline(breakdown, now);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'grid gap-3 rounded-xl border border-l-4 bg-card p-4 shadow-sm',
        EDGE[breakdown.severity],
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={breakdown.severity} />
        <StatusBadge status={breakdown.status} />
        {breakdown.stage === 'quick' && (
          <span className="rounded-md border border-dashed px-2 py-0.5 text-xs">Quick report</span>
        )}
      </div>
      <div className="grid gap-0.5">
        <h3 id={titleId} className="font-semibold text-base leading-snug">
          {breakdown.title}
        </h3>
        <p className="text-muted-foreground text-sm">
          {breakdown.asset.asset_id} — {breakdown.asset.asset_name}
        </p>
      </div>
      <DowntimeClock breakdown={breakdown} now={now} className="font-semibold text-2xl" />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Assignee</dt>
        <dd>{breakdown.assignee ? displayName(breakdown.assignee) : 'Unassigned'}</dd>
        <dt className="text-muted-foreground">Stage</dt>
        <dd>{breakdown.needs_completion ? 'Details needed' : 'Detailed'}</dd>
        <dt className="text-muted-foreground">Deadline</dt>
        <dd className={overdue ? 'font-medium text-destructive' : undefined}>
          {breakdown.completion_deadline ? formatDateTime(breakdown.completion_deadline) : 'None'}
          {overdue && ' (overdue)'}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onOpen(breakdown.id)} aria-describedby={titleId}>
          Details
        </Button>
        <BreakdownActions breakdown={breakdown} compact />
      </div>
    </article>
  );
}
