import {
  AMENDABLE_FIELD_LABELS,
  AMENDABLE_FIELDS,
  type AmendableField,
  amendmentBodySchema,
  type RecordDetail,
} from '@plantwise/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormField, submitFailure, useZodForm } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { useAmendRecord } from '../api/amend-record';

/** The words of the record that a correction may change, as they stand. */
function amendable(record: RecordDetail): AmendableField[] {
  return AMENDABLE_FIELDS.filter((field) => typeof record.snapshot[field] === 'string');
}

/**
 * The form holds every amendable text as it stands; only what was changed goes as `changes`, checked
 * by the server's own rule, so a refusal keyed `changes.<field>` lands on that field.
 */
function amendFormSchema(record: RecordDetail) {
  return z
    .object({ reason: z.string(), changes: z.record(z.string(), z.string()) })
    .transform(({ reason, changes }) => ({
      reason,
      changes: Object.fromEntries(
        Object.entries(changes).filter(
          ([f, text]) => text.trim() !== String(record.snapshot[f] ?? '').trim(),
        ),
      ),
    }))
    .pipe(amendmentBodySchema);
}

/**
 * Correct a record (BRCGS 3.3): the reason and the corrected words. The original stays as it was; the
 * correction becomes a new record that needs its own signatures.
 */
export function AmendDialog({
  record,
  open,
  onOpenChange,
}: {
  record: RecordDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fields = amendable(record);
  const initial = () => ({
    reason: '',
    changes: Object.fromEntries(fields.map((f) => [f, String(record.snapshot[f] ?? '')])),
  });
  const form = useZodForm(amendFormSchema(record), { defaultValues: initial() });
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const amend = useAmendRecord();
  // "Change at least one field" belongs to no single field: said once, above the reason.
  const nothingChanged = (form.formState.errors.changes as { message?: string } | undefined)?.message;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const amendment = await amend.mutateAsync({ id: record.id, body });
      toast.success(`${amendment.number} written`, {
        description: 'Sign it, then ask a manager to approve it.',
      });
      onOpenChange(false);
      void navigate(`/records/${amendment.id}`);
    } catch (error) {
      setFailure(submitFailure(form, error, 'Correction not saved', 'The correction was not saved.'));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset(initial());
          setFailure(null);
        }
        onOpenChange(next);
      }}
      className="sm:max-w-xl"
      title={`Correct ${record.number}`}
      description="The record stays as it was. The correction is a new record that refers to it and needs its own signatures."
      submitLabel="Save correction"
      pendingLabel="Saving..."
      pending={amend.isPending}
      onSubmit={submit}
      error={failure}
    >
      {fields.map((field) => (
        <FormField
          key={field}
          control={form.control}
          name={`changes.${field}`}
          label={AMENDABLE_FIELD_LABELS[field]}
        >
          {(props) => <Textarea {...props} rows={3} />}
        </FormField>
      ))}
      {nothingChanged && (
        <p role="alert" className="text-destructive text-sm">
          {nothingChanged}
        </p>
      )}
      <FormField control={form.control} name="reason" label="Reason for the correction" required>
        {(props) => <Textarea {...props} rows={2} />}
      </FormField>
    </FormDialog>
  );
}
