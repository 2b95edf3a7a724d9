import {
  type CalendarEvent,
  DEFAULT_PAGE_SIZE,
  DUE_WINDOW_DAYS,
  formatClock,
  formatDateTime,
  formatLongDate,
  formatMonth,
  frequencyLabel,
  type MaintenanceTask,
  type TaskDueState,
  taskDueState,
  UPCOMING_DEFAULT_DAYS,
} from '@plantwise/domain';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useNow } from '@/hooks/use-now';
import { useViewport } from '@/hooks/use-viewport';
import { cn } from '@/lib/utils';
import { useCalendar } from '../api/get-calendar';
import { useMaintenanceTask } from '../api/get-maintenance-task';
import { useMaintenanceTasks } from '../api/get-maintenance-tasks';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type EventState = 'done' | 'overdue' | 'due' | 'scheduled';
const EVENT_CLASS: Record<EventState, string> = {
  done: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  overdue: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  due: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  scheduled: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
};

function eventState(event: CalendarEvent, now: Date): EventState {
  if (event.status === 'done') return 'done';
  const at = new Date(event.date).getTime();
  if (at < now.getTime()) return 'overdue';
  if (at <= now.getTime() + DUE_WINDOW_DAYS * DAY_MS) return 'due';
  return 'scheduled';
}

/** The 6-week grid of a month, Monday first, in the browser's time zone. */
function monthGrid(month: Date): Date[] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const start = new Date(first);
  start.setDate(1 - ((first.getDay() + 6) % 7));
  return Array.from(
    { length: 42 },
    (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i),
  );
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

const EVENT_LABEL: Record<EventState, string> = {
  done: 'Done',
  overdue: 'Overdue',
  due: 'Due soon',
  scheduled: 'Scheduled',
};

function eventLink(e: CalendarEvent) {
  return e.task_id ? `/maintenance?highlight=${e.task_id}` : `/work-orders?highlight=${e.work_order_id}`;
}

/**
 * The phone's calendar: the month's days that have maintenance, in order, each with its events (time,
 * state in words, title as a link). A list of headings and links, so it reads and tabs in date order.
 */
