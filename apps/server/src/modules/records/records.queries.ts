import {
  type RecordListQuery,
  type RecordState,
  type RecordSummary,
  type RecordType,
  recordState,
  type SignatureMeaning,
} from '@plantwise/domain';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { likeTerm } from '../../db/like-term';
import { assetAtOrBelow } from '../../db/location-filter';
import { plantDayEnd, plantDayStart } from '../../db/plant-days';
import {
  asset_breakdowns,
  assets,
  hygiene_releases,
  maintenance_completions,
  number_counters,
  record_signatures,
  records,
  toIsoTimestamp,
  users,
  work_orders,
} from '../../db/schema';
import { type SiteScope, workInScope } from '../../db/site-scope';

export type RecordRow = typeof records.$inferSelect;
export type SignatureRow = typeof record_signatures.$inferSelect;

/** The next number of a year's sequence; the counter row's lock orders concurrent completions. */
export async function nextRecordSequence(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`select plantwise_next_number('record', ${year}::int) as last`,
  );
  return Number(row.last);
}

/** Reserves `count` numbers of a year at once (a bulk write); returns the last of them. */
export async function reserveRecordSequences(tx: DbOrTx, year: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(number_counters)
    .values({ kind: 'record', year, last: count })
    .onConflictDoUpdate({
      target: [number_counters.kind, number_counters.year],
      set: { last: sql`${number_counters.last} + ${count}` },
    })
    .returning({ last: number_counters.last });
  return row.last;
}

/** Many records in a few inserts, in the order given. */
export async function insertRecords(
  tx: DbOrTx,
  values: Array<typeof records.$inferInsert>,
): Promise<RecordRow[]> {
  const written: RecordRow[] = [];
  for (let i = 0; i < values.length; i += 200)
    written.push(
      ...(await tx
        .insert(records)
        .values(values.slice(i, i + 200))
        .returning()),
    );
  return written;
}

export async function insertRecord(tx: DbOrTx, values: typeof records.$inferInsert): Promise<RecordRow> {
  const [row] = await tx.insert(records).values(values).returning();
  return row;
}

/** A record, or undefined when it does not exist or belongs to another site than the caller's (404). */
export async function findRecord(db: DbOrTx, id: string, scope: SiteScope): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(records)
    .where(and(eq(records.id, id), workInScope(scope, records.asset_id)));
  return row;
}

export async function signaturesOf(db: DbOrTx, recordIds: readonly string[]): Promise<SignatureRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(record_signatures)
    .where(inArray(record_signatures.record_id, [...recordIds]))
    .orderBy(asc(record_signatures.signed_at));
}

/**
 * Holds the records' rows until the transaction ends, so two people signing the same record at once
 * are decided one after the other (two managers cannot both be its approver).
 */
export async function lockRecords(tx: DbOrTx, ids: readonly string[]): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(records)
    .where(inArray(records.id, [...ids]))
    .orderBy(asc(records.id))
    .for('update');
}

export async function insertSignature(tx: DbOrTx, values: typeof record_signatures.$inferInsert) {
  const [row] = await tx.insert(record_signatures).values(values).returning();
  return row;
}

/** Many signatures in one insert (a batch approval), in the order given. */
export async function insertSignatures(tx: DbOrTx, values: Array<typeof record_signatures.$inferInsert>) {
  if (values.length === 0) return [];
  return tx.insert(record_signatures).values(values).returning();
}

/** Which of these ids are records: id → number. */
export async function findRecordNumbers(
  db: DbOrTx,
  ids: readonly string[],
  scope: SiteScope,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: records.id, number: records.number })
    .from(records)
    .where(and(inArray(records.id, [...ids]), workInScope(scope, records.asset_id)));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/** 'signed' when a record has both a performed and an approved signature, or a release its released one (recordState). */
const signedCondition = sql`((exists (select 1 from record_signatures s where s.record_id = ${records.id} and s.meaning = 'performed')
  and exists (select 1 from record_signatures s where s.record_id = ${records.id} and s.meaning = 'approved'))
  or exists (select 1 from record_signatures s where s.record_id = ${records.id} and s.meaning = 'released'))`;

/** How many records still await a signature (the records list's 'awaiting_signatures' state; the dashboard tile). */
export async function countRecordsAwaitingSignatures(
  db: DbOrTx,
  where: { scope: SiteScope; locationId: string | null },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(records)
    .where(
      and(
        stateFilter('awaiting_signatures'),
        workInScope(where.scope, records.asset_id),
        where.locationId ? assetAtOrBelow(where.locationId, records.asset_id) : undefined,
      ),
    );
  return row?.n ?? 0;
}

function stateFilter(state: RecordState): SQL {
  return state === 'signed' ? signedCondition : sql`not ${signedCondition}`;
}

