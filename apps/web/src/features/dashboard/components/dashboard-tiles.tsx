import {
  type DashboardResponse,
  formatCount,
  formatHours,
  formatPercent,
  LOW_STOCK_STATUSES,
} from '@plantwise/domain';
import {
  ActivityIcon,
  AlertTriangleIcon,
  CalendarClockIcon,
  ClipboardCheckIcon,
  ClockIcon,
  FileSignatureIcon,
  HammerIcon,
  PackageIcon,
  ShieldCheckIcon,
  TimerIcon,
} from 'lucide-react';
import { kpiTileProps, MetricTileList } from '@/components/metric-tile';

/**
 * The nine tiles of the dashboard, and for those who may release them the food-contact assets awaiting
 * their hygiene release; each opens the screen that lists what it counts.
 */
export function DashboardTiles({
  dashboard,
  awaitingRelease,
}: {
  dashboard: DashboardResponse;
  /** Undefined for those who may not release assets (the tile is not shown). */
  awaitingRelease?: number;
}) {
  const { tiles, counters } = dashboard;
  const { availability, mttr_hours: mttr, pm_compliance: pm } = tiles;
  const pmTile = kpiTileProps(formatPercent(pm.target), pm.standing);
  return (
    <MetricTileList
      label="Plant at a glance"
      className="grid grid-cols-2 gap-2 sm:grid-cols-3"
      tiles={[
        ...(awaitingRelease === undefined
          ? []
          : [
              {
                icon: ShieldCheckIcon,
                label: 'Awaiting release',
                value: formatCount(awaitingRelease),
                detail: 'food-contact assets after work',
                tone: awaitingRelease > 0 ? ('warning' as const) : ('default' as const),
                to: '/assets?status=awaiting-release',
              },
            ]),
        {
          icon: AlertTriangleIcon,
          label: 'Active breakdowns',
          value: formatCount(tiles.active_breakdowns),
          detail: `${formatCount(counters.critical_breakdowns)} critical`,
          tone: counters.critical_breakdowns > 0 ? 'bad' : 'default',
          to: '/reactive-maintenance',
        },
        {
          icon: ClockIcon,
          label: 'Overdue work orders',
          value: formatCount(tiles.overdue_work_orders),
          detail: `of ${formatCount(counters.open_work_orders)} open`,
          tone: tiles.overdue_work_orders > 0 ? 'warning' : 'default',
          to: '/work-orders?overdue=true',
        },
        {
          icon: CalendarClockIcon,
          label: 'PM due in 7 days',
          value: formatCount(tiles.pm_due_7_days),
          detail: 'preventive tasks',
          to: '/maintenance',
        },
        {
          icon: PackageIcon,
          label: 'Low-stock items',
          value: formatCount(tiles.low_stock_items),
          detail: 'low, critical or out of stock',
          tone: tiles.low_stock_items > 0 ? 'warning' : 'default',
          to: `/inventory?status=${LOW_STOCK_STATUSES.join(',')}&sort=status`,
        },
        {
          icon: FileSignatureIcon,
          label: 'Records awaiting signatures',
          value: formatCount(tiles.records_awaiting_signatures),
          detail: 'food-safety records',
          to: '/records?state=awaiting_signatures',
        },
        {
          icon: HammerIcon,
          label: 'Temporary repairs overdue',
          value: formatCount(tiles.temporary_repairs_overdue),
          detail: 'past the permanent-repair deadline',
          tone: tiles.temporary_repairs_overdue > 0 ? 'bad' : 'default',
          to: '/compliance/temporary-repairs?state=overdue',
        },
        {
          icon: ActivityIcon,
          label: 'Fleet availability',
          value: availability.value === null ? '–' : formatPercent(availability.value),
          ...kpiTileProps(formatPercent(availability.target), availability.standing),
          to: '/analytics',
        },
        {
          icon: TimerIcon,
          label: 'MTTR',
          value: mttr.value === null ? '–' : formatHours(mttr.value),
          ...kpiTileProps(formatHours(mttr.target), mttr.standing),
          to: '/analytics',
        },
        {
          icon: ClipboardCheckIcon,
          label: 'PM compliance this month',
          value: pm.due === 0 ? '–' : formatPercent(pm.value ?? 0),
          detail:
            pm.due === 0
              ? 'Nothing due yet this month'
              : `${formatCount(pm.on_time)} of ${formatCount(pm.due)} on time · ${pmTile.detail}`,
          tone: pmTile.tone,
          to: '/preventive-maintenance',
        },
      ]}
    />
  );
}
