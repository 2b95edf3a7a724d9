import {
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_TOP_ASSETS,
  type DashboardQuery,
  type DashboardResponse,
  type DashboardWorkItem,
  DUE_WINDOW_DAYS,
  dashboardWeeks,
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
import { getFleetSummary } from '../analytics';
import { countTemporaryRepairs } from '../compliance';
import { readKpiTargets } from '../kpi-targets';
import { countRecordsAwaitingSignatures } from '../records';
import {
  assignedWork,
  countDashboard,
  type DashboardWhere,
  topDowntimeAssets,
  upcomingWork,
  type WorkRow,
  weeklyBreakdowns,
} from './dashboard.queries';

const DAY_MS = 86_400_000;

/** The dashboard but the person's own work: the same for everyone with the same sites and location. */
type PlantDashboard = Omit<DashboardResponse, 'my_work'>;

/**
 * GET /api/dashboard: the header counters, the tiles, the 12-week chart and the lists, for the signed-in
 * person: of their sites (docs/decisions/site-access.md) and, with `location_id`, of that location of the tree
 * and everything below it (stores are shared and not narrowed).
 *
 * Only "my work" depends on who asks; it is read on every request, `Cache-Control: no-cache` or not. Everything
 * else depends on the plant and is remembered (VersionedMemo) per sites and location until a table the
 * dashboard reads changes, or the minute turns (overdue and due-soon move with the clock): at a group's scale it
 * costs about 400 ms of database work, which a morning's managers and every open screen's refetch would each
 * repeat. `generated_at` says when those figures were read (docs/decisions/group-scale.md, "The dashboard").
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
  // The injected clock's minute is part of the key as well as the stamp's wall-clock minute: a test's clock
  // moves without the wall clock.
  const minute = Math.floor(now.getTime() / 60_000);
  const [plant, mine] = await Promise.all([
    ctx.memo.get(
      `dashboard.plant ${minute} ${siteScopeKey(scope)} ${f.locationId ?? ''}`,
      readsUnderScope(VIEW_READS.dashboard, scope),
      () => plantDashboard(ctx, f, now),
    ),
    assignedWork(ctx.db, f, auth.user.id, until, DASHBOARD_LIST_LIMIT),
  ]);
  const { targets, ...figures } = plant;
  return { ...figures, my_work: mine.map((row) => toWorkItem(row, now)), targets };
}

/** Every figure of the dashboard that does not depend on who asks, as of `now`. */
async function plantDashboard(ctx: AppContext, f: DashboardWhere, now: Date): Promise<PlantDashboard> {
  const timeZone = ctx.config.PLANT_TIME_ZONE;
  const weeks = dashboardWeeks(now, timeZone);
  const until = new Date(now.getTime() + DUE_WINDOW_DAYS * DAY_MS);

  const [counts, unsigned, temporary, weekly, top, upcoming, fleet, targets] = await Promise.all([
    countDashboard(ctx.db, f, now, zonedMonthRange(now, timeZone).from, timeZone),
    countRecordsAwaitingSignatures(ctx.db, f),
    countTemporaryRepairs(ctx.db, f, now),
    weeklyBreakdowns(ctx.db, f, weeks, now),
    topDowntimeAssets(ctx.db, f, weeks[0]?.start ?? now, now, DASHBOARD_TOP_ASSETS),
    upcomingWork(ctx.db, f, now, until, DASHBOARD_LIST_LIMIT),
    getFleetSummary(ctx, f.scope, { locationId: f.locationId ?? undefined }),
    readKpiTargets(ctx.db),
  ]);
  const pmCompliance = pmComplianceRate(counts.pm_due, counts.pm_on_time);

  return {
    generated_at: now.toISOString(),
    location_id: f.locationId,
    counters: {
      operational_assets: counts.operational_assets,
      critical_breakdowns: counts.critical_breakdowns,
      open_work_orders: counts.open_work_orders,
    },
    tiles: {
      active_breakdowns: counts.active_breakdowns,
      overdue_work_orders: counts.overdue_work_orders,
      pm_due_7_days: counts.pm_due_7_days,
      low_stock_items: counts.low_stock_items,
      records_awaiting_signatures: unsigned,
      temporary_repairs_overdue: temporary.overdue,
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
          counts.pm_due === 0 ? 'no-data' : kpiStanding(pmCompliance, targets.pm_compliance_pct, 'higher'),
        due: counts.pm_due,
        on_time: counts.pm_on_time,
      },
    },
    weekly: weeks.map((week, i) => ({
      week_start: week.start.toISOString(),
      breakdowns: weekly[i]?.breakdowns ?? 0,
      downtime_hours: roundHours(weekly[i]?.downtime_hours ?? 0),
    })),
    top_downtime: top.map((a) => ({ ...a, downtime_hours: roundHours(a.downtime_hours) })),
    upcoming: upcoming.map((row) => toWorkItem(row, now)),
    targets,
  };
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
