import {
  type AdminUser,
  DEFAULT_PAGE_SIZE,
  displayName,
  ROLE_LABELS,
  ROLES,
  type Role,
  SEARCH_DEBOUNCE_MS,
} from '@plantwise/domain';
import { SearchIcon, UsersIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useUpdateUser, useUsers } from '../api/users';

type PendingChange =
  | { kind: 'role'; user: AdminUser; role: Role }
  | { kind: 'active'; user: AdminUser; active: boolean };

const lastSignIn = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

function describeChange(change: PendingChange): { title: string; body: string; action: string } {
  const name = displayName(change.user);
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

/** Everyone with an account: role, status, confirmation and last sign-in; admins change roles and (de)activate. */
export function UsersTable() {
  const { profile } = useAuth();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const users = useUsers({ limit: DEFAULT_PAGE_SIZE, offset, ...(q ? { q } : {}) });
  const update = useUpdateUser();
  const [pending, setPending] = useState<PendingChange | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQ(search.trim());
      setOffset(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const confirm = async () => {
    if (!pending) return;
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

  const rows = users.data?.data ?? [];
  const total = users.data?.total ?? 0;
  const change = pending ? describeChange(pending) : null;
  return (
    <section aria-labelledby="users-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" className="font-semibold text-lg">
          Users
        </h2>
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
      </div>
      {users.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load users</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(users.error, 'The server did not answer.')}</p>
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : users.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading users">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          <UsersIcon aria-hidden="true" className="size-8" />
          <p>{q ? `No users match "${q}".` : 'No users yet.'}</p>
        </div>
      ) : (
        <div className="rounded-lg border">
          <Table aria-label="Users">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Confirmed</TableHead>
                <TableHead>Last sign-in</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((user) => {
                const name = displayName(user);
                const isSelf = user.id === profile?.id;
                return (
                  <TableRow key={user.id}>
                    <TableCell className="font-medium">
                      {name}
                      {isSelf && <span className="ml-1 text-muted-foreground text-xs">(you)</span>}
                    </TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell>
                      <Select
                        value={user.role}
                        onValueChange={(role) => setPending({ kind: 'role', user, role: role as Role })}
                      >
                        <SelectTrigger className="h-8 w-36" aria-label={`Role of ${name}`}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {ROLES.map((role) => (
                            <SelectItem key={role} value={role}>
                              {ROLE_LABELS[role]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    </TableCell>
                    <TableCell>
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
                    </TableCell>
                    <TableCell>
                      {user.email_confirmed ? (
                        'Yes'
                      ) : (
                        <span className="text-amber-700 dark:text-amber-400">Not yet</span>
                      )}
                    </TableCell>
                    <TableCell>{lastSignIn(user.last_sign_in_at)}</TableCell>
                    <TableCell className="text-right">
                      {user.active ? (
                        <Button
                          variant="outline"
                          size="sm"
                          className="text-destructive"
                          disabled={isSelf}
                          title={isSelf ? 'You cannot deactivate your own account' : undefined}
                          onClick={() => setPending({ kind: 'active', user, active: false })}
                          aria-label={`Deactivate ${name}`}
                        >
                          Deactivate
                        </Button>
                      ) : (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setPending({ kind: 'active', user, active: true })}
                          aria-label={`Reactivate ${name}`}
                        >
                          Reactivate
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      <Pager
        offset={offset}
        total={total}
        onOffsetChange={setOffset}
        label="Pages of users"
      />

      <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{change?.title}</AlertDialogTitle>
            <AlertDialogDescription>{change?.body}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={update.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant={pending?.kind === 'active' && !pending.active ? 'destructive' : 'default'}
              onClick={() => void confirm()}
              disabled={update.isPending}
            >
              {update.isPending ? 'Saving...' : change?.action}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
