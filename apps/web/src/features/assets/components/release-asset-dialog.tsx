import {
  type Asset,
  formatDateTime,
  hygieneReleaseRefusal,
  type ReleaseBody,
  type Role,
  releaseBodySchema,
} from '@plantwise/domain';
import { ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FormField, useZodForm } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { SigningPasswordField, showSigningRefusal } from '@/components/signing-password';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { mayRelease, usePendingRelease, useReleaseAsset } from '../api/hygiene-release';

/**
 * An asset awaiting its hygiene release (BRCGS 4.7.4): the work that put it there and who did it, and,
 * for those who may release it, "Release for production" (notes and the password again). The domain's rule
 * says who may; the server decides.
 */
export function AwaitingReleasePanel({
  asset,
  user,
}: {
  asset: Pick<Asset, 'id' | 'asset_id' | 'asset_name' | 'status'>;
  user: { id: string; role: Role } | null;
}) {
  const waiting = asset.status === 'awaiting-release';
  const query = usePendingRelease(asset.id, waiting);
  const [open, setOpen] = useState(false);
  if (!waiting) return null;
  const pending = query.data?.pending ?? null;
  const doers = [...new Set((pending?.work ?? []).map((w) => w.completed_by).filter(Boolean))];
  const refusal =
    user && pending
      ? hygieneReleaseRefusal({
          asset,
          releaser: user,
          performerIds: pending.work.map((w) => w.performer_id),
        })
      : null;
  const canRelease = Boolean(user && mayRelease(user.role) && pending && !refusal);

  return (
    <Alert className="border-warning/60">
      <ShieldCheckIcon aria-hidden="true" />
      <AlertTitle>Awaiting hygiene release</AlertTitle>
      <AlertDescription className="grid gap-3">
        {query.isPending ? (
          <Spinner label="Loading the work to release..." />
        ) : query.isError ? (
          <p>{errorMessage(query.error, 'The work awaiting release could not be loaded.')}</p>
        ) : (
          <>
            <p>
              Work on this food-contact surface is complete. Production may restart once a quality person, or
              a manager who did not do the work, releases it.
              {doers.length > 0 && <> Work done by {doers.join(', ')}.</>}
            </p>
            {pending && (
              <ul className="grid gap-1">
                {pending.work.map((w) => (
                  <li key={`${w.record_id ?? w.title}-${w.completed_at}`} className="break-words">
                    {w.record_id ? (
                      <Link
                        to={`/records/${w.record_id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {w.record_number ?? w.title}
                      </Link>
                    ) : (
                      w.record_number
                    )}{' '}
                    {w.title} · {w.completed_by} · {formatDateTime(w.completed_at)}
                  </li>
                ))}
              </ul>
            )}
            {canRelease && (
              <div>
                <Button onClick={() => setOpen(true)} className="max-sm:w-full">
                  <ShieldCheckIcon aria-hidden="true" />
                  Release for production
                </Button>
              </div>
            )}
            {user && mayRelease(user.role) && refusal?.reason === 'own_work' && <p>{refusal.message}.</p>}
          </>
        )}
      </AlertDescription>
      {canRelease && <ReleaseAssetDialog asset={asset} doers={doers} open={open} onOpenChange={setOpen} />}
    </Alert>
  );
}

function ReleaseAssetDialog({
  asset,
  doers,
  open,
  onOpenChange,
}: {
  asset: Pick<Asset, 'id' | 'asset_id' | 'asset_name'>;
  doers: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(releaseBodySchema, { defaultValues: { password: '', notes: '' } });
  const release = useReleaseAsset(asset.id);
  const submit = form.handleSubmit(async (body: ReleaseBody) => {
    try {
      const result = await release.mutateAsync(body);
      toast.success(`${asset.asset_id} released for production`, {
        description: `Signed record ${result.record_number}`,
      });
      onOpenChange(false);
    } catch (error) {
      showSigningRefusal(form, error, 'The asset was not released.');
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ password: '', notes: '' });
        onOpenChange(next);
      }}
      title={`Release ${asset.asset_id} for production`}
      description={`${asset.asset_name}${doers.length ? `. Work done by ${doers.join(', ')}` : ''}. Your release is a signed food-safety record: your name, role and the time are stored with it and cannot change afterwards.`}
      onSubmit={submit}
      submitLabel="Release for production"
      pendingLabel="Releasing..."
      pending={release.isPending}
    >
      <FormField
        control={form.control}
        name="notes"
        label="Notes"
        description="What you checked: visual inspection, swab or ATP result, clean-down."
      >
        {(props) => <Textarea {...props} rows={3} />}
      </FormField>
      <SigningPasswordField control={form.control} />
    </FormDialog>
  );
}
