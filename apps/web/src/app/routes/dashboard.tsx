import { displayName } from '@plantwise/domain';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/features/auth';

export default function DashboardRoute() {
  const { profile } = useAuth();
  return (
    <section className="grid gap-4">
      <PageHeader
        title="Dashboard"
        description={profile ? `Welcome back, ${displayName(profile)}.` : undefined}
      />
      <p className="text-muted-foreground">
        Operational counters, open breakdowns, due maintenance and work orders of the plant will appear here.
      </p>
    </section>
  );
}
