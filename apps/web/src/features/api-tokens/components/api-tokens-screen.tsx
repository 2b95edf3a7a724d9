import {
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPE_LABELS,
  type ApiToken,
  type ApiTokenWithOwner,
  DEFAULT_PAGE_SIZE,
  displayName,
  formatDate,
  formatLastUsed,
  isApiTokenExpired,
} from '@plantwise/domain';
import { KeyRoundIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ColumnDef } from '@/components/data-table';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { ListSection } from '@/components/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useNow } from '@/hooks/use-now';
import { errorMessage } from '@/lib/api-client';
import { useEveryonesApiTokens, useMyApiTokens, useRevokeApiToken } from '../api/api-tokens';
import { CreateTokenDialog } from './create-token-dialog';

function ExpiryCell({ token, now }: { token: ApiToken; now: Date }) {
  if (!token.expires_at) return <>Never</>;
  if (isApiTokenExpired(token.expires_at, now)) {
    return (
      <Badge variant="outline" className="border-red-300 text-red-800 dark:border-red-800 dark:text-red-300">
        Expired {formatDate(token.expires_at)}
      </Badge>
    );
  }
  return <>{formatDate(token.expires_at)}</>;
}

function tokenColumns<T extends ApiToken>(
  now: Date,
  onRevoke: (token: T) => void,
  owner?: ColumnDef<T>,
): ColumnDef<T>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      meta: { className: 'font-medium', card: 'title' },
      cell: ({ row }) => row.original.name,
    },
    ...(owner ? [owner] : []),
    {
      id: 'scope',
      header: 'Access',
      meta: { card: 'badge' },
      cell: ({ row }) => <Badge variant="secondary">{API_TOKEN_SCOPE_LABELS[row.original.scope]}</Badge>,
    },
    {
      id: 'created_at',
      header: 'Created',
      meta: { card: 'fact' },
      cell: ({ row }) => formatDate(row.original.created_at),
    },
    {
      id: 'last_used_at',
      header: 'Last used',
      meta: { card: 'fact' },
      cell: ({ row }) => formatLastUsed(row.original.last_used_at, now),
    },
    {
      id: 'expires_at',
      header: 'Expires',
      meta: { card: 'fact' },
      cell: ({ row }) => <ExpiryCell token={row.original} now={now} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right', card: 'action' },
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          onClick={() => onRevoke(row.original)}
          aria-label={`Revoke ${row.original.name}`}
        >
          Revoke
        </Button>
      ),
    },
  ];
}

const ownerColumn: ColumnDef<ApiTokenWithOwner> = {
  id: 'owner',
  header: 'Owner',
  meta: { card: 'fact' },
  cell: ({ row }) => (
    <span className="block max-w-48 truncate max-md:max-w-none" title={row.original.owner.email}>
      {displayName(row.original.owner)}
    </span>
  ),
};

function RevokeDialog({
  token,
  onClose,
}: {
  token: (ApiToken & { owner?: ApiTokenWithOwner['owner'] }) | null;
  onClose: () => void;
}) {
  const revoke = useRevokeApiToken();
  const [failure, setFailure] = useState<string | null>(null);
  const whose = token?.owner ? ` of ${displayName(token.owner)}` : '';
  return (
    <ConfirmDialog
      open={token !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFailure(null);
          onClose();
        }
      }}
      title={`Revoke "${token?.name ?? ''}"${whose}?`}
      description="Any script using it is refused from its next request. This cannot be undone; create a new token if it is needed again."
      confirmLabel="Revoke token"
      pendingLabel="Revoking..."
      pending={revoke.isPending}
      error={failure}
      onConfirm={async () => {
        if (!token) return;
        try {
          await revoke.mutateAsync(token.id);
          toast.success(`Token "${token.name}" revoked`);
          onClose();
        } catch (error) {
          setFailure(errorMessage(error, 'The token was not revoked. Try again.'));
        }
      }}
    />
  );
}

function usePage() {
  const [offset, setOffset] = useState(0);
  return {
    page: { limit: DEFAULT_PAGE_SIZE, offset },
    paging: { offset, limit: DEFAULT_PAGE_SIZE, onOffsetChange: setOffset },
  };
}

function MyTokens({ onCreate }: { onCreate: () => void }) {
  const now = useNow(60_000);
  const { page, paging } = usePage();
  const tokens = useMyApiTokens(page);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  return (
    <ListSection
      title="Your tokens"
      filter={
        <Button onClick={onCreate}>
          <PlusIcon aria-hidden="true" />
          Create token
        </Button>
      }
    >
      <QueryTable
        query={tokens}
        aria-label="Your API tokens"
        columns={tokenColumns<ApiToken>(now, setRevoking)}
        getRowId={(token) => token.id}
        loadingLabel="Loading your API tokens"
        errorTitle="Could not load your API tokens"
        empty={<EmptyState icon={KeyRoundIcon} title={API_TOKEN_MESSAGES.empty} />}
        paging={paging}
      />
      <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />
    </ListSection>
  );
}

function EveryonesTokens() {
  const now = useNow(60_000);
  const { page, paging } = usePage();
  const tokens = useEveryonesApiTokens(page);
  const [revoking, setRevoking] = useState<ApiTokenWithOwner | null>(null);
  return (
    <ListSection title="Everyone's tokens" filter={null}>
      <QueryTable
        query={tokens}
        aria-label="Everyone's API tokens"
        columns={tokenColumns<ApiTokenWithOwner>(now, setRevoking, ownerColumn)}
        getRowId={(token) => token.id}
        loadingLabel="Loading everyone's API tokens"
        errorTitle="Could not load everyone's API tokens"
        empty={<EmptyState icon={KeyRoundIcon} title="Nobody has an API token yet" />}
        paging={paging}
      />
      <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />
    </ListSection>
  );
}

/** Settings → API tokens: a person's tokens for scripts, and for admins everyone's. */
export function ApiTokensScreen() {
  const { profile } = useAuth();
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid grid-cols-1 gap-8">
      <MyTokens onCreate={() => setCreating(true)} />
      {profile?.role === 'admin' && <EveryonesTokens />}
      <CreateTokenDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
