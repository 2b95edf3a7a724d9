import type { AssetCategory } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';

export interface PredictiveRow {
  id: string;
  asset_id: string;
  asset_name: string;
  category: string;
  site: string | null;
  /** epoch ms */
  observed_from: number;
  starts: number[] | null;
  ends: (number | null)[] | null;
  downtimes: (number | null)[] | null;
  task_frequencies: string[] | null;
  task_custom_days: (number | null)[] | null;
}

/**
 * Every asset (not archived) with its breakdowns (not cancelled) and its active maintenance tasks, one row
 * per asset: the breakdowns and tasks are aggregated into arrays by asset, so the whole fleet is one query.
 */
export function listPredictiveRows(db: DbOrTx, filters: { category?: AssetCategory } = {}) {
  const category = filters.category ? sql`and a.category = ${filters.category}` : sql``;
  return selectRows<PredictiveRow>(
    db,
    sql`
      select a.id, a.asset_id, a.asset_name, a.category, a.site,
        (extract(epoch from a.created_at) * 1000)::float8 as observed_from,
        b.starts, b.ends, b.downtimes, t.task_frequencies, t.task_custom_days
      from assets a
      left join (
        select asset_id,
          array_agg((extract(epoch from breakdown_start_time) * 1000)::float8 order by breakdown_start_time) as starts,
          array_agg((extract(epoch from breakdown_end_time) * 1000)::float8 order by breakdown_start_time) as ends,
          array_agg(downtime_hours::float8 order by breakdown_start_time) as downtimes
        from asset_breakdowns
        where status <> 'cancelled'
        group by asset_id
      ) b on b.asset_id = a.id
      left join (
        select asset_id, array_agg(frequency) as task_frequencies, array_agg(custom_frequency_days) as task_custom_days
        from maintenance_tasks
        where is_active and asset_id is not null
        group by asset_id
      ) t on t.asset_id = a.id
      where a.archived_at is null ${category}
    `,
  );
}

/** The category of one asset (archived assets have none to show). */
export async function findAssetCategory(db: DbOrTx, id: string): Promise<AssetCategory | null> {
  const [row] = await selectRows<{ category: AssetCategory }>(
    db,
    sql`select category from assets where id = ${id} and archived_at is null`,
  );
  return row?.category ?? null;
}
