import { BREAKDOWN_TOASTS, hasAtLeastRole } from '@plantwise/domain';
import { AlertTriangleIcon, CheckCircle2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Section } from '@/components/section';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useHighlight } from '@/hooks/use-highlight';
import { useNow } from '@/hooks/use-now';
import { errorMessage } from '@/lib/api-client';
import { useBreakdownCounts } from '../api/get-breakdown-counts';
import { useBreakdowns } from '../api/get-breakdowns';
import { ActiveBreakdownCard } from './active-breakdown-card';
import { BreakdownDetailSheet } from './breakdown-detail-sheet';
import { BreakdownHistory } from './breakdown-history';
import { ReportBreakdownDialog } from './report-breakdown-dialog';
import { TestNotificationButton } from './test-notification-button';

const ACTIVE_QUERY = { active: true, limit: 200, offset: 0 } as const;

/**
 * Reactive maintenance (spec §2): running breakdowns first with their live clocks, then the history.
 * `?highlight={id}` (the notification links) opens a breakdown's detail panel.
 */
export function ReactiveMaintenanceScreen() {
  const now = useNow();
  const { profile } = useAuth();
  const { highlight: selected, setHighlight: open } = useHighlight();
  const [reporting, setReporting] = useState(false);
  const active = useBreakdowns(ACTIVE_QUERY);
  const counts = useBreakdownCounts();

  useEffect(() => {
    if (active.isError) {
      toast.error(BREAKDOWN_TOASTS.fetchError, {
        id: 'breakdowns-fetch-error',
        description: errorMessage(active.error, 'The breakdowns could not be loaded.'),
      });
    }
  }, [active.isError, active.error]);

  return (
    <section className="grid gap-8">
      <PageHeader
        title="Reactive Maintenance"
        description="Report breakdowns, watch the downtime clock and sign repairs off under BRC rules."
      >
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {profile && hasAtLeastRole(profile.role, 'admin') && <TestNotificationButton />}
          <Button
            variant="destructive"
            size="lg"
            className="h-12 w-full text-base sm:w-auto"
            onClick={() => setReporting(true)}
          >
            <AlertTriangleIcon aria-hidden="true" />
            Report Breakdown
          </Button>
        </div>
      </PageHeader>

      <dl className="grid grid-cols-3 gap-3" aria-label="Breakdown counts">
        <Stat label="Active" value={counts.data?.active} />
        <Stat label="Critical" value={counts.data?.critical} tone="critical" />
        <Stat label="Details needed" value={counts.data?.needs_completion} />
      </dl>

      <Section title="Active breakdowns">
        <QueryState
          query={active}
          loadingLabel="Loading breakdowns"
          errorTitle={BREAKDOWN_TOASTS.fetchError}
          errorFallback="The breakdowns could not be loaded."
          skeleton={{ rows: 2, className: 'gap-4 sm:grid-cols-2 xl:grid-cols-3', rowClassName: 'h-56' }}
          isEmpty={(page) => page.data.length === 0}
          empty={
            <p className="flex items-center gap-2 rounded-lg border border-dashed p-6 text-muted-foreground">
              <CheckCircle2Icon aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
              No active breakdowns. Every line is running.
            </p>
          }
        >
          {(page) => (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Active breakdowns">
              {page.data.map((breakdown) => (
                <li key={breakdown.id}>
                  <ActiveBreakdownCard breakdown={breakdown} now={now} onOpen={open} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Section>

      <BreakdownHistory now={now} onOpen={open} />

      <ReportBreakdownDialog open={reporting} onOpenChange={setReporting} />
      <BreakdownDetailSheet breakdownId={selected} onOpenChange={(isOpen) => !isOpen && open(null)} />
    </section>
  );
}

function Stat({ label, value, tone }: { label: string; value: number | undefined; tone?: 'critical' }) {
  const alarming = tone === 'critical' && (value ?? 0) > 0;
  return (
    <div className={`rounded-lg border p-3 ${alarming ? 'border-red-600 bg-red-50 dark:bg-red-950' : ''}`}>
      <dt className="text-muted-foreground text-xs sm:text-sm">{label}</dt>
      <dd
        className={`font-semibold text-2xl tabular-nums ${alarming ? 'text-red-700 dark:text-red-300' : ''}`}
      >
        {value ?? '–'}
      </dd>
    </div>
  );
}
