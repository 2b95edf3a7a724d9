import {
  BREAKDOWN_STATUSES,
  DUE_WINDOW_DAYS,
  type InterpretedTerm,
  isActiveBreakdown,
  isLowStock,
  type LocationKind,
  type LocationPathItem,
  OPEN_WORK_ORDER_STATUSES,
  RECENT_SEARCHES_KEPT,
  SEARCH_COUNT_MAX,
  STOCK_STATUSES,
  type TaskFrequency,
  uuidPrefixRange,
} from '@plantwise/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { likeTerm } from '../../db/like-term';
import { toIsoTimestamp } from '../../db/schema';
import { assetSiteInScope, locationInScope, type SiteScope, workInScope } from '../../db/site-scope';

// Reads of the global search. Each type's text match runs on its lower-cased search_text
// column and its trigram GIN index (every word as LIKE '%word%', or the whole term as a fuzzy
// word-similarity match), so the work is the matching rows, not the table. work_orders and
// maintenance_tasks.search_text also hold the asset code and assignee name (triggers of migration 0021).
// Locations are the exception: a plant's tree is hundreds of rows, so their name and code are matched
// by scanning the table, cheaper than a stored column and an index kept up on every write.
// A type reads at most SEARCH_COUNT_MAX + 1 matches (docs/decisions/group-scale.md, "Search"): a common
// word matches hundreds of thousands of a group's work orders, and counting or ranking them all took seconds.

const OPEN_BREAKDOWN_STATUSES = BREAKDOWN_STATUSES.filter(isActiveBreakdown);
const LOW_STOCK_STATUSES = STOCK_STATUSES.filter(isLowStock);
const DAY_MS = 86_400_000;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** `'abc%'` with the term's own wildcards escaped. */
const prefixOf = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** pg_trgm's words: runs of letters and digits (its trigrams never cross anything else). */
const TRIGRAM_WORD = /[\p{L}\p{N}]+/gu;

/**
 * `word` appears in `column`. A word such as 'gs-012345' is looked up in the trigram index by its runs of
 * three or more letters or digits ('012345') and checked whole afterwards: pg_trgm would also look up the
 * short run's padded trigrams ('gs '), which every row of a group's work orders has (every asset code starts
 * 'GS-'), and reading those posting lists was most of the search (110 ms of 111 at 2,000,000 rows; 1.6 ms
 * without). strpos is the same test as the LIKE, and no index serves it.
 */
function wordIn(column: SQL, word: string): SQL {
  const long = (word.match(TRIGRAM_WORD) ?? []).filter((run) => run.length >= 3);
  if (long.length === 0 || (long.length === 1 && long[0] === word))
    return sql`${column} like ${likeTerm(word)}`;
  return sql`(${sql.join(
    long.map((run) => sql`${column} like ${likeTerm(run)}`),
    sql` and `,
  )} and strpos(${column}, ${word}) > 0)`;
}

/**
 * Every word appears in the searched text; or, in the similar-matches pass (nothing matched every word),
 * the whole term is a close fuzzy match of a word sequence in it (pg_trgm's `<%`, word similarity
 * ≥ 0.6), so a typo still finds 'compressor'. Both are served by the trigram index.
 */
function textMatch(column: SQL, term: InterpretedTerm, similar: boolean): SQL {
  if (similar) return sql`${term.text} <% ${column}`;
  return sql`(${sql.join(
    term.words.map((w) => wordIn(column, w)),
    sql` and `,
  )})`;
}

/** What decides a hit's tier (the domain's searchTier), as conditions on the type's own row. */
interface TierParts {
  suggested: SQL;
  exactCode?: SQL;
  exactAssetCode?: SQL;
  prefix: SQL[];
}

/**
 * The SQL form of the domain's searchTier (search-ranking.ts), so each type's best rows are picked in
 * the database: 0 suggested, 1 own code, 2 asset code, 3 a code or title starting with the term, 4 other.
 * Only conditions on the type's own row: an asset code is matched through the assets having that code.
 */