const summaryColumns = {
  id: records.id,
  number: records.number,
  type: records.type,
  source_id: records.source_id,
  title: records.title,
  asset_id: records.asset_id,
  asset_name: assets.asset_name,
  completed_at: records.completed_at,
  completed_by: records.completed_by,
  performer_id: records.performer_id,
  amends_id: records.amends_id,
};

/** Summaries with their signatures and state, in the given order. */
export async function withSignatures(
  db: DbOrTx,
  rows: Array<Omit<RecordSummary, 'state' | 'signatures'>>,
): Promise<RecordSummary[]> {
  const signatures = await signaturesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const own = signatures.filter((s) => s.record_id === row.id);
    return {
      ...row,
      state: recordState(own.map((s) => s.meaning as SignatureMeaning)),
      signatures: own.map((s) => ({
        meaning: s.meaning,
        signer_id: s.signer_id,
        signer_name: s.signer_name,
        signed_at: s.signed_at,
      })),
    };
  });
}

/** The filters of a records list; `from` and `to` are days of the plant's calendar (`timeZone`). */
/**
 * The WHERE of a record list: the caller's sites (a record follows its asset; one without an asset is shared,
 * docs/decisions/site-access.md), the filters, and `extra` conditions.
 */
export function recordFilters(
  scope: SiteScope,
  query: Partial<RecordListQuery>,
  timeZone: string,
  extra: SQL[] = [],
): SQL | undefined {
  const filters: SQL[] = [...extra];
  if (scope !== null) filters.push(workInScope(scope, records.asset_id));
  // A location of the tree: the records of the assets at it or below it.
  if (query.location_id) filters.push(assetAtOrBelow(query.location_id, records.asset_id));
  if (query.type) filters.push(eq(records.type, query.type));
  if (query.asset_id) filters.push(eq(records.asset_id, query.asset_id));
  if (query.from) filters.push(gte(records.completed_at, plantDayStart(query.from, timeZone)));
  if (query.to) filters.push(lt(records.completed_at, plantDayEnd(query.to, timeZone)));
  if (query.state) filters.push(stateFilter(query.state));
  if (query.q) {
    const term = likeTerm(query.q);
    filters.push(
      sql`(${records.number} ilike ${term} or ${records.title} ilike ${term} or ${records.completed_by} ilike ${term} or ${assets.asset_name} ilike ${term})`,
    );
  }
  return filters.length ? and(...filters) : undefined;
}

const signedBy = (userId: string) =>
  sql`exists (select 1 from record_signatures s where s.record_id = ${records.id} and s.signer_id = ${userId})`;
const hasMeaning = (meaning: string) =>
  sql`exists (select 1 from record_signatures s where s.record_id = ${records.id} and s.meaning = ${meaning})`;

/** Records `me` has signed. */
export function signedByFilter(me: string): SQL {
  return signedBy(me);
}

/**
 * Records awaiting `me`'s signature: work I performed and have not signed, and with `mayApprove` also
 * records awaiting approval that I did not perform.
 */
export function awaitingSignatureFilter(me: string, mayApprove: boolean): SQL {
  const toPerform = sql`(${records.performer_id} = ${me} and not exists (
    select 1 from record_signatures s where s.record_id = ${records.id} and s.signer_id = ${me} and s.meaning = 'performed'))`;
  const toApprove = mayApprove
    ? sql` or (not ${hasMeaning('approved')} and ${records.performer_id} is distinct from ${me}
        and not exists (select 1 from record_signatures s where s.record_id = ${records.id} and s.signer_id = ${me} and s.meaning = 'performed'))`
    : sql``;
  // A hygiene release is signed as it is written ('released'): it never waits for anyone.
  return sql`(${records.type} <> 'hygiene_release' and (${toPerform}${toApprove}))`;
}

/** A page of records, newest completion first. */
export async function selectRecords(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(records)
      .leftJoin(assets, eq(assets.id, records.asset_id))
      .where(where)
      .orderBy(desc(records.completed_at), desc(records.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(records)
      .leftJoin(assets, eq(assets.id, records.asset_id))
      .where(where),
  ]);
  return { data: await withSignatures(db, rows), total };
}

export async function amendmentsOf(db: DbOrTx, id: string) {
  const rows = await db
    .select(summaryColumns)
    .from(records)
    .leftJoin(assets, eq(assets.id, records.asset_id))
    .where(eq(records.amends_id, id))
    .orderBy(asc(records.created_at));
  return withSignatures(db, rows);
}

export async function summaryOf(db: DbOrTx, id: string): Promise<RecordSummary | undefined> {
  const rows = await db
    .select(summaryColumns)
    .from(records)
    .leftJoin(assets, eq(assets.id, records.asset_id))
    .where(eq(records.id, id));
  return (await withSignatures(db, rows))[0];
}

