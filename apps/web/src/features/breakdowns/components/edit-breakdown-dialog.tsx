import { BREAKDOWN_TOASTS, type UpdateBreakdownBody } from '@plantwise/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField, submitFailure } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { useUpdateBreakdown } from '../api/breakdown-actions';
import { DetailedFields } from './breakdown-detail-fields';
import {
  type BreakdownDialogProps,
  type BreakdownFormValues,
  breakdownToForm,
  updateResolver,
} from './breakdown-form';
import { SeverityPicker } from './form-fields';

/** Completes a quick report's details (it becomes detailed) or corrects the details of any open one. */
export function EditBreakdownDialog({ breakdown, open, onOpenChange }: BreakdownDialogProps) {
  const form = useForm<BreakdownFormValues, unknown, UpdateBreakdownBody>({
    resolver: updateResolver,
    defaultValues: breakdownToForm(breakdown),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const update = useUpdateBreakdown();
  const completingQuick = breakdown.stage === 'quick';

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: breakdown.id, body });
      toast.success(BREAKDOWN_TOASTS.updated, {
        description: completingQuick ? 'The quick report now has its details' : 'Details saved',
      });
      onOpenChange(false);
    } catch (error) {
      setFailure(
        submitFailure(
          form,
          error,
          BREAKDOWN_TOASTS.updateError,
          'The breakdown could not be updated. Try again.',
        ),
      );
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(breakdownToForm(breakdown));
        onOpenChange(next);
      }}
      className="sm:max-w-2xl"
      title={completingQuick ? 'Add Breakdown Details' : 'Edit Breakdown Details'}
      description={breakdown.asset.asset_name}
      onSubmit={submit}
      submitLabel="Save Details"
      pendingLabel="Saving..."
      pending={form.formState.isSubmitting}
      error={failure}
    >
      <FormField control={form.control} name="title" label="What happened?">
        {(props) => <Input {...props} className="h-10" />}
      </FormField>
      <Controller
        control={form.control}
        name="severity"
        render={({ field }) => <SeverityPicker value={field.value} onChange={field.onChange} />}
      />
      <FormField control={form.control} name="field_reporter_name" label="Reported by">
        {(props) => <Input {...props} className="h-10" />}
      </FormField>
      <DetailedFields control={form.control} />
    </FormDialog>
  );
}
