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
import { Field } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useAmendRecord } from '../api/amend-record';

/** The words of the record that a correction may change, as they stand. */
function amendable(record: RecordDetail): AmendableField[] {
  return AMENDABLE_FIELDS.filter((field) => typeof record.snapshot[field] === 'string');
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
  const initial = () => Object.fromEntries(fields.map((f) => [f, String(record.snapshot[f] ?? '')]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const amend = useAmendRecord();

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValues(initial());
          setReason('');
          setErrors({});
        }
        onOpenChange(next);
      }}
      className="sm:max-w-xl"
      title={`Correct ${record.number}`}
      description="The record stays as it was. The correction is a new record that refers to it and needs its own signatures."
      submitLabel="Save correction"
      pendingLabel="Saving..."
      pending={amend.isPending}
      onSubmit={async (event) => {
        event.preventDefault();
        const changes = Object.fromEntries(
          fields
            .filter((f) => values[f].trim() !== String(record.snapshot[f] ?? '').trim())
            .map((f) => [f, values[f]]),
        );
        const parsed = amendmentBodySchema.safeParse({ reason, changes });
        if (!parsed.success) {
          const next: Record<string, string> = {};
          for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'changes')] ??= issue.message;
          return setErrors(next);
        }
        try {
          const amendment = await amend.mutateAsync({ id: record.id, body: parsed.data });
          toast.success(`${amendment.number} written`, {
            description: 'Sign it, then ask a manager to approve it.',
          });
          onOpenChange(false);
          void navigate(`/records/${amendment.id}`);
        } catch (error) {
          setErrors({ reason: errorMessage(error, 'The correction was not saved.') });
        }
      }}
    >
      {fields.map((field) => (
        <Field key={field} label={AMENDABLE_FIELD_LABELS[field]}>
          <Textarea
            rows={3}
            value={values[field]}
            onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
          />
        </Field>
      ))}
      {errors.changes && (
        <p role="alert" className="text-destructive text-sm">
          {errors.changes}
        </p>
      )}
      <Field label="Reason for the correction" required error={errors.reason}>
        <Textarea rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
    </FormDialog>
  );
}
