import {
  type TemporaryRepair,
  type TemporaryRepairList,
  type TemporaryRepairListQuery,
  type TemporaryRepairState,
  temporaryRepairState,
  workOrderNumber,
} from '@plantwise/domain';
import { toIsoTimestamp } from '../../db/schema';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import {
  countTemporaryRepairs,
  selectTemporaryRepairs,
  type TemporaryRepairRow,
  type TemporaryRepairWhere,
} from './temporary-repairs.queries';

const iso = (value: string | Date | null) => (value == null ? null : toIsoTimestamp(value));

/** A row of the register as the API answers it; its state is the domain's rule. */
export function presentTemporaryRepair(row: TemporaryRepairRow, now: Date): TemporaryRepair {
  const deadline = iso(row.deadline);
  return {
    id: row.id,
    source: row.source,
    number: row.source === 'work_order' ? workOrderNumber({ id: row.id, number: row.number }) : null,
    title: row.title,
    asset_id: row.asset_id,
    asset_code: row.asset_code,
    asset_name: row.asset_name,
    temporary_fix: row.temporary_fix,
    fixed_by: row.fixed_by,
    fixed_at: iso(row.fixed_at),
    permanent_repair_deadline: deadline,
    follow_up:
      row.follow_up_id && row.follow_up_status
        ? {
            id: row.follow_up_id,
            number: workOrderNumber({ id: row.follow_up_id, number: row.follow_up_number }),
            title: row.follow_up_title ?? '',
            status: row.follow_up_status,
            date_completed: iso(row.follow_up_completed),
          }
        : null,
    state: temporaryRepairState(
      { permanent_repair_deadline: deadline, follow_up_status: row.follow_up_status },
      now,
    ),
  };
}

/** The register's rows under `where` (of one state, or all) and how many repairs are in each state. */
async function readRegister(
  ctx: AppContext,
  where: TemporaryRepairWhere,
  state: TemporaryRepairState | undefined,
  page: { limit: number; offset: number },
): Promise<TemporaryRepairList> {
  const now = ctx.now();
  const [rows, counts] = await Promise.all([
    selectTemporaryRepairs(ctx.db, where, state, now, page),
    countTemporaryRepairs(ctx.db, where, now),
  ]);
  const total = state ? counts[state] : counts.open + counts.overdue + counts.closed;
  return { data: rows.map((row) => presentTemporaryRepair(row, now)), total, counts };
}

/**
 * GET /api/compliance/temporary-repairs: a page of the register (BRCGS 4.7.3) under the caller's sites and
 * the location, with how many repairs are in each state; `total` is the count of the state asked for.
 */
export async function listTemporaryRepairs(
  ctx: AppContext,
  scope: SiteScope,
  query: TemporaryRepairListQuery,
): Promise<TemporaryRepairList> {
  return readRegister(ctx, { scope, locationId: query.location_id ?? null }, query.state, query);
}

/**
 * The audit pack's temporary repairs section: the register's rows made in the pack's period (plant days,
 * either end open) under the caller's sites and the location, at most `limit`, with the counts of them all.
 */
export async function temporaryRepairsOfPeriod(
  ctx: AppContext,
  scope: SiteScope,
  filter: { location_id?: string; from?: string; to?: string },
  limit: number,
): Promise<TemporaryRepairList> {
  const period = { from: filter.from, to: filter.to, timeZone: ctx.config.PLANT_TIME_ZONE };
  return readRegister(ctx, { scope, locationId: filter.location_id ?? null, period }, undefined, {
    limit,
    offset: 0,
  });
}
