import {
  ANALYTICS_WINDOW_DAYS,
  analyticsWindowStart,
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_TOP_ASSETS,
  type DashboardQuery,
  type DashboardResponse,
  type DashboardWorkItem,
  DUE_WINDOW_DAYS,
  dashboardWeeks,
  fleetUptime,
  isTaskOverdue,
  isWorkOrderOverdue,
  kpiStanding,
  PRIORITIES,
  pmComplianceRate,
  roundHours,
  VIEW_READS,
  zonedMonthRange,
} from '@plantwise/domain';
import type { AuthContext } from '../../platform/auth/sessions';
import { readsUnderScope, siteScopeKey, siteScopeOf } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { sumFleetDowntime } from '../analytics';
import { countTemporaryRepairs } from '../compliance';
import { readKpiTargets } from '../kpi-targets';
import { countRecordsAwaitingSignatures } from '../records';
import {
  assignedWork,
  countAssetsAndBreakdowns,
  countLowStock,
  countWork,
  type DashboardWhere,
  topDowntimeAssets,
  upcomingWork,
  type WorkRow,
  weeklyBreakdowns,
} from './dashboard.queries';

const DAY_MS = 86_400_000;

/**
 * The dashboard's figures that do not depend on who asks, in parts by the tables each reads (all of them in
 * VIEW_READS.dashboard): each part is remembered per sites and location until one of its tables changes, so a
 * work order's change reads the work again but not the breakdowns' chart. `clock`: the part moves with the
 * clock (overdue, due soon, ongoing downtime) and is also read again when the minute turns.
 */
export const DASHBOARD_PARTS = {
  /**
   * The asset and breakdown counts, the 12 weeks, the most downtime, and the fleet's availability and MTTR over
   * the analytics' window: the fleet analytics' own figures, computed from the breakdowns alone (fleetUptime),
   * not from every asset's work as well (seconds at a group's scale).
   */
  breakdowns: { reads: ['assets', 'asset_breakdowns', 'locations'], clock: true },
  /** Open and overdue work orders, PM due and this month's compliance, the upcoming work. */
  work: {
    reads: ['work_orders', 'maintenance_tasks', 'maintenance_completions', 'assets', 'locations'],
    clock: true,
  },
  /** The temporary repairs overdue. */
  repairs: { reads: VIEW_READS.temporaryRepairs, clock: true },
  /** The records awaiting signatures. */
  records: { reads: ['records', 'record_signatures', 'assets', 'locations'], clock: false },
  /** The stores' low stock and the KPI targets: the same for every site and location. */
  stores: { reads: ['inventory_items', 'settings'], clock: false },
} as const satisfies Record<string, { reads: readonly string[]; clock: boolean }>;

/**
 * GET /api/dashboard: the header counters, the tiles, the 12-week chart and the lists, for the signed-in
 * person: of their sites (docs/decisions/site-access.md) and, with `location_id`, of that location of the tree
 * and everything below it (stores are shared and not narrowed).
 *
 * Only "my work" depends on who asks; it is read on every request, `Cache-Control: no-cache` or not. The rest
 * depends on the plant and is remembered in parts (DASHBOARD_PARTS) until a table the part reads changes or, for
 * figures that move with the clock, the minute turns: at a group's scale it costs about 400 ms of database
 * work, which every manager's request and every open screen's refetch would otherwise repeat. `generated_at`
 * is when the oldest of the clock's figures was read (docs/decisions/group-scale.md, "The dashboard").
 */
