import type { MeterKind } from '@plantwise/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { assets, meter_readings, meters, profiles, toIsoTimestamp } from '../../db/schema';
import { assetInScope, assetSiteInScope, type SiteScope } from '../../db/site-scope';

export type MeterRow = typeof meters.$inferSelect;
export type ReadingRow = typeof meter_readings.$inferSelect;
export type ReadingWithRecorder = ReadingRow & { recorder_name: string | null };

/**
 * What a meter route needs of its asset: whether it exists (within the caller's sites) and whether it is
 * archived.
 */
export async function findAssetState(
  db: DbOrTx,
  id: string,
  scope: SiteScope,
): Promise<{ id: string; asset_id: string; archived_at: string | null } | null> {
  const [row] = await db
    .select({ id: assets.id, asset_id: assets.asset_id, archived_at: assets.archived_at })
    .from(assets)
    .where(and(eq(assets.id, id), assetSiteInScope(scope, assets.site_id)))
    .limit(1);
  return row ?? null;
}

/** The meter, or null (also when its asset is at a site outside the caller's). */
export async function findMeterRow(
  db: DbOrTx,
  id: string,
  scope: SiteScope,
  options: { forUpdate?: boolean } = {},
): Promise<MeterRow | null> {
  const query = db
    .select()
    .from(meters)
    .where(and(eq(meters.id, id), assetInScope(scope, meters.asset_id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Locks the meters among `ids` that the caller may see, in id order: two batches naming the same meters take
 * their locks in the same order, so neither holds one the other waits for while waiting for one it holds.
 */
export async function lockMeterRows(
  db: DbOrTx,
  ids: readonly string[],
  scope: SiteScope,
): Promise<MeterRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(meters)
    .where(and(inArray(meters.id, [...ids]), assetInScope(scope, meters.asset_id)))
    .orderBy(asc(meters.id))
    .for('update');
}

export async function selectAssetMeters(db: DbOrTx, assetId: string): Promise<MeterRow[]> {
  return db
    .select()
    .from(meters)
    .where(eq(meters.asset_id, assetId))
    .orderBy(sql`lower(${meters.name})`, asc(meters.id));
}

/** Whether another meter of the asset has this name, compared as the unique index does. */
export async function meterNameTaken(
  db: DbOrTx,
  assetId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: meters.id })
    .from(meters)
    .where(
      and(
        eq(meters.asset_id, assetId),
        sql`lower(${meters.name}) = lower(${name})`,
        exceptId ? ne(meters.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface NewMeter {
  asset_id: string;
  name: string;
  unit: string;
  kind: MeterKind;
  readable_by_anyone: boolean;
}

export async function insertMeterRow(db: DbOrTx, values: NewMeter, now: string): Promise<MeterRow> {
  const [row] = await db
    .insert(meters)
    .values({ ...values, created_at: now, updated_at: now })
    .returning();
  return row;
}

export async function updateMeterRow(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<MeterRow, 'name' | 'unit' | 'kind' | 'readable_by_anyone'>>,
  now: string,
): Promise<void> {
  await db
    .update(meters)
    .set({ ...patch, updated_at: now })
    .where(eq(meters.id, id));
}

/** Deletes the meter; its readings go with it (the foreign key cascades). */
export async function deleteMeterRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(meters).where(eq(meters.id, id));
}

export async function countReadings(db: DbOrTx, meterId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(meter_readings)
    .where(eq(meter_readings.meter_id, meterId));
  return Number(row?.n ?? 0);
}

/**
 * The readings that a reading dated in [from, to] can fall between: those dated in the range, the last before
 * it and the first after it, each a read of the (meter_id, taken_at) index. Of two readings at the same moment
 * the later recorded is the last. A single reading asks for [t, t]; a batch once per meter for its readings'
 * dates, and finds each one's neighbours among them (readingsAroundIn).
 */
export async function readingsNear(
  db: DbOrTx,
  meterId: string,
  from: string,
  to: string,
): Promise<ReadingRow[]> {
  const [before] = await db
    .select()
    .from(meter_readings)
    .where(and(eq(meter_readings.meter_id, meterId), lt(meter_readings.taken_at, from)))
    .orderBy(desc(meter_readings.taken_at), desc(meter_readings.created_at))
    .limit(1);
  const within = await readingsBetween(db, meterId, from, to);
  const [after] = await db
    .select()
    .from(meter_readings)
    .where(and(eq(meter_readings.meter_id, meterId), gt(meter_readings.taken_at, to)))
    .orderBy(asc(meter_readings.taken_at), asc(meter_readings.created_at))
    .limit(1);
  return [...(before ? [before] : []), ...within, ...(after ? [after] : [])];
}

/** The latest reading by date with who recorded it, or null before the first. */
export async function latestReading(db: DbOrTx, meterId: string): Promise<ReadingWithRecorder | null> {
  const [row] = await db
    .select({ ...getTableColumns(meter_readings), recorder_name: profiles.full_name })
    .from(meter_readings)
    .leftJoin(profiles, eq(profiles.id, meter_readings.recorded_by))
    .where(eq(meter_readings.meter_id, meterId))
    .orderBy(desc(meter_readings.taken_at), desc(meter_readings.created_at))
    .limit(1);
  return row ?? null;
}

/** The readings dated in [from, to], in date order (the usage rate's window). */
export async function readingsBetween(
  db: DbOrTx,
  meterId: string,
  from: string,
  to: string,
): Promise<ReadingRow[]> {
  return db
    .select()
    .from(meter_readings)
    .where(
      and(
        eq(meter_readings.meter_id, meterId),
        gte(meter_readings.taken_at, from),
        lte(meter_readings.taken_at, to),
      ),
    )
    .orderBy(asc(meter_readings.taken_at), asc(meter_readings.created_at));
}

export async function insertReadingRow(
  db: DbOrTx,
  values: {
    meter_id: string;
    value: number;
    taken_at: string;
    reset: boolean;
    recorded_by: string | null;
    reported_by_name?: string | null;
  },
  now: string,
): Promise<ReadingRow> {
  const [row] = await db
    .insert(meter_readings)
    .values({ ...values, created_at: now })
    .returning();
  return row;
}

/** Readings whose id and created_at the caller chose (a batch writes them together), 1,000 an insert. */
export async function insertReadingRows(db: DbOrTx, rows: readonly ReadingRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(meter_readings).values(rows.slice(start, start + 1000));
  }
}

const rangeOf = (meterId: string, from?: string, to?: string): SQL =>
  sql`r.meter_id = ${meterId}${from ? sql` and r.taken_at >= ${from}` : sql``}${to ? sql` and r.taken_at <= ${to}` : sql``}`;

export async function countReadingsInRange(
  db: DbOrTx,
  meterId: string,
  from?: string,
  to?: string,
): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from ${meter_readings} r where ${rangeOf(meterId, from, to)}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The readings in the range in date order with who recorded them. With `sample` (fewer than `total`), every
 * k-th reading by position so the points spread evenly over the range, the first and the last included, and
 * every reset as well (a chart marks where the meter started again; without it the drop would be unexplained).
 */
export async function selectReadingsInRange(
  db: DbOrTx,
  meterId: string,
  range: { from?: string; to?: string; total: number; sample?: number },
): Promise<ReadingWithRecorder[]> {
  const { from, to, total, sample } = range;
  const picked =
    sample && sample < total
      ? sql`where s.reset or s.n in (select round(g * ${total - 1}::float8 / ${sample - 1})::bigint
                           from generate_series(0, ${sample - 1}) g)`
      : sql``;
  const rows = await selectRows<ReadingRow & { recorder_name: string | null }>(
    db,
    sql`select s.id, s.meter_id, s.value, s.taken_at, s.reset, s.recorded_by, s.reported_by_name, s.created_at,
               s.recorder_name
          from (select r.*, p.full_name as recorder_name,
                       row_number() over (order by r.taken_at, r.created_at, r.id) - 1 as n
                  from ${meter_readings} r
                  left join ${profiles} p on p.id = r.recorded_by
                 where ${rangeOf(meterId, from, to)}) s
        ${picked}
         order by s.n`,
  );
  return rows.map((row) => ({
    ...row,
    value: Number(row.value),
    taken_at: toIsoTimestamp(row.taken_at),
    created_at: toIsoTimestamp(row.created_at),
  }));
}

export async function findRecorderName(db: DbOrTx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ full_name: profiles.full_name })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.full_name ?? null;
}

/** The asset's meters a manager marked readable by anyone on the line, by name. */
export async function selectReadableMeters(db: DbOrTx, assetId: string): Promise<MeterRow[]> {
  return db
    .select()
    .from(meters)
    .where(and(eq(meters.asset_id, assetId), eq(meters.readable_by_anyone, true)))
    .orderBy(sql`lower(${meters.name})`, asc(meters.id));
}

/** The meter an import row names by its asset's ID and its own name, both without regard to case. */
export async function findMeterByAssetCode(
  db: DbOrTx,
  assetCode: string,
  name: string,
  scope: SiteScope,
): Promise<MeterRow | null> {
  const [row] = await db
    .select(getTableColumns(meters))
    .from(meters)
    .innerJoin(assets, eq(assets.id, meters.asset_id))
    .where(
      and(
        sql`lower(${assets.asset_id}) = lower(${assetCode.trim()})`,
        sql`lower(${meters.name}) = lower(${name.trim()})`,
        assetInScope(scope, meters.asset_id),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether the meter already has a reading of this value at this moment (an import run again). */
export async function hasSameReading(
  db: DbOrTx,
  meterId: string,
  takenAt: string,
  value: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: meter_readings.id })
    .from(meter_readings)
    .where(
      and(
        eq(meter_readings.meter_id, meterId),
        eq(meter_readings.taken_at, takenAt),
        eq(meter_readings.value, value),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * From here to the transaction's end, an inserted reading publishes no change of its own (migration 0038): a
 * batch publishes one per meter it touched with publishReadings instead of one per reading.
 */
export async function holdReadingChanges(db: DbOrTx): Promise<void> {
  await db.execute(sql`select set_config('plantwise.batch_readings', 'on', true)`);
}

/** Publishes these readings as inserted, as the row trigger would (one per meter: its last reading). */
export async function publishReadings(db: DbOrTx, readingIds: readonly string[]): Promise<void> {
  if (readingIds.length === 0) return;
  await db.execute(
    sql`select plantwise_publish_readings(array[${sql.join(
      readingIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[])`,
  );
}
