import {
  type AdminUser,
  DEFAULT_PAGE_SIZE,
  displayName,
  formatDateTime,
  ROLE_LABELS,
  ROLES,
  type Role,
  SEARCH_DEBOUNCE_MS,
  sitesSummary,
} from '@plantwise/domain';
import { SearchIcon, UsersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type ColumnDef, TableSubline } from '@/components/data-table';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { ListSection } from '@/components/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { useLocations } from '@/features/locations';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-client';
import { useUsers } from '../api/get-users';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useUpdateUser } from '../api/update-user';
import { UserSitesDialog } from './user-sites-dialog';

type PendingChange =
  | { kind: 'role'; user: AdminUser; role: Role }
  | { kind: 'active'; user: AdminUser; active: boolean }
  | { kind: 'reset'; user: AdminUser };

function describeChange(change: PendingChange): { title: string; body: string; action: string } {
  const name = displayName(change.user);
  if (change.kind === 'reset') {
    return {
      title: `Send ${name} a password reset link?`,
      body: `${name} gets an e-mail at ${change.user.email} with a link to choose a new password (it works once, for 1 hour). You never see the password.`,
      action: 'Send link',
    };
  }
  if (change.kind === 'role') {
    return {
      title: `Change ${name}'s role to ${ROLE_LABELS[change.role]}?`,
      body: `${name} gets the ${ROLE_LABELS[change.role].toLowerCase()} permissions straight away, on every device.`,
      action: 'Change role',
    };
  }
  return change.active
    ? { title: `Reactivate ${name}?`, body: `${name} can sign in again.`, action: 'Reactivate' }
    : {
        title: `Deactivate ${name}?`,
        body: `${name} is signed out everywhere at once and cannot sign in until reactivated. Their records stay.`,
        action: 'Deactivate',
      };
}

/** "All sites", or the names of the person's sites ("Leeds and York"); "…" while the names load. */
export function userSitesLabel(user: AdminUser, siteNames: ReadonlyMap<string, string> | undefined): string {
  if (user.site_ids.length === 0) return 'All sites';
  if (!siteNames) return '…';
  return sitesSummary(
    user.site_ids.map((id) => siteNames.get(id) ?? 'another site').sort((a, b) => a.localeCompare(b)),
  );
}

function userColumns(
  selfId: string | undefined,
  onChange: (change: PendingChange) => void,
  siteNames: ReadonlyMap<string, string> | undefined,
  onSites: (user: AdminUser) => void,
): ColumnDef<AdminUser>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      meta: { className: 'font-medium', card: 'title' },
      // Below 1280 px the address stands under the name instead of in its own column, so the table
      // keeps to its card at 1024 px with the sidebar open.
      cell: ({ row: { original: user } }) => (
        <>
          {displayName(user)}
          {user.id === selfId && <span className="ml-1 text-muted-foreground text-xs">(you)</span>}
          <TableSubline className="max-w-44" title={user.email}>
            {user.email}
          </TableSubline>
        </>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      meta: { className: 'max-xl:hidden', card: 'fact' },
      // A long address is cut on a desktop table (whole in its tooltip and on the phone's card).
      cell: ({ row }) => (
        <span className="block max-w-44 truncate max-md:max-w-none" title={row.original.email}>
          {row.original.email}
        </span>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      meta: { card: 'fact' },
      cell: ({ row: { original: user } }) => (
        <OptionSelect
          value={user.role}
          options={optionsOf(ROLES, ROLE_LABELS)}
          onValueChange={(role) => onChange({ kind: 'role', user, role })}
          className="h-8 w-36"
          aria-label={`Role of ${displayName(user)}`}
        />
      ),
    },
    {
      id: 'sites',
      header: 'Sites',
      meta: { card: 'fact' },
      cell: ({ row: { original: user } }) => {
        const label = userSitesLabel(user, siteNames);
        return (
          <Button
            variant="outline"
            size="sm"
            className="h-8 max-w-36 justify-start truncate max-md:max-w-none"
            title={label}
            onClick={() => onSites(user)}
            aria-label={`Sites of ${displayName(user)}: ${label}. Change`}
          >
            {label}
          </Button>
        );
      },
    },
    {
      // The confirmation shares the status cell, so the table keeps to its card at 1280 px.
      id: 'status',
      header: 'Status',
      meta: { card: 'badge' },
      cell: ({ row: { original: user } }) => (
        <div className="flex flex-wrap gap-1">
          {user.active ? (
            <Badge
              variant="outline"
              className="border-green-300 text-green-800 dark:border-green-800 dark:text-green-300"
            >
              Active
            </Badge>
          ) : (
            <Badge
              variant="outline"
              className="border-red-300 text-red-800 dark:border-red-800 dark:text-red-300"
            >
              Deactivated
            </Badge>
          )}
          {!user.email_confirmed && (
            <Badge
              variant="outline"
              className="border-amber-300 text-amber-800 dark:border-amber-800 dark:text-amber-300"
            >
              Not confirmed
            </Badge>
          )}
        </div>
      ),
    },
    {
      id: 'last_sign_in',
      header: 'Last sign-in',
      // From 1280 px (a tablet's 1024 px with the sidebar open has no room); the date may take two lines there.
      meta: { className: 'max-xl:hidden whitespace-normal', card: 'fact' },
      cell: ({ row }) => formatDateTime(row.original.last_sign_in_at, 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right', card: 'action' },
      cell: ({ row: { original: user } }) => {
        const name = displayName(user);
        const isSelf = user.id === selfId;
        const reset = user.active && !isSelf && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange({ kind: 'reset', user })}
            aria-label={`Reset password for ${name}`}
          >
            Reset password
          </Button>
        );
        return (
          <div className="flex flex-wrap justify-end gap-2">
            {reset}
            {user.active ? (
              <Button
                variant="outline"
                size="sm"
                className="text-destructive"
                disabled={isSelf}
                title={isSelf ? 'You cannot deactivate your own account' : undefined}
                onClick={() => onChange({ kind: 'active', user, active: false })}
                aria-label={`Deactivate ${name}`}
              >
                Deactivate
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onChange({ kind: 'active', user, active: true })}
                aria-label={`Reactivate ${name}`}
              >
                Reactivate
              </Button>
            )}
          </div>
        );
      },
    },
  ];
}

