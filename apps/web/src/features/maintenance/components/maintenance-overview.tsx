import {
  DEFAULT_PAGE_SIZE,
  DUE_WINDOW_DAYS,
  formatDateTime,
  frequencyLabel,
  type MaintenanceTask,
  type TaskDueState,
  taskDueState,
  UPCOMING_DEFAULT_DAYS,
} from '@plantwise/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { QueryTable } from '@/components/query-table';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useNow } from '@/hooks/use-now';
import { useMaintenanceTask } from '../api/get-maintenance-task';
import { useMaintenanceTasks } from '../api/get-maintenance-tasks';
import { MaintenanceCalendar } from './maintenance-calendar';

// Below `md` the shared data table makes each task a card: its title, asset, due time and assignee.
// A long title or asset name wraps, so the table keeps to its card at 1024 px with the sidebar open.
const taskColumns: ColumnDef<MaintenanceTask>[] = [
  {
    id: 'title',
    header: 'Task',
    meta: { className: 'font-medium', cellClassName: 'whitespace-normal', card: 'title' },
    cell: ({ row }) => row.original.title,
  },
  {
    id: 'asset',
    header: 'Asset',
    meta: { cellClassName: 'whitespace-normal', card: 'fact' },
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
      <MaintenanceCalendar now={now} />
      {/* Side by side only where each table fits its half (at 1440 px a half cut the due column off). */}
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
        <TaskList title="Overdue tasks" overdue highlight={highlight} />
        <TaskList title="Upcoming tasks" overdue={false} highlight={highlight} />
      </div>
    </section>
  );
}
