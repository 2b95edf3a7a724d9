import {
  type Breakdown,
  type BreakdownEvent,
  displayName,
  FIX_TYPE_LABELS,
  formatCurrency,
  formatDateTime,
  HYGIENE_CLEARANCE_ITEMS,
  isPastDeadline,
  splitReporterPhoto,
  workOrderNumber,
} from '@plantwise/domain';
import {
  AlertOctagonIcon,
  BellIcon,
  CheckCircle2Icon,
  type CircleDotIcon,
  ClipboardListIcon,
  LockIcon,
  PencilIcon,
  SquareIcon,
  UserPlusIcon,
  WrenchIcon,
  XCircleIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/use-now';
import { useBreakdown, useBreakdownHistory } from '../api/get-breakdown';
import { BreakdownActions } from './breakdown-actions';
import { SeverityBadge, StatusBadge } from './breakdown-badges';
import { DowntimeClock } from './downtime-clock';
import { ReporterPhoto } from './reporter-photo';

/** One breakdown in full: its record, the actions the viewer may take, and its timeline. */
export function BreakdownDetailSheet({
  breakdownId,
  onOpenChange,
}: {
  breakdownId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const query = useBreakdown(breakdownId);
  const breakdown = query.data;
  return (
    <Sheet open={Boolean(breakdownId)} onOpenChange={onOpenChange}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-xl">
        <SheetHeader className="pr-10">
          <SheetTitle className="text-lg">{breakdown?.title ?? 'Breakdown'}</SheetTitle>
          <SheetDescription>
            {breakdown
              ? `${breakdown.asset.asset_id} — ${breakdown.asset.asset_name}`
              : 'Loading breakdown...'}
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-6 px-4 pb-6">
          {breakdownId && (
            <QueryState
              query={query}
              loadingLabel="Loading breakdown"
              errorTitle="Breakdown not available"
              errorFallback="Could not load the breakdown."
              loading={
                <div className="grid gap-3" role="status" aria-label="Loading breakdown">
                  <Skeleton className="h-6 w-1/2" />
                  <Skeleton className="h-24 w-full" />
                </div>
              }
            >
              {(loaded) => <BreakdownRecord breakdown={loaded} onDeleted={() => onOpenChange(false)} />}
            </QueryState>
          )}
          {breakdownId && <Timeline breakdownId={breakdownId} />}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function BreakdownRecord({ breakdown, onDeleted }: { breakdown: Breakdown; onDeleted: () => void }) {
  const now = useNow();
  const overdue = isPastDeadline(breakdown, now);
  const description = breakdown.description ? splitReporterPhoto(breakdown.description) : null;
  const reporter =
    breakdown.field_reporter_name ?? (breakdown.reporter ? displayName(breakdown.reporter) : '—');
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={breakdown.severity} />
        <StatusBadge status={breakdown.status} />
        {breakdown.stage === 'quick' && breakdown.needs_completion && (
          <span className="text-amber-800 text-xs dark:text-amber-300">Quick report: details needed</span>
        )}
      </div>
      <div className="rounded-lg border p-4">
        <p className="text-muted-foreground text-xs uppercase tracking-wide">Downtime</p>
        <DowntimeClock breakdown={breakdown} now={now} className="font-semibold text-3xl" />
      </div>
      {breakdown.status === 'completed' ? (
        <Alert>
          <LockIcon aria-hidden="true" />
          <AlertTitle>BRC record</AlertTitle>
          <AlertDescription>
            Completed breakdowns are read-only and retained. Record any correction as a new entry.
          </AlertDescription>
        </Alert>
      ) : (
        <BreakdownActions breakdown={breakdown} onDeleted={onDeleted} />
      )}
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
        <Row label="Started">{formatDateTime(breakdown.breakdown_start_time)}</Row>
        <Row label="Ended">{formatDateTime(breakdown.breakdown_end_time)}</Row>
        <Row label="Reported by">{reporter}</Row>
        <Row label="Assigned to">{breakdown.assignee ? displayName(breakdown.assignee) : 'Unassigned'}</Row>
        <Row label="Stage">{breakdown.stage === 'quick' ? 'Quick report' : 'Detailed report'}</Row>
        <Row label="Deadline">
          <span className={overdue ? 'font-medium text-destructive' : undefined}>
            {formatDateTime(breakdown.completion_deadline)}
            {overdue && ' (overdue)'}
          </span>
        </Row>
        <Row label="Category">{breakdown.category ?? '—'}</Row>
        <Row label="Estimated cost">
          {breakdown.estimated_cost === null ? '—' : formatCurrency(breakdown.estimated_cost)}
        </Row>
        <Row label="Categories">{breakdown.breakdown_categories.join(', ') || '—'}</Row>
      </dl>
      {(breakdown.description || breakdown.immediate_actions || breakdown.voice_notes) && (
        <dl className="grid gap-3 text-sm">
          {description?.text && <TextBlock label="Description" text={description.text} />}
          {description?.photo_url && (
            <ReporterPhoto url={description.photo_url} title={breakdown.title} from={description.from} />
          )}
          {breakdown.immediate_actions && (
            <TextBlock label="Immediate actions" text={breakdown.immediate_actions} />
          )}
          {breakdown.voice_notes && <TextBlock label="Voice notes" text={breakdown.voice_notes} />}
        </dl>
      )}
      {breakdown.public_notes && breakdown.public_notes.length > 0 && (
        <section aria-labelledby="public-notes-heading" className="grid gap-2 text-sm">
          <h3 id="public-notes-heading" className="font-medium">
            Notes from the machine's label
          </h3>
          <ul className="grid gap-2">
            {breakdown.public_notes.map((note) => (
              <li key={note.id}>
                <p className="text-muted-foreground">
                  {note.field_reporter_name} · {formatDateTime(note.created_at)}
                </p>
                <p className="whitespace-pre-wrap">{note.note}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {breakdown.status === 'completed' && <CompletionRecord breakdown={breakdown} />}
    </>
  );
}

function TextBlock({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-wrap">{text}</dd>
    </div>
  );
}

function CompletionRecord({ breakdown }: { breakdown: Breakdown }) {
  return (
    <section aria-labelledby="completion-heading" className="grid gap-3 rounded-lg border p-4 text-sm">
      <h3 id="completion-heading" className="font-semibold">
        Completion (BRC sign-off)
      </h3>
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2">
        <Row label="Completed by">{breakdown.completed_by}</Row>
        <Row label="Completed at">{formatDateTime(breakdown.completed_at)}</Row>
        <Row label="Safety">{breakdown.safety_compliance_check === 'verified' ? 'Verified' : '—'}</Row>
        <Row label="Fix type">
          {FIX_TYPE_LABELS[breakdown.fix_type === 'temporary' ? 'temporary' : 'permanent']}
        </Row>
        {breakdown.fix_type === 'temporary' && (
          <Row label="Permanent by">{formatDateTime(breakdown.permanent_repair_deadline)}</Row>
        )}
        {breakdown.follow_up_work_order_id && (
          <Row label="Follow-up">
            Work order{' '}
            {workOrderNumber({
              id: breakdown.follow_up_work_order_id,
              number: breakdown.follow_up_work_order_number,
            })}
          </Row>
        )}
      </dl>
      <TextBlock label="Completion notes" text={breakdown.completion_notes ?? ''} />
      <div>
        <p className="text-muted-foreground">Hygiene clearance</p>
        <ul className="mt-1 grid gap-1">
          {HYGIENE_CLEARANCE_ITEMS.map(({ key, label }) => (
            <li key={key} className="flex items-center gap-2">
              <CheckCircle2Icon aria-hidden="true" className="size-4 text-green-700 dark:text-green-400" />
              {label}
              <span className="sr-only">
                {breakdown.hygiene_clearance?.[key] ? ': confirmed' : ': not confirmed'}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const EVENT_ICONS: Record<BreakdownEvent['type'], typeof CircleDotIcon> = {
  reported: AlertOctagonIcon,
  updated: PencilIcon,
  assigned: UserPlusIcon,
  stopped: SquareIcon,
  cancelled: XCircleIcon,
  validation_failed: XCircleIcon,
  completed: CheckCircle2Icon,
  follow_up_created: WrenchIcon,
  notification: BellIcon,
};

function Timeline({ breakdownId }: { breakdownId: string }) {
  const history = useBreakdownHistory(breakdownId);
  return (
    <section aria-labelledby="timeline-heading" className="grid gap-3">
      <Separator />
      <h3 id="timeline-heading" className="flex items-center gap-2 font-semibold">
        <ClipboardListIcon aria-hidden="true" className="size-4" />
        Timeline
      </h3>
      <QueryState
        query={history}
        loadingLabel="Loading the timeline"
        errorTitle="The timeline could not be loaded"
        skeleton={{ rows: 1, rowClassName: 'h-16' }}
        isEmpty={(page) => page.data.length === 0}
        empty={<p className="text-muted-foreground text-sm">Nothing recorded yet.</p>}
      >
        {(page) => (
          <ol className="grid gap-4 border-l pl-4" aria-label="Breakdown timeline">
            {page.data.map((event) => {
              const Icon = EVENT_ICONS[event.type];
              const failed = event.type === 'validation_failed';
              return (
                <li
                  key={`${event.occurred_at}-${event.type}-${event.summary}`}
                  className="relative grid gap-0.5 text-sm"
                >
                  <Icon
                    aria-hidden="true"
                    className={`absolute top-0.5 -left-[1.45rem] size-4 rounded-full bg-background ${failed ? 'text-destructive' : 'text-muted-foreground'}`}
                  />
                  <span className={failed ? 'font-medium text-destructive' : 'font-medium'}>
                    {event.summary}
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {formatDateTime(event.occurred_at)}
                    {event.actor ? ` · ${event.actor}` : ''}
                  </span>
                  {event.details.length > 0 && (
                    <ul className="text-muted-foreground text-xs">
                      {event.details.map((detail) => (
                        <li key={detail}>{detail}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
