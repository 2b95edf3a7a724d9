import {
  BREAKDOWN_TOASTS,
  type Breakdown,
  breakdownPermissions,
  canEditBreakdown,
  canWorkOnBreakdown,
  checkBreakdownAction,
  clockStoppedMessage,
} from '@plantwise/domain';
import {
  BanIcon,
  CheckCircle2Icon,
  FilePenLineIcon,
  SquareIcon,
  Trash2Icon,
  UserPlusIcon,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useStopBreakdownClock } from '../api/breakdown-actions';
import { AssignBreakdownDialog } from './assign-breakdown-dialog';
import { CompleteBreakdownDialog } from './complete-breakdown-dialog';
import { CancelBreakdownDialog, DeleteBreakdownDialog } from './confirm-dialogs';
import { EditBreakdownDialog } from './edit-breakdown-dialog';

type DialogName = 'assign' | 'complete' | 'cancel' | 'delete' | 'edit';

/**
 * The actions a person may take on a breakdown, by role (docs/decisions/sessions-and-roles.md) and status
 * (spec §4). The server enforces both; hiding here only spares people buttons that would be refused.
 */
export function BreakdownActions({
  breakdown,
  compact = false,
  onDeleted,
  className,
}: {
  breakdown: Breakdown;
  compact?: boolean;
  onDeleted?: () => void;
  className?: string;
}) {
  const { profile } = useAuth();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const stop = useStopBreakdownClock();
  if (!profile) return null;

  const can = breakdownPermissions(profile.role);
  const allowed = (action: Parameters<typeof checkBreakdownAction>[1]) =>
    checkBreakdownAction(breakdown.status, action).ok;
  const editable = allowed('update') && canEditBreakdown(profile.role, profile.id, breakdown);
  const mayWork = canWorkOnBreakdown(profile.role, profile.id, {
    assigned_to: breakdown.assignee?.id ?? null,
  });

  const stopClock = async () => {
    try {
      const stopped = await stop.mutateAsync(breakdown.id);
      toast.success(BREAKDOWN_TOASTS.clockStopped, {
        description: clockStoppedMessage(stopped.downtime_hours ?? 0),
      });
    } catch (error) {
      toast.error(BREAKDOWN_TOASTS.stopError, {
        description: errorMessage(error, 'The clock could not be stopped. Try again.'),
      });
    }
  };

  const size = compact ? 'sm' : 'default';
  const open = (name: DialogName) => () => setDialog(name);
  const dialogProps = (name: DialogName) => ({
    breakdown,
    open: dialog === name,
    onOpenChange: (next: boolean) => setDialog(next ? name : null),
  });

  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {(can.assignOthers || (can.assignSelf && !breakdown.assigned_to)) && allowed('assign') && (
        <Button size={size} variant="outline" onClick={open('assign')}>
          <UserPlusIcon aria-hidden="true" />
          {can.assignOthers ? 'Assign' : 'Assign to me'}
        </Button>
      )}
      {can.stop && mayWork && allowed('stop') && (
        <Button size={size} variant="destructive" onClick={stopClock} disabled={stop.isPending}>
          <SquareIcon aria-hidden="true" />
          {stop.isPending ? 'Stopping...' : 'Stop Clock'}
        </Button>
      )}
      {!compact && can.complete && mayWork && allowed('complete') && (
        <Button size={size} onClick={open('complete')}>
          <CheckCircle2Icon aria-hidden="true" />
          Complete (BRC)
        </Button>
      )}
      {!compact && editable && (
        <Button size={size} variant="outline" onClick={open('edit')}>
          <FilePenLineIcon aria-hidden="true" />
          {breakdown.stage === 'quick' ? 'Add Details' : 'Edit Details'}
        </Button>
      )}
      {!compact && can.cancel && allowed('cancel') && (
        <Button size={size} variant="outline" onClick={open('cancel')}>
          <BanIcon aria-hidden="true" />
          Cancel Breakdown
        </Button>
      )}
      {!compact && can.delete && allowed('delete') && (
        <Button size={size} variant="ghost" className="text-destructive" onClick={open('delete')}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      )}
      <AssignBreakdownDialog {...dialogProps('assign')} />
      <CompleteBreakdownDialog {...dialogProps('complete')} />
      <CancelBreakdownDialog {...dialogProps('cancel')} />
      <EditBreakdownDialog {...dialogProps('edit')} />
      <DeleteBreakdownDialog {...dialogProps('delete')} onDeleted={() => onDeleted?.()} />
    </div>
  );
}
