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
import { kpiTileProps, MetricTile } from '@/components/metric-tile';

function againstTarget(
  value: number | null,
  target: number | undefined,
  better: KpiDirection,
  format: (n: number) => string,
) {
  if (target === undefined) return { detail: undefined, tone: 'default' as const };
  return kpiTileProps(format(target), kpiStanding(value, target, better));
}

const hours = (value: number | null) => (value === null ? '—' : formatHours(value));

/** Availability, MTBF, MTTR and maintenance cost of the fleet shown, against the plant's KPI targets. */
export function FleetTiles({ summary, targets }: { summary: FleetSummary; targets: KpiTargets | undefined }) {
  const availability = againstTarget(
    summary.availability,
    targets?.availability_pct,
    'higher',
    formatPercent,
  );
  const mtbf = againstTarget(summary.mtbf_hours, targets?.mtbf_hours, 'higher', formatHours);
  const mttr = againstTarget(summary.mttr_hours, targets?.mttr_hours, 'lower', formatHours);
  return (
    <ul aria-label="Fleet summary" className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 lg:grid-cols-4">
      <li>
        <MetricTile
          icon={ActivityIcon}
          label="Availability"
          value={summary.availability === null ? '—' : formatPercent(summary.availability)}
          detail={availability.detail}
          tone={availability.tone}
        />
      </li>
      <li>
        <MetricTile
          icon={TimerIcon}
          label="MTBF"
          value={hours(summary.mtbf_hours)}
          detail={summary.mtbf_hours === null ? 'No critical breakdowns' : mtbf.detail}
          tone={mtbf.tone}
        />
      </li>
      <li>
        <MetricTile
          icon={WrenchIcon}
          label="MTTR"
          value={hours(summary.mttr_hours)}
          detail={summary.mttr_hours === null ? 'No repairs yet' : mttr.detail}
          tone={mttr.tone}
        />
      </li>
      <li>
        <MetricTile
          icon={PoundSterlingIcon}
          label="Maintenance cost per month"
          value={formatCurrency(summary.monthly_maintenance_cost)}
          detail={`${formatCurrency(summary.total_maintenance_cost)} over ${summary.window_days} days`}
        />
      </li>
    </ul>
  );
}
