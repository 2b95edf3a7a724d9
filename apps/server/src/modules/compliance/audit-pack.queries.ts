import type { TaskFrequency } from '@plantwise/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { assetAtOrBelow } from '../../db/location-filter';
import { plantDayEnd, plantDayStart } from '../../db/plant-days';
import { pmOnTimeUntilSql } from '../../db/pm-on-time';
import { locationInScope, type SiteScope, workInScope } from '../../db/site-scope';

/**
 * What an audit pack covers: the caller's sites, optionally one node of the location tree (the pack's site),
 * and a period of plant days (either end open); nothing after `now` counts as due yet.
 */
export interface AuditPackWhere {
  scope: SiteScope;
  locationId: string | null;
  from?: string;
  to?: string;
  timeZone: string;
  now: Date;
}

/** The period's first and last instant (excluded) as SQL; open ends are ±infinity. */
function periodBounds(w: AuditPackWhere): { start: SQL; end: SQL } {
  return {
    start: w.from ? plantDayStart(w.from, w.timeZone) : sql`'-infinity'::timestamptz`,
    end: w.to ? plantDayEnd(w.to, w.timeZone) : sql`'infinity'::timestamptz`,
  };
}

/** Work of an asset column that may be null, within the scope and at the pack's node. */
function workHere(w: AuditPackWhere, assetId: SQL): SQL {
  const scoped = workInScope(w.scope, assetId);
  return w.locationId ? sql`(${scoped} and ${assetAtOrBelow(w.locationId, assetId)})` : scoped;
}

export interface PmPlanRow {
  id: string;
  title: string;
  frequency: TaskFrequency;
  custom_frequency_days: number | null;
  next_due_date: string | Date | null;
  is_active: boolean;
  asset_code: string | null;
  asset_name: string | null;
  /** Occurrences due in the period that were completed, and those completed within their grace. */
  completed_due: number;
  on_time: number;
  /** 1 when the task's current occurrence fell due in the period and is still not done. */
  missed: number;
}

/**
 * The planned maintenance plan of the pack (BRCGS 4.7.1): every preventive task that is active or had an
 * occurrence due in the period, with its occurrences counted the way the dashboard's PM compliance tile
 * counts them (the same on-time condition, pmOnTimeUntilSql). Listed by asset code then title.
 */
function pmPlanSql(w: AuditPackWhere): SQL {
  const { start, end: periodEnd } = periodBounds(w);
  // An occurrence is due once its time has come, like the dashboard's count: nothing after now.
  const end = sql`least(${periodEnd}, ${w.now.toISOString()}::timestamptz)`;
  const dueInPeriod = sql`c.task_id = t.id and c.due_date >= ${start} and c.due_date < ${end}`;
  return sql`select t.id, t.title, t.frequency, t.custom_frequency_days, t.next_due_date, t.is_active,
       a.asset_id as asset_code, a.asset_name,
       (select count(*) from maintenance_completions c where ${dueInPeriod})::int as completed_due,
       (select count(*) from maintenance_completions c where ${dueInPeriod}
          and c.completed_at <= ${pmOnTimeUntilSql(w.timeZone)})::int as on_time,
       (t.is_active and t.next_due_date >= ${start} and t.next_due_date < ${end})::int as missed
     from maintenance_tasks t left join assets a on a.id = t.asset_id
     where t.type = 'preventive' and ${workHere(w, sql`t.asset_id`)}
       and (t.is_active or exists (select 1 from maintenance_completions c where ${dueInPeriod}))`;
}

export async function selectPmPlan(db: DbOrTx, w: AuditPackWhere, limit: number): Promise<PmPlanRow[]> {
  return selectRows<PmPlanRow>(
    db,
    sql`${pmPlanSql(w)} order by a.asset_id nulls last, t.title, t.id limit ${limit}`,
  );
}

/** The plan's occurrences summed over every task (the printed plan may stop at its limit). */
export async function sumPmPlan(db: DbOrTx, w: AuditPackWhere) {
  const [row] = await selectRows<{ completed_due: number; on_time: number; missed: number; tasks: number }>(
    db,
    sql`select count(*)::int as tasks, coalesce(sum(p.completed_due), 0)::int as completed_due,
       coalesce(sum(p.on_time), 0)::int as on_time, coalesce(sum(p.missed), 0)::int as missed
     from (${pmPlanSql(w)}) p`,
  );
  return row ?? { tasks: 0, completed_due: 0, on_time: 0, missed: 0 };
}

export interface FoodGradeUseRow {
  used_at: string | Date;
  item_code: string;
  item_name: string;
  unit: string;
  quantity: number;
  work_order_id: string;
  work_order_number: string | null;
  work_order_title: string;
  asset_code: string | null;
  asset_name: string | null;
}

/**
 * Food-grade materials used (BRCGS 4.7.5): stock of items flagged food grade that work orders consumed in
 * the period (a consumption is a movement out linked to its work order), oldest first, at most `limit`. A
 * part is used when its work order is completed (the completion lists the parts), so that is its time.
 */
export async function selectFoodGradeUse(
  db: DbOrTx,
  w: AuditPackWhere,
  limit: number,
): Promise<FoodGradeUseRow[]> {
  const { start, end } = periodBounds(w);
  return selectRows<FoodGradeUseRow>(
    db,
    sql`select coalesce(o.date_completed, m.created_at) as used_at, i.item_id as item_code, i.item_name, i.unit,
       (-m.delta)::float8 as quantity, o.id as work_order_id, o.number as work_order_number,
       o.title as work_order_title, a.asset_id as asset_code, a.asset_name
     from stock_movements m
     join inventory_items i on i.id = m.inventory_item_id
     join work_orders o on o.id = m.work_order_id
     left join assets a on a.id = o.asset_id
     where i.food_grade and m.delta < 0
       and coalesce(o.date_completed, m.created_at) >= ${start} and coalesce(o.date_completed, m.created_at) < ${end}
       and ${workHere(w, sql`o.asset_id`)}
     order by used_at, m.id
     limit ${limit}`,
  );
}

/** The name of the pack's site (any location of the tree) when the caller's sites hold it. */
export async function selectPackLocationName(
  db: DbOrTx,
  scope: SiteScope,
  id: string,
): Promise<string | undefined> {
  const [row] = await selectRows<{ name: string }>(
    db,
    sql`select l.name from locations l where l.id = ${id} and ${locationInScope(scope, sql`l.id`)}`,
  );
  return row?.name;
}
