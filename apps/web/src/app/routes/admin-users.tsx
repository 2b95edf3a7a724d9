import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { RequireRole } from '@/features/auth';
import { InvitationsTable, InviteDialog } from '@/features/invitations';
import { UsersTable } from '@/features/users';

/** /admin/users — people, their roles and the invitations waiting to be used (admins). */
export default function AdminUsersRoute() {
  const [inviting, setInviting] = useState(false);
  return (
    <RequireRole minimumRole="admin">
      <div className="grid grid-cols-1 gap-8">
        <PageHeader
          title="User Management"
          description="Invite people by code or link, set their roles, and deactivate accounts."
        >
          <Button onClick={() => setInviting(true)}>
            <UserPlusIcon aria-hidden="true" />
            Invite User
          </Button>
        </PageHeader>
        <UsersTable />
        <InvitationsTable />
        <InviteDialog open={inviting} onOpenChange={setInviting} />
      </div>
    </RequireRole>
  );
}