/** Everyone with an account: role, status, confirmation and last sign-in; admins change roles and (de)activate. */
export function UsersTable() {
  const { profile } = useAuth();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts at its first page.
  const [paging, setPaging] = useState({ q, offset: 0 });
  const offset = paging.q === q ? paging.offset : 0;
  const users = useUsers({ limit: DEFAULT_PAGE_SIZE, offset, ...(q ? { q } : {}) });
  const update = useUpdateUser();
  const sendReset = useSendPasswordReset();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [sitesOf, setSitesOf] = useState<AdminUser | null>(null);
  const locations = useLocations();
  const sites = useMemo(
    () => (locations.data?.data ?? []).filter((location) => location.kind === 'site'),
    [locations.data],
  );
  const siteNames = useMemo(
    () => (locations.data ? new Map(sites.map((site) => [site.id, site.name])) : undefined),
    [locations.data, sites],
  );
  const columns = useMemo(
    () => userColumns(profile?.id, setPending, siteNames, setSitesOf),
    [profile?.id, siteNames],
  );

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'reset') {
      try {
        const sent = await sendReset.mutateAsync(pending.user.id);
        toast.success('Reset link sent', {
          description: `${displayName(pending.user)} can choose a new password from the e-mail sent to ${sent.email} until ${formatDateTime(sent.expires_at)}.`,
        });
      } catch (error) {
        toast.error('Reset link not sent', { description: errorMessage(error, 'Please try again.') });
      }
      setPending(null);
      return;
    }
    const body = pending.kind === 'role' ? { role: pending.role } : { active: pending.active };
    try {
      const updated = await update.mutateAsync({ id: pending.user.id, body });
      toast.success('User updated', {
        description:
          pending.kind === 'role'
            ? `${displayName(updated)} is now ${ROLE_LABELS[updated.role]}.`
            : `${displayName(updated)} is ${updated.active ? 'active' : 'deactivated'}.`,
      });
      setPending(null);
    } catch (error) {
      toast.error('Update failed', { description: errorMessage(error, 'The change could not be saved.') });
      setPending(null);
    }
  };

  const change = pending ? describeChange(pending) : null;
  return (
    <ListSection
      title="Users"
      filter={
        <div className="relative w-full sm:w-72">
          <SearchIcon
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            placeholder="Search name or e-mail"
            aria-label="Search users"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="h-9 pl-9"
          />
        </div>
      }
    >
      <QueryTable
        query={users}
        loadingLabel="Loading users"
        errorTitle="Could not load users"
        empty={
          <EmptyState icon={UsersIcon}>
            <p>{q ? `No users match "${q}".` : 'No users yet.'}</p>
          </EmptyState>
        }
        aria-label="Users"
        columns={columns}
        getRowId={(user) => user.id}
        paging={{
          offset,
          limit: DEFAULT_PAGE_SIZE,
          onOffsetChange: (next) => setPaging({ q, offset: next }),
        }}
      />

      {sitesOf && (
        <UserSitesDialog
          user={sitesOf}
          sites={sites}
          sitesLoading={locations.isPending}
          open
          onOpenChange={(open) => !open && setSitesOf(null)}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={change?.title}
        description={change?.body}
        confirmLabel={change?.action}
        pending={update.isPending || sendReset.isPending}
        onConfirm={confirm}
        pendingLabel={pending?.kind === 'reset' ? 'Sending...' : 'Saving...'}
        variant={pending?.kind === 'active' && !pending.active ? 'destructive' : 'default'}
      />
    </ListSection>
  );
}
