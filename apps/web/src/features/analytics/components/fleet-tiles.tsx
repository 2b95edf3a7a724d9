import {
  type FleetSummary,
  formatCurrency,
  formatHours,
  formatPercent,
  type KpiDirection,
  type KpiTargets,
  kpiStanding,
} from '@plantwise/domain';
import { ActivityIcon, PoundSterlingIcon, TimerIcon, WrenchIcon } from 'lucide-react';
import { kpiTileProps, MetricTileList } from '@/components/metric-tile';

const orDash = (value: number | null, format: (n: number) => string) =>
  value === null ? '—' : format(value);

/**
 * A KPI's value with its detail and tone against the plant's target; without a figure, `whenNone`
 * says why instead (a fleet with no breakdowns has no MTBF to judge).
 */
function kpiTile(
  value: number | null,
  target: number | undefined,
  better: KpiDirection,
  format: (n: number) => string,
  whenNone?: string,
) {
  const judged =
    target === undefined
      ? { detail: undefined, tone: 'default' as const }
      : kpiTileProps(format(target), kpiStanding(value, target, better));
  return {
    value: orDash(value, format),
    tone: judged.tone,
    detail: value === null && whenNone ? whenNone : judged.detail,
  };
}

/** Availability, MTBF, MTTR and maintenance cost of the fleet shown, against the plant's KPI targets. */
export function FleetTiles({ summary, targets }: { summary: FleetSummary; targets: KpiTargets | undefined }) {
  return (
    <MetricTileList
      label="Fleet summary"
      className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 lg:grid-cols-4"
      tiles={[
        {
          icon: ActivityIcon,
          label: 'Availability',
          ...kpiTile(summary.availability, targets?.availability_pct, 'higher', formatPercent),
        },
        {
          icon: TimerIcon,
          label: 'MTBF',
          ...kpiTile(
            summary.mtbf_hours,
            targets?.mtbf_hours,
            'higher',
            formatHours,
            'No critical breakdowns',
          ),
        },
        {
          icon: WrenchIcon,
          label: 'MTTR',
          ...kpiTile(summary.mttr_hours, targets?.mttr_hours, 'lower', formatHours, 'No repairs yet'),
        },
        {
          icon: PoundSterlingIcon,
          label: 'Maintenance cost per month',
          value: formatCurrency(summary.monthly_maintenance_cost),
          detail: `${formatCurrency(summary.total_maintenance_cost)} over ${summary.window_days} days`,
        },
      ]}
    />
  );
}
