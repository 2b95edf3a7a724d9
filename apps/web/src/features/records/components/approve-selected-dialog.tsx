import { type BatchSignResult, signBodySchema } from '@plantwise/domain';
import { CheckCircle2Icon, CircleSlashIcon } from 'lucide-react';
import { useState } from 'react';
import { useZodForm } from '@/components/form';
import { DialogFrame, FormDialog } from '@/components/form-dialog';
import { SigningPasswordField, showSigningRefusal } from '@/components/signing-password';
import { Button } from '@/components/ui/button';
import { useSignRecords } from '../api/sign-records';

const passwordSchema = signBodySchema.pick({ password: true });

/** What a batch approval did: the records signed, then each refusal with its reason. */
function Summary({ result }: { result: BatchSignResult }) {
  return (
    <div className="grid gap-4 text-sm" role="status">
      <p className="flex items-center gap-2 font-medium">
        <CheckCircle2Icon aria-hidden="true" className="size-4 text-success" />
        {result.signed.length === 1 ? '1 record approved' : `${result.signed.length} records approved`}
      </p>
      {result.refused.length > 0 && (
        <section aria-labelledby="approve-refused" className="grid gap-2">
          <h3 id="approve-refused" className="flex items-center gap-2 font-medium">
            <CircleSlashIcon aria-hidden="true" className="size-4 text-destructive" />
            {result.refused.length === 1
              ? '1 record not approved'
              : `${result.refused.length} records not approved`}
          </h3>
          <ul className="grid max-h-60 gap-1 overflow-y-auto">
            {result.refused.map((r) => (
              <li key={r.id}>
                <span className="font-mono">{r.number ?? 'Unknown record'}</span>: {r.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * Approve the selected records with one password entry (21 CFR Part 11 §11.200(a)(1): later signings
 * in one continuous session). The server signs each record on its own rules and says what it refused.
 */
export function ApproveSelectedDialog({
  recordIds,
  open,
  onOpenChange,
  onDone,
}: {
  recordIds: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the server has answered, with the ids it signed. */
  onDone: (signedIds: string[]) => void;
}) {
  const form = useZodForm(passwordSchema, { defaultValues: { password: '' } });
  const signRecords = useSignRecords();
  const [result, setResult] = useState<BatchSignResult | null>(null);
  const close = (next: boolean) => {
    if (next) {
      form.reset({ password: '' });
      setResult(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const answer = await signRecords.mutateAsync({ record_ids: recordIds, meaning: 'approved', password });
      setResult(answer);
      onDone(answer.signed.map((r) => r.id));
    } catch (error) {
      showSigningRefusal(form, error, 'The records were not approved.');
    }
  });
  const count = recordIds.length;
  const what = count === 1 ? '1 record' : `${count} records`;
  if (result) {
    return (
      <DialogFrame
        open={open}
        onOpenChange={close}
        title="Approval done"
        footer={<Button onClick={() => close(false)}>Done</Button>}
      >
        <Summary result={result} />
      </DialogFrame>
    );
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={`Approve ${what}`}
      description={`Each record gets its own signature meaning “approved”, with your name, role and the time; records cannot change afterwards. A record you performed yourself is not approved.`}
      onSubmit={submit}
      submitLabel={`Approve ${what}`}
      pendingLabel="Approving..."
      pending={signRecords.isPending}
    >
      <SigningPasswordField
        control={form.control}
        description="Your sign-in password, entered once for the whole selection"
      />
    </FormDialog>
  );
}
