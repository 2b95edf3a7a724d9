import { type Asset, formatDateTime } from '@plantwise/domain';
import { LinkIcon, RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useReportTokenState, useRotateReportToken } from '../api/report-token';
import { AssetQrLabel } from './asset-qr-label';

/**
 * The manager's "report link" of an asset: anyone who scans it can report a fault without
 * an account. Created or rotated here; the link is shown once, with a label that carries both codes.
 */
export function ReportLinkCard({
  asset,
}: {
  asset: Pick<Asset, 'id' | 'asset_id' | 'asset_name' | 'location' | 'location_path' | 'site'>;
}) {
  const state = useReportTokenState(asset.id, true);
  const rotate = useRotateReportToken(asset.id);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const run = async () => {
    try {
      const answer = await rotate.mutateAsync();
      setCreated(answer.url);
      setConfirmOpen(false);
      toast.success('Report link ready', {
        description: 'Print the label now: the link is shown only once.',
      });
    } catch (error) {
      toast.error('Could not create the report link', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <QueryState
      query={state}
      loadingLabel="Loading the report link"
      errorTitle="Could not load the report link"
    >
      {(data) => (
        <div className="grid gap-3">
          <p className="text-muted-foreground text-sm">
            {data.exists
              ? `A report link was created ${formatDateTime(data.created_at)}. Rotating it stops every printed label with the old link.`
              : 'No report link yet. Create one so line operators can report a fault by scanning the label, without an account.'}
          </p>
          {created && (
            <div className="grid gap-2" data-testid="report-link-created">
              <p className="font-medium text-sm">Shown once — print or copy it now:</p>
              <code className="break-all rounded bg-muted p-2 text-xs">{created}</code>
              <AssetQrLabel asset={asset} reportUrl={created} />
            </div>
          )}
          <Button
            variant="outline"
            className="w-fit"
            disabled={rotate.isPending}
            onClick={() => (data.exists ? setConfirmOpen(true) : void run())}
          >
            {data.exists ? <RotateCwIcon aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
            {data.exists ? 'Rotate report link' : 'Create report link'}
          </Button>
          <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Rotate the report link of {asset.asset_name}?</AlertDialogTitle>
                <AlertDialogDescription>
                  Every printed label with the current link stops working at once: operators who scan it are
                  told to tell their supervisor. You will need to print the new label.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={rotate.isPending}>Cancel</AlertDialogCancel>
                <AlertDialogAction
                  disabled={rotate.isPending}
                  onClick={(event) => {
                    event.preventDefault();
                    void run();
                  }}
                >
                  Rotate link
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      )}
    </QueryState>
  );
}