function MonthAgenda({
  title,
  days,
  month,
  byDay,
  now,
}: {
  title: string;
  days: Date[];
  month: Date;
  byDay: Map<string, CalendarEvent[]>;
  now: Date;
}) {
  const busy = days.filter((d) => d.getMonth() === month.getMonth() && byDay.has(dayKey(d)));
  if (busy.length === 0)
    return (
      <p className="rounded-md border p-4 text-muted-foreground text-sm">Nothing scheduled in {title}.</p>
    );
  return (
    <ol aria-label={`Maintenance agenda, ${title}`} className="grid gap-4">
      {busy.map((day) => {
        const events = byDay.get(dayKey(day)) ?? [];
        const today = dayKey(day) === dayKey(now);
        const headingId = `agenda-${dayKey(day)}`;
        return (
          <li key={dayKey(day)} aria-labelledby={headingId} className="grid gap-2">
            <h3 id={headingId} className="font-medium text-sm">
              {WEEKDAYS[(day.getDay() + 6) % 7]} {formatLongDate(day)}
              {today && (
                <span className="ml-2 rounded bg-primary px-1.5 py-0.5 text-primary-foreground text-xs">
                  Today
                </span>
              )}
            </h3>
            <ul className="grid gap-2">
              {events.map((e) => {
                const state = eventState(e, now);
                return (
                  <li key={e.id} className="flex items-start gap-3 rounded-md border p-3 text-sm">
                    <span className="w-12 shrink-0 pt-0.5 text-muted-foreground tabular-nums">
                      {formatClock(e.date)}
                    </span>
                    <span className="grid min-w-0 gap-1">
                      <Link to={eventLink(e)} className="font-medium underline-offset-4 hover:underline">
                        <span className="sr-only">{state}: </span>
                        {e.title}
                      </Link>
                      <span
                        aria-hidden="true"
                        className={cn('w-fit rounded px-1.5 py-0.5 text-xs', EVENT_CLASS[state])}
                      >
                        {EVENT_LABEL[state]}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

function MonthCalendar({ now }: { now: Date }) {
  const { isMobile } = useViewport();
  const [month, setMonth] = useState(() => new Date(now.getFullYear(), now.getMonth(), 1));
  const days = useMemo(() => monthGrid(month), [month]);
  const from = days[0].toISOString();
  const to = new Date(days[41].getFullYear(), days[41].getMonth(), days[41].getDate() + 1).toISOString();
  const calendar = useCalendar(from, to);
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const e of calendar.data?.data ?? []) {
      const key = dayKey(new Date(e.date));
      map.set(key, [...(map.get(key) ?? []), e]);
    }
    return map;
  }, [calendar.data]);
  const title = formatMonth(month);
  return (
    <section aria-labelledby="calendar-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-heading" className="font-semibold text-lg">
          {title}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous month"
            onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() - 1, 1))}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => setMonth(new Date(now.getFullYear(), now.getMonth(), 1))}>
            Today
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next month"
            onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() + 1, 1))}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <QueryState query={calendar} loadingLabel="Loading calendar" errorTitle="Could not load the calendar">
        {() =>
          isMobile ? (
            <MonthAgenda title={title} days={days} month={month} byDay={byDay} now={now} />
          ) : (
            <div className="overflow-x-auto">
              <ol
                className="grid min-w-[20rem] grid-cols-7 gap-px rounded-md border bg-border text-xs"
                aria-label={`Maintenance calendar, ${title}`}
              >
                {WEEKDAYS.map((d) => (
                  <li key={d} aria-hidden="true" className="bg-muted px-1 py-1 text-center font-medium">
                    {d}
                  </li>
                ))}
                {days.map((day) => {
                  const events = byDay.get(dayKey(day)) ?? [];
                  const inMonth = day.getMonth() === month.getMonth();
                  const today = dayKey(day) === dayKey(now);
                  return (
                    <li
                      key={day.toISOString()}
                      aria-label={`${formatLongDate(day)}: ${events.length} event(s)`}
                      className={cn(
                        'min-h-20 bg-background p-1',
                        !inMonth && 'bg-muted/50 text-muted-foreground',
                      )}
                    >
                      <span
                        className={cn(
                          'inline-block rounded px-1',
                          today && 'bg-primary text-primary-foreground',
                        )}
                      >
                        {day.getDate()}
                      </span>
                      <ul className="mt-1 grid gap-0.5">
                        {events.map((e) => {
                          const state = eventState(e, now);
                          return (
                            <li key={e.id}>
                              <Link
                                to={eventLink(e)}
                                className={cn(
                                  'block truncate rounded px-1 py-0.5 hover:underline',
                                  EVENT_CLASS[state],
                                )}
                                title={`${e.title} (${state}) ${formatDateTime(e.date)}`}
                              >
                                <span className="sr-only">{state}: </span>
                                {e.title}
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    </li>
                  );
                })}
              </ol>
            </div>
          )
        }
      </QueryState>
      {!isMobile && (
        <p className="flex flex-wrap gap-3 text-muted-foreground text-xs">
          {(Object.keys(EVENT_CLASS) as EventState[]).map((s) => (
            <span key={s} className={cn('rounded px-1.5 py-0.5', EVENT_CLASS[s])}>
              {EVENT_LABEL[s]}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

// Below `md` the shared data table makes each task a card: its title, asset, due time and assignee.
const taskColumns: ColumnDef<MaintenanceTask>[] = [
  {
    id: 'title',
    header: 'Task',
    meta: { className: 'font-medium', card: 'title' },
    cell: ({ row }) => row.original.title,
  },
  {
    id: 'asset',
    header: 'Asset',
    meta: { card: 'fact' },
    cell: ({ row }) => row.original.asset?.asset_name ?? '—',
  },
  {
    id: 'due',
    header: 'Due',
    meta: { card: 'fact' },
    cell: ({ row }) => formatDateTime(row.original.next_due_date),
  },
  {
    id: 'assignee',
    header: 'Assignee',
    meta: { card: 'fact' },
    cell: ({ row }) => row.original.assignee?.full_name ?? 'Unassigned',
  },
];

function TaskList({
  title,
  overdue,
  highlight,
}: {
  title: string;
  overdue: boolean;
  highlight: string | null;
}) {
  const [offset, setOffset] = useState(0);
  const query = useMaintenanceTasks(
    overdue
      ? { limit: DEFAULT_PAGE_SIZE, offset, overdue: true }
      : { limit: DEFAULT_PAGE_SIZE, offset, upcoming_days: UPCOMING_DEFAULT_DAYS },
  );
  return (
    <section className="grid content-start gap-2">
      <h2 className="font-semibold text-lg">{title}</h2>
      <QueryTable
        query={query}
        loadingLabel={`Loading ${title.toLowerCase()}`}
        errorTitle="Error fetching maintenance tasks"
        empty={
          <p className="text-muted-foreground text-sm">
            {overdue ? 'Nothing overdue.' : 'Nothing due in the next 30 days.'}
          </p>
        }
        aria-label={title}
        columns={taskColumns}
        getRowId={(task) => task.id}
        highlightId={highlight}
        paging={{ offset, limit: DEFAULT_PAGE_SIZE, onOffsetChange: setOffset }}
      />
    </section>
  );
}

const DUE_STATE_LABELS: Record<TaskDueState, string> = {
  overdue: 'Overdue',
  due: `Due within ${DUE_WINDOW_DAYS} days`,
  scheduled: 'Scheduled',
  inactive: 'Inactive',
};

/**
 * The task a `?highlight={id}` link opened (a global search result, the asset history): shown on its
 * own card, marked and scrolled to, because the overdue and upcoming lists hold only some tasks.
 */
function HighlightedTask({ id, now, onClear }: { id: string; now: Date; onClear: () => void }) {
  const task = useMaintenanceTask(id);
  const ref = useRef<HTMLElement>(null);
  const loaded = Boolean(task.data);
  useEffect(() => {
    if (loaded) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [loaded]);
  if (task.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Task not found</AlertTitle>
        <AlertDescription>
          <p>The maintenance task from that link does not exist (it may have been deleted).</p>
          <Button variant="link" className="h-auto p-0" onClick={onClear}>
            Show all tasks
          </Button>
        </AlertDescription>
      </Alert>
    );
  if (!task.data) return null;
  const t = task.data;
  const details: Array<[string, string]> = [
    ['Asset', t.asset ? `${t.asset.asset_name} (${t.asset.asset_id})` : '—'],
    ['Next due', formatDateTime(t.next_due_date)],
    ['Frequency', t.schedule_mode === 'specific' ? 'Once' : frequencyLabel(t)],
    ['Assignee', t.assignee?.full_name ?? 'Unassigned'],
    ['Status', DUE_STATE_LABELS[taskDueState(t, now)]],
  ];
  return (
    <section
      ref={ref}
      aria-labelledby="highlighted-task-title"
      data-highlighted="true"
      className="grid gap-3 rounded-lg border-2 border-primary bg-primary/5 p-4 motion-safe:animate-[pulse_1s_ease-in-out_3]"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-muted-foreground text-xs">Opened from a link</p>
          <h2 id="highlighted-task-title" className="font-semibold text-lg">
            {t.title}
          </h2>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/preventive-maintenance">Preventive maintenance</Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Show all tasks
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-5">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground text-xs">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {t.description && <p className="text-sm">{t.description}</p>}
    </section>
  );
}

/** Maintenance Overview: the month calendar (tasks and scheduled work orders) with overdue and upcoming lists. */
export function MaintenanceOverview() {
  const now = useNow(60_000);
  const [params, setParams] = useSearchParams();
  const highlight = params.get('highlight');
  const clearHighlight = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('highlight');
        return next;
      },
      { replace: true },
    );
  return (
    <section className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Maintenance Overview"
        description="Every maintenance task and the calendar of scheduled maintenance, with overdue and upcoming work."
      />
      {highlight && <HighlightedTask key={highlight} id={highlight} now={now} onClear={clearHighlight} />}
      <MonthCalendar now={now} />
      {/* Side by side only where each table fits its half (at 1440 px a half cut the due column off). */}
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
        <TaskList title="Overdue tasks" overdue highlight={highlight} />
        <TaskList title="Upcoming tasks" overdue={false} highlight={highlight} />
      </div>
    </section>
  );
}
