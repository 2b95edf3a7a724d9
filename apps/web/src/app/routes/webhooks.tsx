import { PageHeader } from '@/components/page-header';
import { RequireRole } from '@/features/auth';
import { WebhooksScreen } from '@/features/webhooks';

/** /settings/webhooks — admins send signed events to other systems as they happen. */
export default function WebhooksRoute() {
  return (
    <RequireRole minimumRole="admin">
      <section className="grid grid-cols-1 gap-6">
        <PageHeader
          title="Webhooks"
          description="Send breakdowns, work orders, due maintenance, low stock and signed records to another system the moment they happen. Each request is signed with the webhook's secret."
        />
        <WebhooksScreen />
      </section>
    </RequireRole>
  );
}
