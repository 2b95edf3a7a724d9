import {
  canWorkOnWorkOrder,
  formatCurrency,
  formatDateTime,
  formatHours,
  MAINTENANCE_TYPE_LABELS,
  OTHER_COSTS_LABEL,
  PRIORITY_LABELS,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
  workOrderPermissions,
} from '@plantwise/domain';
import { BanIcon, DownloadIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ChecklistResults } from '@/components/checklist-results';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useWorkOrder } from '../api/get-work-order';
import { useDeleteWorkOrder } from '../api/work-order-actions';
import { CancelWorkOrderDialog } from './cancel-work-order-dialog';
import { CompleteWorkOrderDialog } from './complete-work-order-dialog';
import { StartWorkOrderButton } from './start-work-order-button';
import { WorkOrderFormDialog } from './work-order-form-dialog';
import { WorkOrderStatusBadge } from './work-order-status-badge';

/** The timeline of a work order: created, started, completed, follow-ups, certificate. */
function timeline(w: WorkOrder) {
  const person = (p: WorkOrder['creator']) => (p ? (p.full_name ?? p.email) : null);
  return [
    { at: w.date_created, text: `Created${person(w.creator) ? ` by ${person(w.creator)}` : ''}` },
    w.started_at && {
      at: w.started_at,
      text: `Started${person(w.assignee) ? ` by ${person(w.assignee)}` : ''}`,
    },
    w.date_completed && { at: w.date_completed, text: `Completed by ${w.completed_by}` },
    w.certificate_generated_at && {
      at: w.certificate_generated_at,
      text: 'Completion certificate generated',
    },
    w.follow_up_triggered && {
      at: w.date_completed ?? w.updated_at,
      text: 'Follow-up work order created',
      href: w.follow_up_task_id,
    },
    w.follow_up_completed &&
      w.follow_up_completed_date && {
        at: w.follow_up_completed_date,
        text: `Follow-up completed by ${w.follow_up_completed_by}`,
      },
    w.cancelled_at && { at: w.cancelled_at, text: `Cancelled: ${w.cancel_reason ?? 'no reason given'}` },
  ].filter(Boolean) as Array<{ at: string; text: string; href?: string | null }>;
}

