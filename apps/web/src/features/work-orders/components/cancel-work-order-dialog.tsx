import { cancelWorkOrderBodySchema, WORK_ORDER_MESSAGES, type WorkOrder } from '@plantwise/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { type DialogState, FormDialog } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useCancelWorkOrder } from '../api/work-order-actions';

/**
 * Cancels a work order with a reason. Unlike a delete, it stays in every history: the way to call off
 * work that a food-safety record or a temporary repair points at.
 */
export function CancelWorkOrderDialog({
  workOrder,
  open,
  onOpenChange,
}: DialogState & { workOrder: WorkOrder }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelWorkOrder();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // The server's own rule for a reason, so the dialog never accepts what the server refuses.
    const parsed = cancelWorkOrderBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? WORK_ORDER_MESSAGES.cancelReason);
      return;
    }
    try {
      await cancel.mutateAsync({ id: workOrder.id, reason: parsed.data.reason });
      toast.success(WORK_ORDER_MESSAGES.cancelled, { description: `${workOrder.number} ${workOrder.title}` });
      onOpenChange(false);
    } catch (failure) {
      setFailure(`${WORK_ORDER_MESSAGES.errorUpdating}: ${errorMessage(failure, 'Try again.')}`);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        // Opened by its parent, so it starts afresh when it closes.
        if (!next) {
          setReason('');
          setError(undefined);
          setFailure(null);
        }
        onOpenChange(next);
      }}
      title={`Cancel ${workOrder.number}?`}
      description="The work order stays in the history with your reason; nobody can start or complete it afterwards."
      onSubmit={submit}
      submitLabel="Cancel work order"
      pendingLabel="Cancelling..."
      pending={cancel.isPending}
      submitVariant="destructive"
      cancelLabel="Keep it"
      error={failure}
    >
      <Field label="Reason" required error={error}>
        <Textarea
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          placeholder="e.g. Line decommissioned, done under another work order"
          rows={3}
        />
      </Field>
    </FormDialog>
  );
}
