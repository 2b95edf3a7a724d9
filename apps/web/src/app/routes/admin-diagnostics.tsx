import { PageHeader } from '@/components/page-header';
import { RequireRole } from '@/features/auth';
import { DiagnosticsPanel, MailOutboxTable } from '@/features/diagnostics';

/** /admin/diagnostics — the running system at a glance, and every mail it wrote (admins). */
export default function AdminDiagnosticsRoute() {
  return (
    <RequireRole minimumRole="admin">
      <div className="grid grid-cols-1 gap-8">
        <PageHeader
          title="System Diagnostics"
          description="Database, job queue, mail outbox, versions and uptime of the running system."
        />
        <DiagnosticsPanel />
        <MailOutboxTable />
      </div>
    </RequireRole>
  );
}
