import {
  DEFAULT_PAGE_SIZE,
  formatDateTime,
  frequencyLabel,
  MAINTENANCE_TOASTS,
  type MaintenanceTask,
  taskDueState,
} from '@plantwise/domain';
import { CalendarClockIcon, MoreHorizontalIcon, PlusIcon, RotateCcwIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { ListToolbar } from '@/components/list/list-toolbar';
import { MetricTile } from '@/components/metric-tile';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuth } from '@/features/auth';
import { useListParams } from '@/hooks/use-list-params';
import { useNow } from '@/hooks/use-now';
import { errorMessage } from '@/lib/api-client';
import { useWaitingChange } from '@/lib/offline/runtime';
import { FIRST_PAGE_OF_TASKS, TASK_TILES, useMaintenanceTasks } from '../api/get-maintenance-tasks';
import { TASK_COMPLETION_CHANGE, useDeleteTask, useResetMonth } from '../api/task-actions';
import { CompleteTaskDialog, CompletionHistoryDialog, TaskDialog } from './task-dialogs';
import { UsageDue } from './usage-due';

type Open =
  | { kind: 'create' }
  | { kind: 'edit' | 'complete' | 'history' | 'delete'; task: MaintenanceTask }
  | { kind: 'reset' };

const STATE_BADGE = {
  overdue: {
    label: 'Overdue',
    className: 'border-red-300 text-red-800 dark:border-red-800 dark:text-red-300',
  },
  due: {
    label: 'Due soon',
    className: 'border-amber-300 text-amber-800 dark:border-amber-800 dark:text-amber-300',
  },
  scheduled: { label: 'Scheduled', className: '' },
  inactive: { label: 'Inactive', className: 'text-muted-foreground' },
} as const;

function canWorkOn(role: string | undefined) {
  return role === 'technician' || role === 'manager' || role === 'admin';
}
function canManage(role: string | undefined) {
  return role === 'manager' || role === 'admin';
}

function DueState({ task, now }: { task: MaintenanceTask; now: Date }) {
  const state = STATE_BADGE[taskDueState(task, now)];
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="tabular-nums">{formatDateTime(task.next_due_date, '—')}</span>
      <Badge variant="outline" className={state.className}>
        {state.label}
      </Badge>
      {task.due_forecast && <span className="text-muted-foreground text-xs">Forecast from usage</span>}
      <UsageDue task={task} />
    </span>
  );
}

const frequencyOf = (task: MaintenanceTask) =>
  task.schedule_mode === 'specific' ? 'Once' : frequencyLabel(task);
const assigneeOf = (task: MaintenanceTask) =>
  task.assignee?.full_name ?? task.assignee?.email ?? 'Unassigned';

/** Complete, for whoever may record work, while the task is active: a task's primary action. */
interface TaskActionProps {
  task: MaintenanceTask;
  role: string | undefined;
  open: (o: Open) => void;
}

function CompleteTaskButton({ task, role, open }: TaskActionProps) {
  // A completion made offline is on the device until sent: the task must not look undone, nor be done twice.
  const waiting = useWaitingChange(task.id, TASK_COMPLETION_CHANGE);
  if (waiting) return <Badge variant="secondary">Completed — waiting to send</Badge>;
  if (!canWorkOn(role) || !task.is_active) return null;
  return (
    <Button size="sm" onClick={() => open({ kind: 'complete', task })} aria-label={`Complete ${task.title}`}>
      Complete
    </Button>
  );
}

