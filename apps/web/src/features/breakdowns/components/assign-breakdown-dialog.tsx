import {
  BREAKDOWN_TOASTS,
  breakdownPermissions,
  displayName,
  fromDateTimeLocal,
  severitySchema,
  toDateTimeLocal,
} from '@plantwise/domain';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormField, showRefusal, useZodForm } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { useAssignBreakdown } from '../api/breakdown-actions';
import { AssigneePicker } from './assignee-picker';
import type { BreakdownDialogProps } from './breakdown-form';
import { SeverityPicker } from './form-fields';

// The assignee is a person's id (a technician's own); the deadline is datetime-local text until sent.
const assignFormSchema = z.object({
  assigned_to: z.string().min(1, 'Choose who to assign'),
  severity: severitySchema,
  completion_deadline: z.string(),
});

/**
 * Assign a running breakdown (spec §7 assign payload): managers and admins pick anyone who does
 * breakdown work, technicians take it themselves; severity and deadline may be set at the same time.
 */
export function AssignBreakdownDialog({ breakdown, open, onOpenChange }: BreakdownDialogProps) {
  const { profile } = useAuth();
  const canAssignOthers = profile ? breakdownPermissions(profile.role).assignOthers : false;
  const form = useZodForm(assignFormSchema, {
    defaultValues: { assigned_to: '', severity: breakdown.severity, completion_deadline: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const assign = useAssignBreakdown();

  const initialDeadline = breakdown.completion_deadline ? toDateTimeLocal(breakdown.completion_deadline) : '';
  // The dialog is opened by its parent (the open prop), so its fields start from the breakdown each
  // time it opens: an empty deadline field sent back would have wiped the automatic deadline.
  useEffect(() => {
    if (!open) return;
    form.reset({
      assigned_to: canAssignOthers ? (breakdown.assigned_to ?? '') : (profile?.id ?? ''),
      severity: breakdown.severity,
      completion_deadline: initialDeadline,
    });
    setFailure(null);
  }, [open, form, canAssignOthers, breakdown.assigned_to, breakdown.severity, initialDeadline, profile?.id]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await assign.mutateAsync({
        id: breakdown.id,
        body: {
          assigned_to: values.assigned_to,
          severity: values.severity,
          // Only a deadline the person changed is sent: left alone, the breakdown keeps its own.
          ...(values.completion_deadline !== initialDeadline && {
            completion_deadline: fromDateTimeLocal(values.completion_deadline),
          }),
        },
      });
      toast.success(BREAKDOWN_TOASTS.updated, {
        description: `Assigned to ${updated.assignee ? displayName(updated.assignee) : 'the technician'}`,
      });
      onOpenChange(false);
    } catch (error) {
      // Beside the assignee or the deadline when the server names them; anything else once, by the button.
      const summary = showRefusal(
        form,
        error,
        (key) => key === 'completion_deadline' || (canAssignOthers && key === 'assigned_to'),
        'The breakdown could not be assigned. Try again.',
      );
      setFailure(summary && `${BREAKDOWN_TOASTS.updateError}: ${summary}`);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Assign Breakdown"
      noKeyboardOnTouch
      description={`${breakdown.asset.asset_name}: ${breakdown.title}`}
      onSubmit={submit}
      submitLabel={canAssignOthers ? 'Assign' : 'Assign to me'}
      pendingLabel="Assigning..."
      pending={assign.isPending}
      error={failure}
    >
      {canAssignOthers ? (
        <Controller
          control={form.control}
          name="assigned_to"
          render={({ field, fieldState }) => (
            <AssigneePicker
              value={field.value}
              onChange={(id) => field.onChange(id ?? '')}
              current={breakdown.assignee}
              assetId={breakdown.asset_id}
              error={fieldState.error?.message}
              inputRef={field.ref}
            />
          )}
        />
      ) : (
        <p className="text-sm">
          You will take this breakdown: <strong>{profile ? displayName(profile) : ''}</strong>
        </p>
      )}
      <Controller
        control={form.control}
        name="severity"
        render={({ field }) => <SeverityPicker value={field.value} onChange={field.onChange} />}
      />
      <FormField control={form.control} name="completion_deadline" label="Completion deadline (optional)">
        {(props) => <Input {...props} type="datetime-local" className="h-10" />}
      </FormField>
    </FormDialog>
  );
}
