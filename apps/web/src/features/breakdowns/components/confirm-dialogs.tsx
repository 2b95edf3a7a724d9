import {
  BREAKDOWN_TOASTS,
  type Breakdown,
  cancelBreakdownReasonSchema,
  deleteFailedMessage,
} from '@plantwise/domain';
import { toast } from 'sonner';
import { applyServerErrors, FormField, useZodForm } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useCancelBreakdown, useDeleteBreakdown } from '../api/breakdown-actions';
import type { BreakdownDialogProps } from './breakdown-form';

/** Confirms cancelling a breakdown (a false alarm, a duplicate); the end time is recorded. */
export function CancelBreakdownDialog({ breakdown, open, onOpenChange }: BreakdownDialogProps) {
  const form = useZodForm(cancelBreakdownReasonSchema, { defaultValues: { reason: '' } });
  const cancel = useCancelBreakdown();

  const confirm = form.handleSubmit(async (body) => {
    try {
      await cancel.mutateAsync({ id: breakdown.id, body });
      toast.success(BREAKDOWN_TOASTS.cancelled, { description: `${breakdown.title} was cancelled` });
      onOpenChange(false);
    } catch (error) {
      // A refused reason is said beside it; any other failure is this action's error toast.
      if (applyServerErrors(form, error) > 0) return;
      toast.error(BREAKDOWN_TOASTS.cancelError, {
        description: errorMessage(error, 'The breakdown could not be cancelled. Try again.'),
      });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset();
        onOpenChange(next);
      }}
      title="Cancel this breakdown?"
      description={`${breakdown.asset.asset_name}: ${breakdown.title}. The clock stops and the breakdown leaves the active list.`}
      onSubmit={confirm}
      submitLabel="Cancel Breakdown"
      pendingLabel="Cancelling..."
      pending={cancel.isPending}
      submitVariant="destructive"
      cancelLabel="Keep it"
    >
      <FormField control={form.control} name="reason" label="Reason (optional)">
        {(props) => (
          <Textarea
            {...props}
            value={props.value ?? ''}
            placeholder="e.g. False alarm, reported twice"
            rows={2}
          />
        )}
      </FormField>
    </FormDialog>
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this breakdown?"
      description={`${breakdown.asset.asset_name}: ${breakdown.title}. The breakdown, its refused completion attempts and its notifications are removed for good. The audit log keeps a record of the deletion.`}
      onSubmit={(event) => {
        event.preventDefault();
        return confirm();
      }}
      submitLabel="Delete Breakdown"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      submitVariant="destructive"
      cancelLabel="Keep it"
    />
  );
}