/** A task's other actions in a "…" menu; Delete there opens a confirmation. */
function TaskMenu({ task, role, open }: TaskActionProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`More actions for ${task.title}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => open({ kind: 'history', task })}>
          Completion history
        </DropdownMenuItem>
        {canManage(role) && (
          <>
            <DropdownMenuItem onSelect={() => open({ kind: 'edit', task })}>Edit</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="text-destructive focus:text-destructive"
              onSelect={() => open({ kind: 'delete', task })}
            >
              Delete…
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The task list's columns; below `md` the shared data table makes each task a card: the title and
 * asset, the due state, frequency and assignee, Complete within thumb's reach and the "…" menu.
 */
function columns(now: Date, role: string | undefined, open: (o: Open) => void): ColumnDef<MaintenanceTask>[] {
  return [
    {
      id: 'title',
      header: 'Task',
      meta: { card: 'title' },
      cell: ({ row: { original: task } }) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{task.title}</span>
          <span className="font-normal text-muted-foreground text-xs">{task.asset?.asset_name ?? '—'}</span>
        </span>
      ),
    },
    {
      id: 'frequency',
      header: 'Frequency',
      meta: { className: 'max-lg:hidden whitespace-nowrap', card: 'fact' },
      cell: ({ row }) => frequencyOf(row.original),
    },
    {
      id: 'next_due',
      header: 'Next due',
      meta: { card: 'fact' },
      cell: ({ row }) => <DueState task={row.original} now={now} />,
    },
    {
      id: 'last',
      header: 'Last completed',
      meta: { className: 'max-xl:hidden whitespace-nowrap' },
      cell: ({ row }) => formatDateTime(row.original.last_completed_date, 'Never'),
    },
    {
      id: 'assignee',
      header: 'Assignee',
      meta: { className: 'max-lg:hidden', card: 'fact' },
      cell: ({ row }) => assigneeOf(row.original),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'w-px whitespace-nowrap text-right' },
      cell: ({ row: { original: task } }) => (
        <div className="flex items-center justify-end gap-1">
          <CompleteTaskButton task={task} role={role} open={open} />
          <TaskMenu task={task} role={role} open={open} />
        </div>
      ),
    },
    {
      id: 'complete',
      header: 'Complete',
      meta: { card: 'action', cardOnly: true },
      cell: ({ row: { original: task } }) => <CompleteTaskButton task={task} role={role} open={open} />,
    },
    {
      id: 'menu',
      header: 'More actions',
      meta: { card: 'menu', cardOnly: true },
      cell: ({ row: { original: task } }) => <TaskMenu task={task} role={role} open={open} />,
    },
  ];
}

const noFilters = () => ({});

/** Preventive Maintenance: tiles, the task table, create/edit/complete/history dialogs and the monthly reset. */
export function PreventiveMaintenanceScreen() {
  const { profile } = useAuth();
  const now = useNow(60_000);
  const list = useListParams({ read: noFilters, keep: 'state' });
  const { q, offset } = list;
  const tasks = useMaintenanceTasks({ ...FIRST_PAGE_OF_TASKS, offset, ...(q ? { q } : {}) });
  const active = useMaintenanceTasks(TASK_TILES.active);
  const overdue = useMaintenanceTasks(TASK_TILES.overdue);
  const dueSoon = useMaintenanceTasks(TASK_TILES.dueSoon);
  const [dialog, setDialog] = useState<Open | null>(null);
  const remove = useDeleteTask();
  const reset = useResetMonth();
  const role = profile?.role;
  const manages = canManage(role);
  const cols = useMemo(() => columns(now, role, setDialog), [now, role]);
  const close = (open: boolean) => !open && setDialog(null);

  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await remove.mutateAsync(dialog.task.id);
      toast.success(MAINTENANCE_TOASTS.deleted, { description: dialog.task.title });
    } catch (error) {
      toast.error(MAINTENANCE_TOASTS.deleteError, {
        description: errorMessage(error, 'The task was not deleted.'),
      });
    }
    setDialog(null);
  };
  const confirmReset = async () => {
    try {
      const { reset: count } = await reset.mutateAsync();
      toast.success(MAINTENANCE_TOASTS.updated, {
        description: `${count} task(s) reset for this month. Completion records are kept.`,
      });
    } catch (error) {
      toast.error(MAINTENANCE_TOASTS.updateError, { description: errorMessage(error, 'The reset failed.') });
    }
    setDialog(null);
  };

  return (
    <section className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Preventive Maintenance"
        description="Recurring maintenance tasks with their frequencies, due dates and completion records."
      />
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <MetricTile label="Active tasks" value={active.data?.total ?? '—'} />
        <MetricTile label="Overdue" value={overdue.data?.total ?? '—'} />
        <MetricTile label="Due in 7 days" value={dueSoon.data?.total ?? '—'} />
      </div>
      <ListToolbar
        search={{
          label: 'Search maintenance tasks',
          placeholder: 'Search title, asset or assignee',
          value: list.search,
          onChange: list.setSearch,
        }}
        actions={
          manages && (
            <>
              <Button className="max-sm:h-11 max-sm:flex-1" onClick={() => setDialog({ kind: 'create' })}>
                <PlusIcon aria-hidden="true" />
                New Task
              </Button>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button
                    variant="outline"
                    size="icon"
                    className="max-sm:size-11"
                    aria-label="More task actions"
                  >
                    <MoreHorizontalIcon aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem
                    className="text-destructive focus:text-destructive"
                    onSelect={() => setDialog({ kind: 'reset' })}
                  >
                    <RotateCcwIcon aria-hidden="true" />
                    Reset month…
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </>
          )
        }
      />
      <QueryState
        query={tasks}
        loadingLabel="Loading maintenance tasks"
        errorTitle={MAINTENANCE_TOASTS.fetchError}
        isEmpty={(page) => page.total === 0}
        empty={
          <EmptyState icon={CalendarClockIcon}>
            <p>{q ? `No tasks match "${q}".` : 'No maintenance tasks yet.'}</p>
          </EmptyState>
        }
      >
        {(page) => {
          const paging = {
            offset,
            limit: DEFAULT_PAGE_SIZE,
            total: page.total,
            onOffsetChange: list.setOffset,
            label: 'Pages of maintenance tasks',
          };
          return (
            <DataTable
              aria-label="Maintenance tasks"
              columns={cols}
              data={page.data}
              getRowId={(task) => task.id}
              loading={tasks.isFetching}
              paging={paging}
            />
          );
        }}
      </QueryState>
      {dialog?.kind === 'create' && <TaskDialog open onOpenChange={close} />}
      {dialog?.kind === 'edit' && <TaskDialog task={dialog.task} open onOpenChange={close} />}
      {dialog?.kind === 'complete' && <CompleteTaskDialog task={dialog.task} open onOpenChange={close} />}
      {dialog?.kind === 'history' && <CompletionHistoryDialog task={dialog.task} open onOpenChange={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={close}
        title={dialog?.kind === 'delete' ? `Delete "${dialog.task.title}"?` : undefined}
        description={
          dialog?.kind === 'delete'
            ? `The task on ${dialog.task.asset?.asset_name ?? 'its asset'} and its scheduled calendar entries are removed for good. A task with completion records cannot be deleted; deactivate it instead (Edit).`
            : undefined
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        variant="destructive"
      />
      <ConfirmDialog
        open={dialog?.kind === 'reset'}
        onOpenChange={close}
        title="Reset this month's completions?"
        description="Every task completed this month shows “Last completed: Never” again. Next due dates do not change, and every completion record stays in each task's history."
        confirmLabel="Reset month"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onConfirm={confirmReset}
      />
    </section>
  );
}
