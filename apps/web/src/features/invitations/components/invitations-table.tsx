import {
  canResendInvitation,
  canRevokeInvitation,
  DEFAULT_PAGE_SIZE,
  INVITATION_STATUSES,
  type Invitation,
  type InvitationStatus,
  type IssuedInvitation,
  ROLE_LABELS,
} from '@plantwise/domain';
import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Pager } from '@/components/pager';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/admin-invitations';
import { InvitationStatusBadge } from './invitation-status-badge';
import { IssuedInvitationDetails } from './issued-invitation';

const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

const who = (invitation: Invitation) => invitation.email || 'First administrator (open)';

/** Invitations with their status; pending and expired ones can be resent or revoked (admins). */
export function InvitationsTable() {
  const [status, setStatus] = useState<InvitationStatus | 'all'>('all');
  const [offset, setOffset] = useState(0);
  const query = { limit: DEFAULT_PAGE_SIZE, offset, ...(status === 'all' ? {} : { status }) };
  const invitations = useInvitations(query);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [issued, setIssued] = useState<IssuedInvitation | null>(null);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  const resendInvitation = async (invitation: Invitation) => {
    try {
      setIssued(await resend.mutateAsync(invitation.id));
      toast.success('Invitation resent', {
        description: `A new code and link were sent to ${who(invitation)}.`,
      });
    } catch (error) {
      toast.error('Resend failed', {
        description: errorMessage(error, 'The invitation could not be resent.'),
      });
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success('Invitation revoked', { description: `${who(revoking)} can no longer use it.` });
      setRevoking(null);
    } catch (error) {
      toast.error('Revoke failed', {
        description: errorMessage(error, 'The invitation could not be revoked.'),
      });
    }
  };

  const total = invitations.data?.total ?? 0;
  const rows = invitations.data?.data ?? [];
  return (
    <section aria-labelledby="invitations-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="invitations-heading" className="font-semibold text-lg">
          Invitations
        </h2>
        <Select
          value={status}
          onValueChange={(value) => {
            setStatus(value as InvitationStatus | 'all');
            setOffset(0);
          }}
        >
          <SelectTrigger className="h-9 w-40" aria-label="Filter invitations by status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            {INVITATION_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {value.charAt(0).toUpperCase() + value.slice(1)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {invitations.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load invitations</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(invitations.error, 'The server did not answer.')}</p>
            <Button variant="outline" size="sm" onClick={() => void invitations.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : invitations.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading invitations">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          <MailIcon aria-hidden="true" className="size-8" />
          <p>
            {status === 'all'
              ? 'No invitations yet. Invite someone to get started.'
              : `No ${status} invitations.`}
          </p>
        </div>
      ) : (
        <div className="rounded-lg border">
          <Table aria-label="Invitations">
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Expires</TableHead>
                <TableHead>Invited by</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell className="font-medium">{who(invitation)}</TableCell>
                  <TableCell>{invitation.full_name ?? '—'}</TableCell>
                  <TableCell>{ROLE_LABELS[invitation.role]}</TableCell>
                  <TableCell>
                    <InvitationStatusBadge status={invitation.status} />
                  </TableCell>
                  <TableCell>
                    {invitation.status === 'accepted'
                      ? `Accepted ${dateTime(invitation.accepted_at)}`
                      : dateTime(invitation.expires_at)}
                  </TableCell>
                  <TableCell>{invitation.invited_by_email ?? 'System'}</TableCell>
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-2">
                      {canResendInvitation(invitation) && (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={resend.isPending}
                          onClick={() => void resendInvitation(invitation)}
                          aria-label={`Resend invitation to ${who(invitation)}`}
                        >
                          Resend
                        </Button>
                      )}
                      {canRevokeInvitation(invitation) && (
                        <Button
                          variant="outline"
                          size="sm"
                          className="text-destructive"
                          onClick={() => setRevoking(invitation)}
                          aria-label={`Revoke invitation to ${who(invitation)}`}
                        >
                          Revoke
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Pager offset={offset} total={total} onOffsetChange={setOffset} label="Pages of invitations" />

      <AlertDialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke the invitation to {revoking ? who(revoking) : ''}?</AlertDialogTitle>
            <AlertDialogDescription>
              Its code and link stop working at once. You can invite the same address again later.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={() => void confirmRevoke()} disabled={revoke.isPending}>
              {revoke.isPending ? 'Revoking...' : 'Revoke invitation'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <Dialog open={issued !== null} onOpenChange={(open) => !open && setIssued(null)}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Invitation Resent</DialogTitle>
            <DialogDescription>The earlier code and link no longer work.</DialogDescription>
          </DialogHeader>
          {issued && <IssuedInvitationDetails issued={issued} />}
          <DialogFooter>
            <Button onClick={() => setIssued(null)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
