import type { AssetCategory } from '@plantwise/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { meter_readings, meters } from '../../db/schema';
import { assetSiteInScope, type SiteScope } from '../../db/site-scope';

export interface PredictiveRow {
  id: string;
  asset_id: string;
  asset_name: string;
  category: string;
  site: string | null;
  /** epoch ms */
  observed_from: number;
  /** "start,end,downtime_hours;…" oldest first: epoch ms, end and downtime empty when not recorded. */
  breakdowns: string | null;
  /** "type:frequency:custom_days;…" of the active maintenance tasks. */
  tasks: string | null;
}

/**
 * Every asset (not archived) with its breakdowns (not cancelled) and its active maintenance tasks, one row
 * per asset, so the whole fleet is one query. The lateral subqueries use the asset_id indexes, so the plan
 * stays fast where the tables have never been analysed (PGlite runs no autovacuum; a join to a grouped
 * subquery became a 70 s nested loop). Text aggregates parse 2–3 × faster than float8[] on PGlite.
 * A caller limited to sites gets their sites' assets only, so their estimates pool only their own history
 * (docs/decisions/site-access.md).
 */
export function listPredictiveRows(db: DbOrTx, scope: SiteScope, filters: { category?: AssetCategory } = {}) {
  const category = filters.category ? sql`and a.category = ${filters.category}` : sql``;
  return selectRows<PredictiveRow>(
    db,
    sql`
      select a.id, a.asset_id, a.asset_name, a.category, a.site,
        (extract(epoch from a.created_at) * 1000)::float8 as observed_from,
        b.breakdowns, t.tasks
      from assets a
      left join lateral (
        select string_agg(
          concat_ws(',',
            (extract(epoch from b.breakdown_start_time) * 1000)::bigint,
            coalesce(((extract(epoch from b.breakdown_end_time) * 1000)::bigint)::text, ''),
            coalesce(b.downtime_hours::text, '')),
          ';' order by b.breakdown_start_time) as breakdowns
        from asset_breakdowns b
        where b.asset_id = a.id and b.status <> 'cancelled'
      ) b on true
      left join lateral (
        select string_agg(
          m.type || ':' || m.frequency || ':' || coalesce(m.custom_frequency_days::text, ''), ';') as tasks
        from maintenance_tasks m
        where m.asset_id = a.id and m.is_active
      ) t on true
      where a.archived_at is null ${category} and ${assetSiteInScope(scope, sql`a.site_id`)}
    `,
  );
}

/** An asset's counting meters, oldest first (the run-hours meter is picked among them). */
export async function selectCountingMeters(db: DbOrTx, assetId: string) {
  return db
    .select({ id: meters.id, name: meters.name, unit: meters.unit, kind: meters.kind })
    .from(meters)
    .where(and(eq(meters.asset_id, assetId), eq(meters.kind, 'cumulative')))
    .orderBy(asc(meters.created_at), asc(meters.id));
}

/** Every reading of a meter in date order (run hours at each failure are read off them). */
export async function selectMeterReadings(db: DbOrTx, meterId: string) {
  return db
    .select({ value: meter_readings.value, taken_at: meter_readings.taken_at, reset: meter_readings.reset })
    .from(meter_readings)
    .where(eq(meter_readings.meter_id, meterId))
    .orderBy(asc(meter_readings.taken_at), asc(meter_readings.created_at));
}