function tierSql(parts: TierParts): SQL {
  return sql`case
    when ${parts.suggested} then 0
    ${parts.exactCode ? sql`when ${parts.exactCode} then 1` : sql``}
    ${parts.exactAssetCode ? sql`when ${parts.exactAssetCode} then 2` : sql``}
    when ${sql.join(parts.prefix, sql` or `)} then 3
    else 4 end`;
}

/** Each condition that puts a row above tier 4 (the suggestion aside), one by one. */
const tierConditions = (parts: TierParts): SQL[] =>
  [parts.exactCode, parts.exactAssetCode, ...parts.prefix].filter((c): c is SQL => c !== undefined);

/** The row's asset has the term as its code (`exact`), or a code starting with it. */
function assetCodeIs(column: SQL, term: InterpretedTerm, exact: boolean): SQL {
  const code = exact ? sql`lower(asset_id) = ${term.text}` : sql`lower(asset_id) like ${prefixOf(term.text)}`;
  return sql`${column} in (select id from assets where ${code})`;
}

export interface SearchOptions {
  term: InterpretedTerm;
  now: Date;
  /** Rows to return; 0 = only count the matches. */
  limit: number;
  /** The similar-matches pass (searchSimilarNext): fuzzy matches instead of every word. */
  similar: boolean;
  /** The caller's sites (docs/decisions/site-access.md): other sites' rows are neither found nor counted. */
  scope: SiteScope;
  /** Matches read at most; more are counted as `countMax + 1` (SEARCH_COUNT_MAX; tests lower it). */
  countMax?: number;
}

export interface TypeMatches<R> {
  rows: R[];
  /** The matches, up to countMax; countMax + 1 means more. */
  count: number;
}

const never = sql`false`;

interface TypeQuery {
  /** The type's table and its alias, e.g. `work_orders w`. */
  from: SQL;
  alias: string;
  /** The lower-cased text searched, when it is not the table's search_text column. */
  text?: SQL;
  /** Rows never found (archived ones). */
  hidden?: SQL;
  /** The rows within the caller's sites (`true` for every site). */
  inScope?: SQL;
  /** Rows found besides text matches (a work order by its number). */
  alsoMatch?: SQL;
  /** The suggestion word's records (e.g. overdue work orders), or null when the term is not its word. */
  suggested: SQL | null;
  /** Their order (e.g. the most overdue first). */
  suggestionOrder: SQL;
  /** The row's own columns the answer needs. */
  columns: SQL;
  tier: TierParts;
  /**
   * The type's own order among equals as ORDER BY terms (work orders: newest first; tasks: soonest due),
   * those of an index where the table can be large: the newest matches of a common word are then read
   * in that index's order, not sorted.
   */
  naturalOrder: SQL;
  /** Joins for the answer, made for the chosen rows only (`x` is a chosen row). */
  joins?: SQL;
  joinedColumns?: SQL;
}

/**
 * A type's part of the search: `first`, a SQL expression giving its first pass as one JSON value, so that
 * every type's first pass is one statement (searchAll); `finish` makes the type's answer from that value,
 * with a second statement only where it needs one (more than `countMax` matches).
 */
export interface TypeSearch<R> {
  first: SQL;
  finish: (db: DbOrTx, value: unknown) => Promise<TypeMatches<R>>;
}

/** A first pass's rows and how many matches it counted. */
interface FirstPass<R> {
  rows: R[];
  count: number;
}