/**
 * Completions that have no record yet (written before records existed, or by the demo seed). The
 * `amends_id is null` lets the lookups use the unique index of original records.
 */
export async function completionsWithoutRecord(db: DbOrTx, limit: number) {
  // Oldest completion first, so record numbers follow the order the work was done in.
  const result = (await db.execute(sql`
    select 'breakdown' as type, b.id as source_id, b.assigned_to as fallback_performer, b.completed_at as done_at
      from asset_breakdowns b
     where b.status = 'completed' and b.completed_at is not null
       and not exists (select 1 from records r where r.type = 'breakdown' and r.source_id = b.id and r.amends_id is null)
    union all
    select 'work_order', w.id, w.assigned_to, w.date_completed
      from work_orders w
     where w.status = 'completed' and w.date_completed is not null
       and not exists (select 1 from records r where r.type = 'work_order' and r.source_id = w.id and r.amends_id is null)
    union all
    select 'pm', c.id, c.completed_by, c.completed_at
      from maintenance_completions c
     where not exists (select 1 from records r where r.type = 'pm' and r.source_id = c.id and r.amends_id is null)
     order by done_at
     limit ${limit}`)) as unknown as {
    rows: Array<{ type: RecordType; source_id: string; fallback_performer: string | null }>;
  };
  return result.rows;
}

/** Who completed it, from the audit trail of the completion (null when the system did). */
export async function completerFromAudit(
  db: DbOrTx,
  type: RecordType,
  sourceId: string,
): Promise<string | null> {
  const action =
    type === 'breakdown' ? 'breakdown.completed' : type === 'work_order' ? 'work_order.completed' : null;
  if (!action) return null;
  const result = (await db.execute(sql`
    select actor_id from audit_log where action = ${action} and entity_id = ${sourceId} and actor_id is not null
     order by occurred_at desc limit 1`)) as unknown as { rows: Array<{ actor_id: string }> };
  return result.rows[0]?.actor_id ?? null;
}

/** Whole records (snapshots included) under a filter, newest first: for the audit pack. */
export async function selectFullRecords(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select({ record: records })
    .from(records)
    .leftJoin(assets, eq(assets.id, records.asset_id))
    .where(where)
    .orderBy(desc(records.completed_at), desc(records.id))
    .limit(limit)
    .then((rows) => rows.map((r) => r.record));
}

/** The audit entries of a record and of the work it records, oldest first (at most 200). */
export async function historyOf(db: DbOrTx, record: RecordRow) {
  const entity =
    record.type === 'pm'
      ? { type: 'maintenance_task', id: String(record.snapshot.task_id ?? '') }
      : { type: record.type, id: record.source_id };
  const result = (await db.execute(sql`
    select l.id::int as id, l.occurred_at, l.actor_email, l.action,
           coalesce(nullif(trim(p.full_name), ''), l.actor_email) as actor_name,
           l.after->>'meaning' as meaning
      from audit_log l left join profiles p on p.id = l.actor_id
     where (l.entity_type = ${entity.type} and l.entity_id = ${entity.id})
        or (l.entity_type = 'record' and l.entity_id = ${record.id})
     order by l.occurred_at, l.id
     limit 200`)) as unknown as {
    rows: Array<{
      id: number;
      occurred_at: string | Date;
      actor_email: string | null;
      actor_name: string | null;
      action: string;
      meaning: string | null;
    }>;
  };
  return result.rows.map((r) => ({ ...r, occurred_at: toIsoTimestamp(r.occurred_at) }));
}

/** The signer's password hash, to check the password typed again for a signature (null: no such user). */
export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId));
  return account?.password_hash ?? null;
}

/** The completed rows (breakdowns, work orders or maintenance completions) that records are made from. */
export async function selectSourceRows(db: DbOrTx, type: RecordType, ids: readonly string[]) {
  if (type === 'hygiene_release')
    return db
      .select()
      .from(hygiene_releases)
      .where(inArray(hygiene_releases.id, [...ids]));
  return type === 'breakdown'
    ? await db
        .select()
        .from(asset_breakdowns)
        .where(inArray(asset_breakdowns.id, [...ids]))
    : type === 'work_order'
      ? await db
          .select()
          .from(work_orders)
          .where(inArray(work_orders.id, [...ids]))
      : await db
          .select()
          .from(maintenance_completions)
          .where(inArray(maintenance_completions.id, [...ids]));
}

/** The code, name, site and location of assets, by uuid: what a record's snapshot says of its asset. */
export function selectAssetHeaders(db: DbOrTx, ids: readonly string[]) {
  return db
    .select({
      id: assets.id,
      asset_id: assets.asset_id,
      asset_name: assets.asset_name,
      site: assets.site,
      location: assets.location,
    })
    .from(assets)
    .where(inArray(assets.id, [...ids]));
}
