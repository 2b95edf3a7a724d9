import {
  availabilityColour,
  formatCurrency,
  formatDate,
  formatHours,
  formatPercent,
} from '@plantwise/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useAssetPerformance } from '../api/get-asset-performance';
import { SCORE_TEXT_CLASSES } from './asset-badges';

/** Derived performance of spec §3 over the last 30 days (uptime, MTBF, MTTR, cost, dates, utilization, efficiency). */
export function AssetPerformanceFigures({ assetId }: { assetId: string }) {
  const performance = useAssetPerformance(assetId);
  if (performance.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }
  if (performance.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          The performance figures could not be loaded. {errorMessage(performance.error, '')}
        </AlertDescription>
      </Alert>
    );
  }
  const p = performance.data;
  const figures: { label: string; value: string; className?: string }[] = [
    {
      label: 'Uptime',
      value: formatPercent(p.uptime),
      className: SCORE_TEXT_CLASSES[availabilityColour(p.uptime)],
    },
    { label: 'MTBF', value: p.mtbf_hours === null ? '—' : formatHours(p.mtbf_hours) },
    { label: 'MTTR', value: p.mttr_hours === null ? '—' : formatHours(p.mttr_hours) },
    { label: 'Maintenance cost', value: formatCurrency(p.total_maintenance_cost) },
    { label: 'Last maintenance', value: formatDate(p.last_maintenance_date) },
    { label: 'Next due', value: formatDate(p.next_due_date) },
    { label: 'Utilization', value: formatPercent(p.utilization) },
    { label: 'Efficiency', value: formatPercent(p.efficiency) },
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border p-3">
            <dt className="text-muted-foreground text-xs">{figure.label}</dt>
            <dd className={cn('font-semibold text-lg tabular-nums', figure.className)}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground text-xs">
        Uptime, MTBF and efficiency count the last 30 days ({p.breakdowns_in_window} breakdowns,{' '}
        {formatHours(p.downtime_hours_in_window)} down); cost counts every work order of the asset.
      </p>
    </div>
  );
}
