import {
  DEFAULT_PAGE_SIZE,
  formatDateTime,
  frequencyLabel,
  MAINTENANCE_TOASTS,
  type MaintenanceTask,
  SEARCH_DEBOUNCE_MS,
  taskDueState,
} from '@plantwise/domain';
import { CalendarClockIcon, PlusIcon, RotateCcwIcon, SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ColumnDef } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNow } from '@/hooks/use-now';
import { errorMessage } from '@/lib/api-client';
import { useDeleteTask, useMaintenanceTasks, useResetMonth } from '../api/maintenance';
import { CompleteTaskDialog, CompletionHistoryDialog, TaskDialog } from './task-dialogs';

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

function Tile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card>
      <CardHeader className="pb-1">
        <CardTitle className="font-medium text-muted-foreground text-sm">{label}</CardTitle>
      </CardHeader>
      <CardContent className="font-semibold text-2xl">{value ?? '—'}</CardContent>
    </Card>
  );
}

function columns(now: Date, role: string | undefined, open: (o: Open) => void): ColumnDef<MaintenanceTask>[] {
  const canWork = role === 'technician' || role === 'manager' || role === 'admin';
  const canManage = role === 'manager' || role === 'admin';
  return [
    {
      id: 'title',
      header: 'Task',
      meta: { className: 'font-medium' },
      cell: ({ row }) => row.original.title,
    },
    { id: 'asset', header: 'Asset', cell: ({ row }) => row.original.asset?.asset_name ?? '—' },
    {
      id: 'frequency',
      header: 'Frequency',
      cell: ({ row }) => (row.original.schedule_mode === 'specific' ? 'Once' : frequencyLabel(row.original)),
    },
    {
      id: 'next_due',
      header: 'Next due',
      cell: ({ row }) => {
        const state = STATE_BADGE[taskDueState(row.original, now)];
        return (
          <span className="flex flex-wrap items-center gap-2">
            {formatDateTime(row.original.next_due_date)}
            <Badge variant="outline" className={state.className}>
              {state.label}
            </Badge>
          </span>
        );
      },
    },
    {
      id: 'last',
      header: 'Last completed',
      cell: ({ row }) => formatDateTime(row.original.last_completed_date, 'Never'),
    },
    {
      id: 'assignee',
      header: 'Assignee',
      cell: ({ row }) => row.original.assignee?.full_name ?? row.original.assignee?.email ?? 'Unassigned',
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right' },
      cell: ({ row: { original: task } }) => (
        <div className="flex flex-wrap justify-end gap-2">
          {canWork && task.is_active && (
            <Button
              size="sm"
              onClick={() => open({ kind: 'complete', task })}
              aria-label={`Complete ${task.title}`}
            >
              Complete
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => open({ kind: 'history', task })}
            aria-label={`History of ${task.title}`}
          >
            History
          </Button>
          {canManage && (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => open({ kind: 'edit', task })}
                aria-label={`Edit ${task.title}`}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                className="text-destructive"
                onClick={() => open({ kind: 'delete', task })}
                aria-label={`Delete ${task.title}`}
              >
                Delete
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];
}

/** Preventive Maintenance: tiles, the task table, create/edit/complete/history dialogs and the monthly reset. */
export function PreventiveMaintenanceScreen() {
  const { profile } = useAuth();
  const now = useNow(60_000);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ q, offset: 0 });
  const offset = paging.q === q ? paging.offset : 0;
  const tasks = useMaintenanceTasks({ limit: DEFAULT_PAGE_SIZE, offset, ...(q ? { q } : {}) });
  const active = useMaintenanceTasks({ limit: 1, offset: 0, active: true });
  const overdue = useMaintenanceTasks({ limit: 1, offset: 0, overdue: true });
  const dueSoon = useMaintenanceTasks({ limit: 1, offset: 0, upcoming_days: 7 });
  const [dialog, setDialog] = useState<Open | null>(null);
  const remove = useDeleteTask();
  const reset = useResetMonth();
  const role = profile?.role;
  const canManage = role === 'manager' || role === 'admin';
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
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Tile label="Active tasks" value={active.data?.total} />
        <Tile label="Overdue" value={overdue.data?.total} />
        <Tile label="Due in 7 days" value={dueSoon.data?.total} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full sm:w-72">
          <SearchIcon
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            placeholder="Search title, asset or assignee"
            aria-label="Search maintenance tasks"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="h-9 pl-9"
          />
        </div>
        {canManage && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setDialog({ kind: 'reset' })}>
              <RotateCcwIcon aria-hidden="true" />
              Reset month
            </Button>
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <PlusIcon aria-hidden="true" />
              New Task
            </Button>
          </div>
        )}
      </div>
      <QueryTable
        query={tasks}
        loadingLabel="Loading maintenance tasks"
        errorTitle={MAINTENANCE_TOASTS.fetchError}
        empty={
          <EmptyState icon={CalendarClockIcon}>
            <p>{q ? `No tasks match "${q}".` : 'No maintenance tasks yet.'}</p>
          </EmptyState>
        }
        aria-label="Maintenance tasks"
        columns={cols}
        getRowId={(task) => task.id}
        paging={{
          offset,
          limit: DEFAULT_PAGE_SIZE,
          onOffsetChange: (next) => setPaging({ q, offset: next }),
        }}
      />
      {dialog?.kind === 'create' && <TaskDialog open onOpenChange={close} />}
      {dialog?.kind === 'edit' && <TaskDialog task={dialog.task} open onOpenChange={close} />}
      {dialog?.kind === 'complete' && <CompleteTaskDialog task={dialog.task} open onOpenChange={close} />}
      {dialog?.kind === 'history' && <CompletionHistoryDialog task={dialog.task} open onOpenChange={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={close}
        title={dialog?.kind === 'delete' ? `Delete "${dialog.task.title}"?` : undefined}
        description="The task and its scheduled calendar events are removed. A task with completion records cannot be deleted; deactivate it instead."
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
        description="Clears the last completed date of every task completed this month. Completion records are kept."
        confirmLabel="Reset month"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onConfirm={confirmReset}
      />
    </section>
  );
}
