import {
  type RecordSummary,
  type Role,
  SIGNATURE_MEANING_LABELS,
  type SignatureMeaning,
  type SignBody,
  signableMeanings,
  signBodySchema,
  signingClosedReason,
} from '@plantwise/domain';
import { toast } from 'sonner';
import { FormField, useZodForm } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { OptionSelect } from '@/components/option-select';
import { SigningPasswordField, showSigningRefusal } from '@/components/signing-password';
import { useSignRecord } from '../api/sign-records';

type Signable = Pick<RecordSummary, 'performer_id' | 'signatures'>;
const asAttempt = (record: Signable) => ({
  performerId: record.performer_id,
  existing: record.signatures.map((s) => ({ signer_id: s.signer_id ?? '', meaning: s.meaning })),
});

/** The meanings this person may still add (the domain's rule), first the one the record most needs. */
export function meaningsFor(record: Signable, userId: string, role: Role): SignatureMeaning[] {
  return signableMeanings(asAttempt(record), { id: userId, role });
}

/** Why this person cannot sign the record any more, or null when they can. */
export function signingClosedFor(record: Signable, userId: string, role: Role): string | null {
  return signingClosedReason(asAttempt(record), { id: userId, role });
}

/**
 * Sign a record: the meaning and the password again (21 CFR Part 11 §11.200: a signature needs the
 * signer's own credentials each time). The server decides; its refusal is shown here.
 */
export function SignDialog({
  record,
  meanings,
  open,
  onOpenChange,
}: {
  record: Pick<RecordSummary, 'id' | 'number' | 'title'>;
  meanings: SignatureMeaning[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(signBodySchema, { defaultValues: { meaning: meanings[0], password: '' } });
  const signRecord = useSignRecord();
  const submit = form.handleSubmit(async (body: SignBody) => {
    try {
      await signRecord.mutateAsync({ id: record.id, body });
      toast.success(`${record.number} signed`, { description: SIGNATURE_MEANING_LABELS[body.meaning] });
      onOpenChange(false);
    } catch (error) {
      showSigningRefusal(form, error, 'The record was not signed.');
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ meaning: meanings[0], password: '' });
        onOpenChange(next);
      }}
      title={`Sign ${record.number}`}
      description={`${record.title}. Your name, role, the time and what your signature means are stored with the record, which cannot change afterwards.`}
      onSubmit={submit}
      submitLabel="Sign record"
      pendingLabel="Signing..."
      pending={signRecord.isPending}
    >
      <FormField control={form.control} name="meaning" label="My signature means" required>
        {({ value, onChange, ...props }) => (
          <OptionSelect
            {...props}
            options={meanings.map((m) => ({ value: m, label: SIGNATURE_MEANING_LABELS[m] }))}
            value={value as SignatureMeaning}
            onValueChange={onChange}
          />
        )}
      </FormField>
      <SigningPasswordField control={form.control} />
    </FormDialog>
  );
}
