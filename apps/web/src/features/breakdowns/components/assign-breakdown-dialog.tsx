import {
  BREAKDOWN_TOASTS,
  breakdownPermissions,
  displayName,
  fromDateTimeLocal,
  type Severity,
  toDateTimeLocal,
} from '@plantwise/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { OptionSelect } from '@/components/option-select';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useAssignBreakdown } from '../api/breakdown-actions';
import { useAssignees } from '../api/get-assignees';
import type { BreakdownDialogProps } from './breakdown-form';
import { SeverityPicker } from './form-fields';

/**
 * Assign a running breakdown (spec §7 assign payload): managers and admins pick anyone who does
 * breakdown work, technicians take it themselves; severity and deadline may be set at the same time.
 */
export function AssignBreakdownDialog({ breakdown, open, onOpenChange }: BreakdownDialogProps) {
  const { profile } = useAuth();
  const canAssignOthers = profile ? breakdownPermissions(profile.role).assignOthers : false;
  const assignees = useAssignees(open && canAssignOthers);
  const [assignee, setAssignee] = useState('');
  const [severity, setSeverity] = useState<Severity>(breakdown.severity);
  const [deadline, setDeadline] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const assign = useAssignBreakdown();

  const initialDeadline = breakdown.completion_deadline ? toDateTimeLocal(breakdown.completion_deadline) : '';
  // The dialog is opened by its parent (the open prop), so its fields start from the breakdown each
  // time it opens: an empty deadline field sent back would have wiped the automatic deadline.
  useEffect(() => {
    if (!open) return;
    setAssignee(canAssignOthers ? (breakdown.assigned_to ?? '') : (profile?.id ?? ''));
    setSeverity(breakdown.severity);
    setDeadline(initialDeadline);
    setError(undefined);
    setFailure(null);
  }, [open, canAssignOthers, breakdown.assigned_to, breakdown.severity, initialDeadline, profile?.id]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const assignedTo = canAssignOthers ? assignee : profile?.id;
    if (!assignedTo) {
      setError('Choose who to assign');
      return;
    }
    try {
      const updated = await assign.mutateAsync({
        id: breakdown.id,
        body: {
          assigned_to: assignedTo,
          severity,
          // Only a deadline the person changed is sent: left alone, the breakdown keeps its own.
          ...(deadline !== initialDeadline && { completion_deadline: fromDateTimeLocal(deadline) }),
        },
      });
      toast.success(BREAKDOWN_TOASTS.updated, {
        description: `Assigned to ${updated.assignee ? displayName(updated.assignee) : 'the technician'}`,
      });
      onOpenChange(false);
    } catch (failure) {
      setFailure(
        `${BREAKDOWN_TOASTS.updateError}: ${errorMessage(failure, 'The breakdown could not be assigned. Try again.')}`,
      );
    }
  };

  const people = assignees.data?.data ?? [];
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Assign Breakdown"
      description={`${breakdown.asset.asset_name}: ${breakdown.title}`}
      onSubmit={submit}
      submitLabel={canAssignOthers ? 'Assign' : 'Assign to me'}
      pendingLabel="Assigning..."
      pending={assign.isPending}
      error={failure}
    >
      {canAssignOthers ? (
        <Field label="Assign to" error={error}>
          {(props) => (
            <OptionSelect
              {...props}
              value={assignee}
              options={people.map((person) => ({ value: person.id, label: displayName(person) }))}
              onValueChange={(value) => {
                setAssignee(value);
                setError(undefined);
              }}
              placeholder={assignees.isPending ? 'Loading people...' : 'Choose a person'}
              className="h-10 w-full"
            />
          )}
        </Field>
      ) : (
        <p className="text-sm">
          You will take this breakdown: <strong>{profile ? displayName(profile) : ''}</strong>
        </p>
      )}
      {assignees.isError && (
        <p className="text-destructive text-sm">{errorMessage(assignees.error, 'Could not load people.')}</p>
      )}
      <SeverityPicker value={severity} onChange={setSeverity} />
      <Field label="Completion deadline (optional)">
        {(props) => (
          <Input
            {...props}
            type="datetime-local"
            value={deadline}
            onChange={(event) => setDeadline(event.target.value)}
            className="h-10"
          />
        )}
      </Field>
    </FormDialog>
  );
}