export async function getDashboard(
  ctx: AppContext,
  auth: AuthContext,
  query: DashboardQuery,
): Promise<DashboardResponse> {
  const scope = siteScopeOf(auth);
  const f: DashboardWhere = { scope, locationId: query.location_id ?? null };
  const now = ctx.now();
  const until = new Date(now.getTime() + DUE_WINDOW_DAYS * DAY_MS);
  const remember = <T>(part: keyof typeof DASHBOARD_PARTS, compute: (now: Date) => Promise<T>) => {
    const { reads, clock } = DASHBOARD_PARTS[part];
    // The injected clock's minute is part of the key as well as the stamp's wall-clock minute: a test's clock
    // moves without the wall clock.
    const minute = clock ? Math.floor(now.getTime() / 60_000) : '';
    const where = part === 'stores' ? '' : `${siteScopeKey(scope)} ${f.locationId ?? ''}`;
    return ctx.memo.get(
      `dashboard.${part} ${minute} ${where}`,
      readsUnderScope(reads, scope),
      () => compute(now),
      {
        clock,
      },
    );
  };

  const [breakdowns, work, temporaryOverdue, unsigned, stores, mine] = await Promise.all([
    remember('breakdowns', (at) => breakdownFigures(ctx, f, at)),
    remember('work', (at) => workFigures(ctx, f, at)),
    remember('repairs', async (at) => ({
      at,
      overdue: (await countTemporaryRepairs(ctx.db, f, at)).overdue,
    })),
    remember('records', () => countRecordsAwaitingSignatures(ctx.db, f)),
    remember('stores', async () => {
      const [low, targets] = await Promise.all([countLowStock(ctx.db), readKpiTargets(ctx.db)]);
      return { low, targets };
    }),
    assignedWork(ctx.db, f, auth.user.id, until, DASHBOARD_LIST_LIMIT),
  ]);
  const { targets } = stores;
  const { counts, fleet } = breakdowns;
  const pmCompliance = pmComplianceRate(work.counts.pm_due, work.counts.pm_on_time);
  const generatedAt = Math.min(breakdowns.at.getTime(), work.at.getTime(), temporaryOverdue.at.getTime());

  return {
    generated_at: new Date(generatedAt).toISOString(),
    location_id: f.locationId,
    counters: {
      operational_assets: counts.operational_assets,
      critical_breakdowns: counts.critical_breakdowns,
      open_work_orders: work.counts.open_work_orders,
    },
    tiles: {
      active_breakdowns: counts.active_breakdowns,
      overdue_work_orders: work.counts.overdue_work_orders,
      pm_due_7_days: work.counts.pm_due_7_days,
      low_stock_items: stores.low,
      records_awaiting_signatures: unsigned,
      temporary_repairs_overdue: temporaryOverdue.overdue,
      availability: {
        value: fleet.availability,
        target: targets.availability_pct,
        standing: kpiStanding(fleet.availability, targets.availability_pct, 'higher'),
      },
      mttr_hours: {
        value: fleet.mttr_hours,
        target: targets.mttr_hours,
        standing: kpiStanding(fleet.mttr_hours, targets.mttr_hours, 'lower'),
      },
      pm_compliance: {
        value: pmCompliance,
        target: targets.pm_compliance_pct,
        standing:
          work.counts.pm_due === 0
            ? 'no-data'
            : kpiStanding(pmCompliance, targets.pm_compliance_pct, 'higher'),
        due: work.counts.pm_due,
        on_time: work.counts.pm_on_time,
      },
    },
    weekly: breakdowns.weekly,
    top_downtime: breakdowns.top,
    upcoming: work.upcoming,
    my_work: mine.map((row) => toWorkItem(row, now)),
    targets,
  };
}

/** The asset and breakdown figures as of `now` (DASHBOARD_PARTS.breakdowns). */
async function breakdownFigures(ctx: AppContext, f: DashboardWhere, now: Date) {
  const weeks = dashboardWeeks(now, ctx.config.PLANT_TIME_ZONE);
  const [counts, weekly, top, fleet] = await Promise.all([
    countAssetsAndBreakdowns(ctx.db, f),
    weeklyBreakdowns(ctx.db, f, weeks, now),
    topDowntimeAssets(ctx.db, f, weeks[0]?.start ?? now, now, DASHBOARD_TOP_ASSETS),
    sumFleetDowntime(
      ctx.db,
      { scope: f.scope, locationId: f.locationId ?? undefined },
      now,
      analyticsWindowStart(now, ANALYTICS_WINDOW_DAYS),
    ),
  ]);
  return {
    at: now,
    counts,
    fleet: fleetUptime(fleet.assetCount, fleet.downtimes, ANALYTICS_WINDOW_DAYS),
    weekly: weeks.map((week, i) => ({
      week_start: week.start.toISOString(),
      breakdowns: weekly[i]?.breakdowns ?? 0,
      downtime_hours: roundHours(weekly[i]?.downtime_hours ?? 0),
    })),
    top: top.map((a) => ({ ...a, downtime_hours: roundHours(a.downtime_hours) })),
  };
}

/** The work figures and the upcoming work as of `now` (DASHBOARD_PARTS.work). */
async function workFigures(ctx: AppContext, f: DashboardWhere, now: Date) {
  const timeZone = ctx.config.PLANT_TIME_ZONE;
  const until = new Date(now.getTime() + DUE_WINDOW_DAYS * DAY_MS);
  const [counts, upcoming] = await Promise.all([
    countWork(ctx.db, f, now, zonedMonthRange(now, timeZone).from, timeZone),
    upcomingWork(ctx.db, f, now, until, DASHBOARD_LIST_LIMIT),
  ]);
  return { at: now, counts, upcoming: upcoming.map((row) => toWorkItem(row, now)) };
}

const PRIORITY_SET = new Set<string>(PRIORITIES);

/** A list row with its overdue flag (the domain's rules) and the link that opens it. */
function toWorkItem(row: WorkRow, now: Date): DashboardWorkItem {
  const overdue =
    row.kind === 'work-order'
      ? isWorkOrderOverdue({ status: row.status as never, date_scheduled: row.at }, now)
      : row.kind === 'maintenance-task'
        ? isTaskOverdue({ is_active: row.status === 'active', next_due_date: row.at }, now)
        : false;
  const url =
    row.kind === 'work-order'
      ? `/work-orders?highlight=${row.id}`
      : row.kind === 'maintenance-task'
        ? `/maintenance?highlight=${row.id}`
        : `/reactive-maintenance?highlight=${row.id}`;
  return {
    ...row,
    priority:
      row.priority && PRIORITY_SET.has(row.priority) ? (row.priority as DashboardWorkItem['priority']) : null,
    overdue,
    url,
  };
}