/**
 * Counts a type's matches up to `countMax` + 1 and reads its best `limit` rows (tier, then the suggestion's
 * order or the similarity, then the type's own order). A suggestion word means its records in its type:
 * those are read in an index's order and counted apart.
 *
 * A text match reads the first `countMax` + 1 matches in the type's own order (`m`), through that order's
 * index when matches are common, through the trigram index when they are few, and counts them. With at
 * most `countMax` that is every match, and they are ranked. With more, the best rows are still exactly
 * those of ranking every match: the `limit` first of `m` are the best of tier 4, and each condition of a
 * better tier (an exact code, an asset code, a prefix) reads its own `limit` first matches (a second statement), through an
 * index of its own (migration 0047). A row of the true top `limit` is in one of those sets, since every
 * row before it in its set also ranks before it. The text pass orders equal tiers by the type's own order
 * rather than by trigram similarity: every row there contains every word, so similarity barely tells them
 * apart, and computing it costs ~12 µs a row; it is computed for the chosen rows, for the merge of the types.
 *
 * The ranking reads ids and keys only (up to a thousand rows); the answer's columns and joins are read for
 * the `limit` rows chosen.
 *
 * The similar-matches pass ranks by similarity the first `countMax` + 1 fuzzy matches the trigram index
 * gives: all of them unless a misspelling resembles more than that many records.
 */
function typeSearch<R>(
  q: TypeQuery,
  { term, limit, similar, countMax = SEARCH_COUNT_MAX }: SearchOptions,
  finishRow: (row: R) => void = () => undefined,
): TypeSearch<R> {
  const id = sql.raw(`${q.alias}.id`);
  const text = q.text ?? sql.raw(`${q.alias}.search_text`);
  const found = q.suggested ?? sql`(${textMatch(text, term, similar)} or ${q.alsoMatch ?? never})`;
  const visible = q.inScope ? sql`${q.inScope} and ${found}` : found;
  const where = q.hidden ? sql`not ${q.hidden} and ${visible}` : visible;
  const natural = sql`${q.naturalOrder}, ${id}`;
  const finished = (rows: R[]) => {
    for (const row of rows) finishRow(row);
    return rows;
  };
  /** The answer's columns of the `chosen` ids (with their tier, total and rank), read for those rows only. */
  const answer = (chosen: SQL) =>
    sql`select x.tier, x.total, x.rank, ${q.columns},
        word_similarity(${term.text}, ${text}) as similarity ${q.joinedColumns ?? sql``}
      from (${chosen}) x join ${q.from} on ${id} = x.id ${q.joins ?? sql``}`;
  /** `rows` as one JSON array, in their rank. */
  const json = (rows: SQL) =>
    sql`(select coalesce(json_agg(r order by r.rank), '[]'::json) from (${rows}) r)`;
  const count = sql`(select count(*)::int from (select 1 from ${q.from} where ${where} limit ${countMax + 1}) m)`;

  if (limit === 0)
    return { first: count, finish: async (_db, value) => ({ rows: [], count: Number(value) }) };

  if (q.suggested) {
    // A suggestion's records are all tier 0: ordered by its key alone, an index can serve them.
    const chosen = sql`select s.id, 0 as tier, null::int as total,
        row_number() over (order by s.k1 nulls last, s.id) as rank
      from (select ${id} as id, ${q.suggestionOrder} as k1 from ${q.from} where ${where}
        order by k1 nulls last, ${id} limit ${limit}) s`;
    return {
      first: sql`json_build_object('rows', ${json(answer(chosen))}, 'count', ${count})`,
      finish: async (_db, value) => {
        const { rows, count: n } = value as FirstPass<R>;
        return { rows: finished(rows), count: n };
      },
    };
  }

  const more = sql`(select n from total) > ${countMax}`;
  const m = similar
    ? sql`select ${id} as id, 0::bigint as n from ${q.from} where ${where} limit ${countMax + 1}`
    : sql`select ${id} as id, row_number() over (order by ${natural}) as n
        from ${q.from} where ${where} order by ${natural} limit ${countMax + 1}`;
  const k1 = similar ? sql`-word_similarity(${term.text}, ${text})` : sql`null::real`;
  const tier = tierSql(q.tier);
  // With more than countMax, the first `limit` of `m` (the second statement adds the better tiers' rows).
  const ranked = sql`with m as materialized (${m}), total as (select count(*)::int as n from m)
    select ${id} as id, ${tier} as tier, (select n from total) as total,
      row_number() over (order by ${tier}, ${k1} nulls last, ${natural}) as rank
    from ${q.from}
    where ${id} in (select id from m where not ${more} or n <= ${limit})
    order by rank
    limit ${limit}`;

  // More than countMax: `rows` are the first `limit` of `m`; each better tier's first `limit` join them. A
  // second statement, so that the usual search (fewer matches) is not planned with these reads.
  const better = async (db: DbOrTx, firstOfM: string[]) => {
    const candidates = sql`select unnest(array[${sql.join(
      firstOfM.map((row) => sql`${row}`),
      sql`, `,
    )}]::uuid[]) ${sql.join(
      tierConditions(q.tier).map(
        (condition) => sql`union all (select ${id} from ${q.from}
          where ${where} and ${condition} order by ${natural} limit ${limit})`,
      ),
      sql` `,
    )}`;
    return selectRows<R>(
      db,
      sql`${answer(sql`select ${id} as id, ${tier} as tier, null::int as total,
          row_number() over (order by ${tier}, ${natural}) as rank
        from ${q.from} where ${id} in (${candidates})
        order by rank
        limit ${limit}`)}
      order by x.rank`,
    );
  };
  return {
    first: json(answer(ranked)),
    finish: async (db, value) => {
      const rows = value as Array<R & { id: string; total: number }>;
      // No row read means no match: a match is in `m`, and every row of `m` is read.
      const matches = rows[0]?.total ?? 0;
      if (matches <= countMax || similar) return { rows: finished(rows), count: matches };
      return {
        rows: finished(
          await better(
            db,
            rows.map((row) => row.id),
          ),
        ),
        count: matches,
      };
    },
  };
}

