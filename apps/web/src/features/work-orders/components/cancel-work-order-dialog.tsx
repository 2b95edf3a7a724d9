import { cancelWorkOrderBodySchema, WORK_ORDER_MESSAGES, type WorkOrder } from '@plantwise/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormField, submitFailure, useZodForm } from '@/components/form';
import { type DialogState, FormDialog } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
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
  // The server's own rule for a reason, so the dialog never accepts what the server refuses.
  const form = useZodForm(cancelWorkOrderBodySchema, { defaultValues: { reason: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelWorkOrder();

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await cancel.mutateAsync({ id: workOrder.id, reason });
      toast.success(WORK_ORDER_MESSAGES.cancelled, { description: `${workOrder.number} ${workOrder.title}` });
      onOpenChange(false);
    } catch (error) {
      setFailure(submitFailure(form, error, WORK_ORDER_MESSAGES.errorUpdating, 'Try again.'));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        // Opened by its parent, so it starts afresh when it closes.
        if (!next) {
          form.reset();
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
      <FormField control={form.control} name="reason" label="Reason" required>
        {(props) => (
          <Textarea
            {...props}
            placeholder="e.g. Line decommissioned, done under another work order"
            rows={3}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
