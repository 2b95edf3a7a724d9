import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { RequireRole } from '@/features/auth';

export default function AdminUsersRoute() {
  return (
    <RequireRole minimumRole="admin">
      <ScreenPlaceholder
        title="User Management"
        description="Invite people by code or link, set their roles, and deactivate accounts."
      />
    </RequireRole>
  );
}
