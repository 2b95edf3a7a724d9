import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { RequireRole } from '@/features/auth';

export default function AdminDiagnosticsRoute() {
  return (
    <RequireRole minimumRole="admin">
      <ScreenPlaceholder
        title="System Diagnostics"
        description="Database, job queue, mail outbox, versions and uptime of the running system."
      />
    </RequireRole>
  );
}
