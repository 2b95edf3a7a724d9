import { BREAKDOWN_TOASTS, type Breakdown, deleteFailedMessage } from '@plantwise/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useCancelBreakdown, useDeleteBreakdown } from '../api/breakdown-actions';

/** Confirms cancelling a breakdown (a false alarm, a duplicate); the end time is recorded. */
export function CancelBreakdownDialog({
  breakdown,
  open,
  onOpenChange,
}: {
  breakdown: Breakdown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const cancel = useCancelBreakdown();

  const confirm = async () => {
    try {
      await cancel.mutateAsync({ id: breakdown.id, body: { reason } });
      toast.success(BREAKDOWN_TOASTS.cancelled, { description: `${breakdown.title} was cancelled` });
      onOpenChange(false);
    } catch (error) {
      toast.error(BREAKDOWN_TOASTS.cancelError, {
        description: errorMessage(error, 'The breakdown could not be cancelled. Try again.'),
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setReason('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this breakdown?</DialogTitle>
          <DialogDescription>
            {breakdown.asset.asset_name}: {breakdown.title}. The clock stops and the breakdown leaves the
            active list.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>Reason (optional)</Label>
          <Textarea
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="e.g. False alarm, reported twice"
            rows={2}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel Breakdown'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Confirms deleting a breakdown with everything that depends on it; says what was removed. */
export function DeleteBreakdownDialog({
  breakdown,
  open,
  onOpenChange,
  onDeleted,
}: {
  breakdown: Breakdown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteBreakdown();

  const confirm = async () => {
    try {
      const cleanup = await remove.mutateAsync(breakdown.id);
      const related = cleanup
        .filter((row) => row.cleanup_type !== 'breakdown' && row.records_deleted > 0)
        .map((row) => `${row.records_deleted} ${row.details.toLowerCase()}`);
      toast.success(BREAKDOWN_TOASTS.deleted, {
        description: related.length
          ? `Also removed: ${related.join('; ')}`
          : `${breakdown.title} was deleted`,
      });
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      toast.error(BREAKDOWN_TOASTS.deleteError, {
        description: deleteFailedMessage(errorMessage(error, 'the server did not answer')),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this breakdown?</DialogTitle>
          <DialogDescription>
            {breakdown.asset.asset_name}: {breakdown.title}. The breakdown, its refused completion attempts
            and its notifications are removed for good. The audit log keeps a record of the deletion.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete Breakdown'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