/** Every type's first pass in one statement, then each type's answer. */
export async function searchAll<T extends readonly TypeSearch<unknown>[]>(
  db: DbOrTx,
  searches: T,
): Promise<{ [K in keyof T]: T[K] extends TypeSearch<infer R> ? TypeMatches<R> : never }> {
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(
      searches.map((search, i) => sql`${search.first} as ${sql.raw(`t${i}`)}`),
      sql`, `,
    )}`,
  );
  return Promise.all(searches.map((search, i) => search.finish(db, row?.[`t${i}`]))) as never;
}

/** One type alone (the tests of a type's reads). */
const searchOne = async <R>(db: DbOrTx, search: TypeSearch<R>) => (await searchAll(db, [search] as const))[0];

/** Where a hit stands in the answer: a suggestion's match, and how close the text is. */
interface Ranked {
  suggested: boolean;
  similarity: number;
}

/** A hit about work on an asset (a work order, a task): its asset's code and who is assigned. */
interface AssetAndAssignee extends Ranked {
  asset_code: string | null;
  assignee_name: string | null;
  assignee_email: string | null;
}

/** The joins and columns of AssetAndAssignee for the hits' table `alias` (w, t). */
function assetAndAssigneeOf(alias: 'w' | 't') {
  const row = sql.raw(alias);
  return {
    joins: sql`left join assets a on a.id = ${row}.asset_id left join profiles p on p.id = ${row}.assigned_to`,
    joinedColumns: sql`, a.asset_id as asset_code, p.full_name as assignee_name, p.email as assignee_email`,
  };
}

// ── Assets: name, asset ID, make, model variant, location (spec §9); archived ones never ─────────

export interface AssetHit extends Ranked {
  id: string;
  asset_id: string;
  asset_name: string;
  make: string | null;
  model_variant: string | null;
  location: string | null;
  status: string;
  criticality: string;
  open_critical: boolean;
}

export function assetSearch(options: SearchOptions): TypeSearch<AssetHit> {
  const { term } = options;
  // 'critical': critical assets, and assets with an open critical breakdown (those first). As the set of
  // those assets (a hashed subplan, asset_id is never null), not an `exists` per asset: the planner priced
  // the `exists` for each of a group's 50,000 assets (1.55 million), which made PostgreSQL JIT-compile the
  // search for 2–7 s to run it in 0.2 s.
  const openCritical = sql`a.id in (select b.asset_id from asset_breakdowns b
    where b.severity = 'critical' and b.status in (${list(OPEN_BREAKDOWN_STATUSES)}))`;
  const critical = term.suggestion === 'critical';
  const suggested = critical ? sql`(a.criticality = 'critical' or ${openCritical})` : never;
  return typeSearch<AssetHit>(
    {
      from: sql`assets a`,
      alias: 'a',
      hidden: sql`a.archived_at is not null`,
      inScope: assetSiteInScope(options.scope, sql`a.site_id`),
      suggested: critical ? suggested : null,
      columns: sql`a.id, a.asset_id, a.asset_name, a.make, a.model_variant, a.location, a.status, a.criticality,
        ${critical ? openCritical : never} as open_critical, ${suggested} as suggested`,
      tier: {
        suggested,
        exactCode: sql`lower(a.asset_id) = ${term.text}`,
        prefix: [
          sql`lower(a.asset_id) like ${prefixOf(term.text)}`,
          sql`lower(a.asset_name) like ${prefixOf(term.text)}`,
        ],
      },
      suggestionOrder: sql`case when ${openCritical} then 0 else 1 end`,
      naturalOrder: sql`lower(a.asset_name)`,
    },
    options,
  );
}

// ── Work orders: title, asset ID, assignee, description (spec §9) ───────────────────────────────

export interface WorkOrderHit extends AssetAndAssignee {
  id: string;
  number: string;
  title: string;
  status: (typeof OPEN_WORK_ORDER_STATUSES)[number] | 'completed';
  priority: string;
  date_scheduled: string | null;
}

export function workOrderSearch(options: SearchOptions): TypeSearch<WorkOrderHit> {
  const { term, now } = options;
  // 'overdue': the work-order list's overdue filter (isWorkOrderOverdue): open and scheduled before now.
  const overdue = term.suggestion === 'overdue';
  const suggested = overdue
    ? sql`(w.status in (${list(OPEN_WORK_ORDER_STATUSES)}) and w.date_scheduled < ${now.toISOString()})`
    : never;
  // The old reference ('WO-1a2b3c4d'): the ids that start with its hex, by primary-key range.
  const range = term.workOrderIdPrefix ? uuidPrefixRange(term.workOrderIdPrefix) : null;
  // Its whole reference (`'wo-' || left(id::text, 8)` is the term): the range of a full 8 characters.
  const legacyIs =
    range && term.text === `wo-${term.workOrderIdPrefix}` && term.workOrderIdPrefix?.length === 8
      ? sql`w.id between ${range.from}::uuid and ${range.to}::uuid`
      : never;
  // A sequential number or its start ('WO-2026-0001'): a range of the unique number index.
  const numbered = term.workOrderNumberPrefix;
  const byNumber = sql`(${range ? sql`w.id between ${range.from}::uuid and ${range.to}::uuid` : never}
    or ${numbered ? sql`(w.number >= ${numbered} and w.number < ${`${numbered}~`})` : never})`;
  return typeSearch<WorkOrderHit>(
    {
      from: sql`work_orders w`,
      alias: 'w',
      inScope: workInScope(options.scope, sql`w.asset_id`),
      suggested: overdue ? suggested : null,
      alsoMatch: byNumber,
      columns: sql`w.id, w.number, w.title, w.status, w.priority, w.date_scheduled::text as date_scheduled, w.asset_id, w.assigned_to,
        ${suggested} as suggested`,
      tier: {
        suggested,
        exactCode:
          range || numbered ? sql`(${legacyIs} or w.number = ${term.text.toUpperCase()})` : undefined,
        exactAssetCode: assetCodeIs(sql`w.asset_id`, term, true),
        prefix: [
          ...(range || numbered ? [byNumber] : []),
          assetCodeIs(sql`w.asset_id`, term, false),
          sql`lower(w.title) like ${prefixOf(term.text)}`,
        ],
      },
      suggestionOrder: sql`w.date_scheduled`,
      naturalOrder: sql`w.date_created desc`,
      ...assetAndAssigneeOf('w'),
    },
    options,
    (row) => {
      row.date_scheduled = row.date_scheduled && toIsoTimestamp(row.date_scheduled);
    },
  );
}

// ── Inventory: name, item ID, category, supplier (spec §9); archived items never; shared by every site ──

export interface InventoryHit extends Ranked {
  id: string;
  item_id: string;
  item_name: string;
  category: string | null;
  status: (typeof STOCK_STATUSES)[number];
  quantity_in_stock: number;
  unit: string;
}

export function inventorySearch(options: SearchOptions): TypeSearch<InventoryHit> {
  const { term } = options;
  // 'low stock': the low-stock list's rule (isLowStock): low, critical or out of stock; the emptiest first.
  const low = term.suggestion === 'low-stock';
  const suggested = low ? sql`i.status in (${list(LOW_STOCK_STATUSES)})` : never;
  return typeSearch<InventoryHit>(
    {
      from: sql`inventory_items i`,
      alias: 'i',
      hidden: sql`i.archived_at is not null`,
      suggested: low ? suggested : null,
      columns: sql`i.id, i.item_id, i.item_name, i.category, i.status, i.quantity_in_stock, i.unit,
        ${suggested} as suggested`,
      tier: {
        suggested,
        exactCode: sql`lower(i.item_id) = ${term.text}`,
        prefix: [
          sql`lower(i.item_id) like ${prefixOf(term.text)}`,
          sql`lower(i.item_name) like ${prefixOf(term.text)}`,
        ],
      },
      suggestionOrder: sql`case i.status when 'out-of-stock' then 0 when 'critical-stock' then 1 else 2 end`,
      naturalOrder: sql`lower(i.item_name)`,
    },
    options,
    (row) => {
      row.quantity_in_stock = Number(row.quantity_in_stock);
    },
  );
}

// ── Maintenance tasks: title, asset ID, assignee (spec §9) ──────────────────────────────────────

export interface TaskHit extends AssetAndAssignee {
  id: string;
  title: string;
  is_active: boolean;
  next_due_date: string | null;
  frequency: TaskFrequency;
  custom_frequency_days: number | null;
}

export function taskSearch(options: SearchOptions): TypeSearch<TaskHit> {
  const { term, now } = options;
  // 'due': active tasks due within 7 days (isTaskDueWithin, DUE_WINDOW_DAYS), the soonest first.
  const due = term.suggestion === 'due';
  const until = new Date(now.getTime() + DUE_WINDOW_DAYS * DAY_MS);
  const suggested = due
    ? sql`(t.is_active and t.next_due_date >= ${now.toISOString()} and t.next_due_date <= ${until.toISOString()})`
    : never;
  return typeSearch<TaskHit>(
    {
      from: sql`maintenance_tasks t`,
      alias: 't',
      inScope: workInScope(options.scope, sql`t.asset_id`),
      suggested: due ? suggested : null,
      columns: sql`t.id, t.title, t.is_active, t.next_due_date::text as next_due_date, t.frequency, t.custom_frequency_days,
        t.asset_id, t.assigned_to, ${suggested} as suggested`,
      tier: {
        suggested,
        exactAssetCode: assetCodeIs(sql`t.asset_id`, term, true),
        prefix: [assetCodeIs(sql`t.asset_id`, term, false), sql`lower(t.title) like ${prefixOf(term.text)}`],
      },
      suggestionOrder: sql`t.next_due_date`,
      naturalOrder: sql`t.next_due_date nulls last`,
      ...assetAndAssigneeOf('t'),
    },
    options,
    (row) => {
      row.next_due_date = row.next_due_date && toIsoTimestamp(row.next_due_date);
    },
  );
}

// ── Locations: name and code (the tree has no archive: a location in use cannot be deleted) ────

export interface LocationHit extends Ranked {
  id: string;
  code: string;
  name: string;
  kind: LocationKind;
  path: LocationPathItem[];
}

export function locationSearch(options: SearchOptions): TypeSearch<LocationHit> {
  const { term } = options;
  // No suggestion word names locations. Without a trigram index the similar pass scans the table
  // even with sequential scans discouraged (withTrigramIndexes), which at a tree's size costs little.
  return typeSearch<LocationHit>(
    {
      from: sql`locations l`,
      alias: 'l',
      inScope: locationInScope(options.scope, sql`l.id`),
      text: sql`lower(l.name || ' ' || l.code)`,
      suggested: null,
      columns: sql`l.id, l.code, l.name, l.kind, l.path, false as suggested`,
      tier: {
        suggested: never,
        exactCode: sql`lower(l.code) = ${term.text}`,
        prefix: [
          sql`lower(l.code) like ${prefixOf(term.text)}`,
          sql`lower(l.name) like ${prefixOf(term.text)}`,
        ],
      },
      suggestionOrder: sql`null::int`,
      // Names repeat between sites ("Packing"): among equals, in the order of their paths.
      naturalOrder: sql`array(select lower(s.step->>'name') from jsonb_array_elements(l.path)
        with ordinality s(step, n) order by s.n)`,
    },
    options,
  );
}

/** A type's search alone, in a statement of its own (the tests of a type's reads). */
export const searchWorkOrders = (db: DbOrTx, options: SearchOptions) =>
  searchOne(db, workOrderSearch(options));

// ── Recent searches ─────────────────────────────────────────────────────────────────────────────

export async function selectRecentSearches(db: DbOrTx, userId: string) {
  const rows = await selectRows<{ term: string; searched_at: string | Date }>(
    db,
    sql`select term, searched_at from search_recent where user_id = ${userId}
      order by searched_at desc, id limit ${RECENT_SEARCHES_KEPT}`,
  );
  return rows.map((r) => ({ term: r.term, searched_at: toIsoTimestamp(r.searched_at) }));
}

/**
 * Puts a term at the top of a person's recent searches (a repeat, in any case, moves up and takes the
 * new spelling) and forgets all but the newest ten. clock_timestamp(): two searches in one millisecond
 * still keep their order.
 */
export async function upsertRecentSearch(db: DbOrTx, userId: string, term: string) {
  await db.execute(sql`insert into search_recent (user_id, term, searched_at)
    values (${userId}, ${term}, clock_timestamp())
    on conflict (user_id, lower(term)) do update set term = excluded.term, searched_at = excluded.searched_at`);
  await db.execute(sql`delete from search_recent where user_id = ${userId} and id not in (
    select id from search_recent where user_id = ${userId} order by searched_at desc, id limit ${RECENT_SEARCHES_KEPT})`);
}

export async function deleteRecentSearches(db: DbOrTx, userId: string) {
  await db.execute(sql`delete from search_recent where user_id = ${userId}`);
}

/**
 * Runs the similar-matches pass with sequential scans discouraged: the planner misjudges pg_trgm's
 * `<%` and scans small tables computing word similarity for every row (~12 µs each), where the trigram
 * index hands it only the rows sharing enough trigrams (measured: 400 ms → tens of ms at 100,000 rows).
 */
export function withTrigramIndexes<T>(db: DbOrTx, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // A discouraged scan is priced at 10^10, which sends PostgreSQL's plans over the JIT threshold: it
    // compiled each query for ~300 ms to run it in under 1 ms (a misspelt word took 450 ms on
    // PostgreSQL, 4 s at 10 connections). PGlite has no JIT; the setting exists on both.
    await tx.execute(sql`set local jit = off`);
    return run(tx);
  });
}