export function WorkOrderDetailSheet({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useWorkOrder(id);
  return (
    <Sheet open={!!id} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-lg">
        <QueryState
          query={query}
          loadingLabel="Loading work order"
          errorTitle={WORK_ORDER_MESSAGES.errorFetching}
        >
          {(w) => <Detail workOrder={w} onClose={onClose} />}
        </QueryState>
      </SheetContent>
    </Sheet>
  );
}

function Detail({ workOrder: w, onClose }: { workOrder: WorkOrder; onClose: () => void }) {
  const { profile, user } = useAuth();
  const role = profile?.role ?? 'user';
  const may = workOrderPermissions(role);
  const mayWork = user ? canWorkOnWorkOrder(role, user.id, w) : false;
  const remove = useDeleteWorkOrder();
  const [editing, setEditing] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const open = w.status === 'pending' || w.status === 'in-progress';

  return (
    <div className="grid gap-5 p-4">
      <SheetHeader className="p-0">
        <SheetTitle>
          {w.number} {w.title}
        </SheetTitle>
        <SheetDescription>
          {w.asset ? `${w.asset.asset_id} ${w.asset.asset_name}` : 'No asset'}
        </SheetDescription>
      </SheetHeader>
      <div className="flex flex-wrap gap-2">
        <WorkOrderStatusBadge workOrder={w} />
        <Badge variant="outline">{PRIORITY_LABELS[w.priority]}</Badge>
        <Badge variant="outline">{MAINTENANCE_TYPE_LABELS[w.maintenance_type]}</Badge>
        {w.overdue && <Badge variant="destructive">Overdue</Badge>}
      </div>
      <div className="flex flex-wrap gap-2">
        {w.status === 'pending' && mayWork && <StartWorkOrderButton workOrder={w} />}
        {w.status === 'in-progress' && mayWork && (
          <Button onClick={() => setCompleting(true)}>Complete</Button>
        )}
        {open && may.edit && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" /> Edit
          </Button>
        )}
        {w.certificate_generated && (
          <Button variant="outline" asChild>
            <a href={`/api/work-orders/${w.id}/certificate.pdf`} download={`${w.number}.pdf`}>
              <DownloadIcon aria-hidden="true" /> Download certificate
            </a>
          </Button>
        )}
        {open && may.delete && (
          <Button variant="outline" onClick={() => setCancelling(true)}>
            <BanIcon aria-hidden="true" /> Cancel work order
          </Button>
        )}
        {open && may.delete && (
          <Button variant="ghost" onClick={() => setDeleting(true)}>
            <Trash2Icon aria-hidden="true" /> Delete
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <dt className="text-muted-foreground">Assignee</dt>
        <dd>{w.assignee ? (w.assignee.full_name ?? w.assignee.email) : 'Unassigned'}</dd>
        <dt className="text-muted-foreground">Scheduled</dt>
        <dd>{formatDateTime(w.date_scheduled)}</dd>
        <dt className="text-muted-foreground">Estimated</dt>
        <dd>{formatHours(w.estimated_duration)}</dd>
        {w.actual_duration !== null && (
          <>
            <dt className="text-muted-foreground">Actual</dt>
            <dd>{formatHours(w.actual_duration)}</dd>
          </>
        )}
        {w.cost !== null && (
          <>
            <dt className="text-muted-foreground">Cost</dt>
            <dd>
              <span className="font-medium">{formatCurrency(w.cost)}</span>
              {w.labour_cost !== null && (
                <span className="block text-muted-foreground text-xs">
                  Labour {formatCurrency(w.labour_cost)} · Parts {formatCurrency(w.parts_cost ?? 0)} ·{' '}
                  <span title={OTHER_COSTS_LABEL}>Other {formatCurrency(w.other_cost ?? 0)}</span>
                </span>
              )}
            </dd>
          </>
        )}
      </dl>
      {w.description && <p className="whitespace-pre-wrap text-sm">{w.description}</p>}
      <section className="grid gap-2">
        <h3 className="font-medium text-sm">Timeline</h3>
        <ol className="grid gap-2 border-l pl-4 text-sm">
          {timeline(w).map((entry) => (
            <li key={entry.text}>
              <span className="text-muted-foreground">{formatDateTime(entry.at)}</span> {entry.text}
              {entry.href && (
                <>
                  {' '}
                  <Link className="underline" to={`/work-orders?highlight=${entry.href}`}>
                    Open follow-up
                  </Link>
                </>
              )}
            </li>
          ))}
          {w.source_breakdown_id && (
            <li>
              <Link className="underline" to={`/reactive-maintenance?highlight=${w.source_breakdown_id}`}>
                From a breakdown
              </Link>
            </li>
          )}
        </ol>
      </section>
      {w.parts_used.length > 0 && (
        <section className="grid gap-2">
          <h3 className="font-medium text-sm">Parts used</h3>
          <ul className="grid gap-1 text-sm">
            {w.parts_used.map((p) => (
              <li key={p.inventory_item_id}>
                {p.item_id} {p.item_name} × {p.quantity} {p.unit}
                {p.food_grade ? ' (food grade)' : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {w.checklist.length > 0 && (
        <section aria-labelledby="work-order-checklist" className="grid gap-2">
          <h3 id="work-order-checklist" className="font-medium text-sm">
            Checklist
          </h3>
          <ChecklistResults
            steps={w.checklist.map((step) => {
              const result = w.checklist_results.find((r) => r.step_id === step.id);
              return { ...step, expected: result?.expected ?? step.expected, ...result, id: step.id };
            })}
          />
        </section>
      )}
      {editing && <WorkOrderFormDialog open={editing} onOpenChange={setEditing} workOrder={w} />}
      <CancelWorkOrderDialog workOrder={w} open={cancelling} onOpenChange={setCancelling} />
      {completing && <CompleteWorkOrderDialog open={completing} onOpenChange={setCompleting} workOrder={w} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${w.number}?`}
        description="The work order is removed; the audit log keeps a record of it. Work raised by a record or a temporary repair cannot be deleted: cancel it instead, with a reason."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(w.id);
            toast.success(WORK_ORDER_MESSAGES.deleted);
            setDeleting(false);
            onClose();
          } catch (error) {
            toast.error(WORK_ORDER_MESSAGES.errorDeleting, {
              description: errorMessage(error, 'Try again.'),
            });
          }
        }}
      />
    </div>
  );
}
