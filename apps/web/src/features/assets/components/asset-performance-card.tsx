import {
  type AssetPerformance,
  availabilityColour,
  formatCurrency,
  formatDate,
  formatHours,
  formatPercent,
  formatRate,
} from '@plantwise/domain';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { cn } from '@/lib/utils';
import { useAssetPerformance } from '../api/get-asset-performance';
import { SCORE_TEXT_CLASSES } from './asset-badges';

interface Figure {
  label: string;
  value: string;
  className?: string;
}

function Figures({ figures, label }: { figures: Figure[]; label?: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs">{figure.label}</dt>
          <dd className={cn('font-semibold text-lg tabular-nums', figure.className)}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const hours = (value: number | null) => (value === null ? '—' : formatHours(value));

/**
 * The asset's performance: the spec §9 analytics over 180 days (the same figures as the analytics
 * screen), its last and next maintenance, and apart, labelled, the spec's simple 30-day figures.
 */
export function AssetPerformanceFigures({ assetId }: { assetId: string }) {
  const performance = useAssetPerformance(assetId);
  return (
    <QueryState
      query={performance}
      loadingLabel="Loading the performance figures"
      errorTitle="The performance figures could not be loaded"
      skeleton={{ rows: 8, className: 'gap-3 sm:grid-cols-4 grid-cols-2', rowClassName: 'h-14' }}
    >
      {(figures) => <Performance assetId={assetId} performance={figures} />}
    </QueryState>
  );
}

function Performance({ assetId, performance }: { assetId: string; performance: AssetPerformance }) {
  const { metrics: m, simple, last_maintenance_date, next_due_date } = performance;
  const days = m.window_days;
  // Health score, grade and risk sit with the inspected condition and the failure probability
  // (AssetConditionHealth), so each appears once on the page.
  const analytics: Figure[] = [
    {
      label: 'Availability',
      value: formatPercent(m.availability),
      className: SCORE_TEXT_CLASSES[availabilityColour(m.availability)],
    },
    { label: 'Utilisation (availability − 5)', value: formatPercent(m.utilization_rate) },
    { label: 'MTBF', value: hours(m.mtbf_hours) },
    { label: 'MTTR', value: hours(m.mttr_hours) },
    { label: `Maintenance cost (${days} days)`, value: formatCurrency(m.total_maintenance_cost) },
    { label: 'Per month', value: formatCurrency(m.monthly_maintenance_cost) },
    { label: 'Breakdowns', value: `${m.total_breakdowns} (${m.critical_breakdowns} critical)` },
    { label: 'Failure rate /1000 h', value: m.failure_rate === null ? '—' : formatRate(m.failure_rate) },
    { label: 'Last maintenance', value: formatDate(last_maintenance_date) },
    { label: 'Next due', value: formatDate(next_due_date) },
  ];
  const recent: Figure[] = [
    { label: 'Uptime (30 days)', value: formatPercent(simple.uptime) },
    { label: 'Efficiency (30 days)', value: formatPercent(simple.efficiency) },
  ];
  return (
    <div className="grid gap-4">
      <Figures figures={analytics} label={`Asset analytics, last ${days} days`} />
      <p className="text-muted-foreground text-xs">
        Last {days} days ({formatHours(m.downtime_hours)} down
        {m.has_data ? '' : '; no breakdowns or work orders yet, so the defaults apply'}), as on{' '}
        <Link to="/analytics" className="underline underline-offset-2">
          Asset analytics
        </Link>
        .
      </p>
      <section aria-labelledby={`simple-${assetId}`} className="grid gap-2">
        <h3 id={`simple-${assetId}`} className="font-medium text-sm">
          Simple figures, last 30 days
        </h3>
        <Figures figures={recent} />
        <p className="text-muted-foreground text-xs">
          Uptime = 100 − downtime over 720 hours ({simple.breakdowns_in_window} breakdowns,{' '}
          {formatHours(simple.downtime_hours_in_window)} down); efficiency = 100 − 5 per breakdown, at least
          70.
        </p>
      </section>
    </div>
  );
}
