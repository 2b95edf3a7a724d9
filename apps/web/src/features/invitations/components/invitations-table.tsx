import {
  canResendInvitation,
  canRevokeInvitation,
  DEFAULT_PAGE_SIZE,
  formatDateTime,
  INVITATION_STATUSES,
  type Invitation,
  type InvitationStatus,
  type IssuedInvitation,
  ROLE_LABELS,
} from '@plantwise/domain';
import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ColumnDef } from '@/components/data-table';
import { DialogFrame } from '@/components/form-dialog';
import { OptionSelect } from '@/components/option-select';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { ListSection } from '@/components/section';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/admin-invitations';
import { InvitationStatusBadge } from './invitation-status-badge';
import { IssuedInvitationDetails } from './issued-invitation';

const STATUS_OPTIONS = INVITATION_STATUSES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

const who = (invitation: Invitation) => invitation.email || 'First administrator (open)';

const COLUMNS: ColumnDef<Invitation>[] = [
  {
    id: 'email',
    header: 'Email',
    meta: { className: 'font-medium', card: 'title' },
    // Long addresses are cut on a desktop table (whole in the tooltip and on the phone's card).
    cell: ({ row }) => (
      <span className="block max-w-48 truncate max-md:max-w-none" title={who(row.original)}>
        {who(row.original)}
      </span>
    ),
  },
  {
    id: 'full_name',
    header: 'Name',
    meta: { card: 'fact' },
    cell: ({ row }) => row.original.full_name ?? '—',
  },
  { id: 'role', header: 'Role', meta: { card: 'fact' }, cell: ({ row }) => ROLE_LABELS[row.original.role] },
  {
    id: 'status',
    header: 'Status',
    meta: { card: 'badge' },
    cell: ({ row }) => <InvitationStatusBadge status={row.original.status} />,
  },
  {
    id: 'expires_at',
    header: 'Expires',
    // Expiry and inviter from 1280 px: at a tablet's 1024 px the address, name, role and status come first.
    meta: { className: 'max-xl:hidden whitespace-normal', card: 'fact' },
    cell: ({ row: { original: invitation } }) =>
      invitation.status === 'accepted'
        ? `Accepted ${formatDateTime(invitation.accepted_at)}`
        : formatDateTime(invitation.expires_at),
  },
  {
    id: 'invited_by',
    header: 'Invited by',
    meta: { className: 'max-xl:hidden' },
    cell: ({ row }) => (
      <span
        className="block max-w-48 truncate max-md:max-w-none"
        title={row.original.invited_by_email ?? 'System'}
      >
        {row.original.invited_by_email ?? 'System'}
      </span>
    ),
  },
];

/** Invitations with their status; pending and expired ones can be resent or revoked (admins). */
export function InvitationsTable() {
  const [status, setStatus] = useState<InvitationStatus>();
  const [offset, setOffset] = useState(0);
  const query = { limit: DEFAULT_PAGE_SIZE, offset, ...(status ? { status } : {}) };
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

  const columns: ColumnDef<Invitation>[] = [
    ...COLUMNS,
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right', card: 'action' },
      cell: ({ row: { original: invitation } }) => (
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
      ),
    },
  ];

  return (
    <ListSection
      title="Invitations"
      filter={
        <OptionSelect<InvitationStatus>
          value={status}
          options={STATUS_OPTIONS}
          allLabel="All statuses"
          onValueChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
          className="h-9 w-40"
          aria-label="Filter invitations by status"
        />
      }
    >
      <QueryTable
        query={invitations}
        loadingLabel="Loading invitations"
        errorTitle="Could not load invitations"
        empty={
          <EmptyState icon={MailIcon}>
            <p>
              {!status ? 'No invitations yet. Invite someone to get started.' : `No ${status} invitations.`}
            </p>
          </EmptyState>
        }
        aria-label="Invitations"
        columns={columns}
        getRowId={(invitation) => invitation.id}
        paging={{ offset, limit: DEFAULT_PAGE_SIZE, onOffsetChange: setOffset }}
      />

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke the invitation to ${revoking ? who(revoking) : ''}?`}
        description="Its code and link stop working at once. You can invite the same address again later."
        confirmLabel="Revoke invitation"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />

      <DialogFrame
        open={issued !== null}
        onOpenChange={(open) => !open && setIssued(null)}
        className="sm:max-w-xl"
        title="Invitation Resent"
        description="The earlier code and link no longer work."
        footer={<Button onClick={() => setIssued(null)}>Done</Button>}
      >
        {issued && <IssuedInvitationDetails issued={issued} />}
      </DialogFrame>
    </ListSection>
  );
}
