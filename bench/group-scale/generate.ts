/**
 * The group-scale generator (issue 38): a food group of 10 sites in a PostgreSQL database migrated with the
 * server's migrations — 50,000 assets on 250 locations, 2,000,000 work orders and 500,000 breakdowns over five
 * years, 20,000 spare parts with 5,000,000 stock movements, 1,000 people with a mix of roles and sites, and a
 * budget plan with 50,000 invoices.
 *
 *   npx tsx group-scale/generate.ts postgres://postgres@127.0.0.1:5432/<an empty database>
 *
 * Every row is made by PostgreSQL itself (INSERT … SELECT over generate_series, in chunks), not sent from
 * here: the repository has no COPY client (pg-copy-streams), and building the rows in the server costs no
 * parsing at all. Ids are md5 hashes of a row's number (`gs_id('w' || n)` is work order n, see groupId), so rows
 * point at each other without lookups. While loading, the session runs as a replica
 * (session_replication_role): no row triggers (the realtime NOTIFY of each row, the work order's number and
 * search text, the asset's site, which are written here directly) and no foreign-key checks (the ids are right by
 * construction). The big tables' secondary indexes are dropped first and built again after, which is several
 * times faster than keeping them up to date row by row; then everything is vacuumed and analysed.
 * Sizes can be lowered with BENCH_GROUP_* variables (see GROUP_SIZE).
 */
import { createHash } from 'node:crypto';
import { assetLocationTexts, BUDGET_CATEGORIES, EXPENSE_CATEGORIES } from '@plantwise/domain';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { BENCH_PASSWORD } from '../support';

const envSize = (name: string, fallback: number) => Number(process.env[`BENCH_GROUP_${name}`] ?? fallback);

export const GROUP_SIZE = {
  sites: 10,
  areasPerSite: 4,
  linesPerArea: 5,
  assets: envSize('ASSETS', 50_000),
  workOrders: envSize('WORK_ORDERS', 2_000_000),
  breakdowns: envSize('BREAKDOWNS', 500_000),
  items: 20_000,
  movements: envSize('MOVEMENTS', 5_000_000),
  people: 1_000,
  expenses: 50_000,
  /** The history's length, ending now. */
  years: 5,
};
export type GroupSize = typeof GROUP_SIZE;

/** People the bench signs in as (password BENCH_PASSWORD). */
export const GROUP_PEOPLE = {
  admin: 'person-1@group.plantwise.test',
  /** A manager with every site. */
  manager: 'person-2@group.plantwise.test',
  /** A technician limited to Site 1. */
  limited: 'person-3@group.plantwise.test',
};
export const siteName = (n: number) => `Site ${n}`;

/**
 * The id of generated row `key` ('w42' is work order 42): an md5 hash shaped as a version-4 UUID, as the API's
 * schemas check. The same as the SQL function pg_temp.gs_id that the generator defines.
 */
export function groupId(key: string): string {
  const hex = createHash('md5').update(key).digest('hex');
  const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}

/** Rows a chunk inserts: one statement each, so a long load shows its progress. */
const CHUNK = 250_000;
/** Tables whose secondary indexes are built after the load. */
const BIG_TABLES = [
  'assets',
  'work_orders',
  'asset_breakdowns',
  'inventory_items',
  'stock_movements',
  'budget_expenses',
];

const FIRST_NAMES = [
  'Amy',
  'Ben',
  'Chloe',
  'Dan',
  'Ella',
  'Finn',
  'Grace',
  'Harry',
  'Isla',
  'Jack',
  'Kate',
  'Liam',
  'Mia',
  'Noah',
  'Olivia',
  'Priya',
  'Ravi',
  'Sara',
  'Tom',
  'Zoe',
];
const LAST_NAMES = [
  'Patel',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Khan',
  'Evans',
  'Walker',
  'Wright',
  'Green',
  'Hall',
  'Wood',
  'Clarke',
  'Hughes',
  'Shah',
  'Lewis',
  'Young',
  'King',
  'Scott',
  'Baker',
  'Adams',
  'Hill',
  'Moore',
  'Ward',
  'Turner',
];
const ASSET_KINDS = [
  'Filler',
  'Capper',
  'Labeller',
  'Conveyor',
  'Checkweigher',
  'Metal detector',
  'Mixer',
  'Oven',
  'Chiller',
  'Compressor',
  'Palletiser',
  'Case packer',
  'Pump',
  'Homogeniser',
  'Pasteuriser',
  'Boiler',
];
const MAKES = [
  'Krones',
  'Sidel',
  'Ishida',
  'Mettler Toledo',
  'Atlas Copco',
  'GEA',
  'Tetra Pak',
  'Bosch',
  'Multivac',
  'Marel',
];
const CATEGORIES = [
  'machinery',
  'electrical',
  'hvac',
  'plumbing',
  'refrigeration',
  'conveyor',
  'packaging',
  'utilities',
];
const WORK_TITLES = [
  'Replace bearings',
  'Realign conveyor',
  'Service gearbox',
  'Replace seals',
  'Inspect wiring',
  'Calibrate checkweigher',
  'Lubricate chain',
  'Clean heat exchanger',
  'Replace belt',
  'Check guards',
  'Tighten fixings',
  'Test interlocks',
];
const FAULTS = [
  'Motor tripped',
  'Jam at infeed',
  'Seal leaking',
  'Sensor fault',
  'Belt snapped',
  'Overheating',
  'No air pressure',
  'Reject gate stuck',
];
const PARTS = [
  'Bearing',
  'Seal kit',
  'Belt',
  'Fuse',
  'Sensor',
  'Gasket',
  'Chain link',
  'Filter',
  'Valve',
  'Motor',
];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** A pseudo-random number in [0, m) from row number `n` and a stream number `k` (stable between runs). */
const rand = (n: string, k: number, m: number) => `((abs(hashint4(${n} * 7 + ${k})::bigint) % ${m})::int)`;

export async function generateGroup(
  databaseUrl: string,
  size: GroupSize = GROUP_SIZE,
  log: (line: string) => void = console.log,
): Promise<Record<string, number>> {
  // Migrate with the server's own migrations (what `npm start` does on a new database).
  const database = await openDatabase({ databaseUrl, statementTimeoutMs: 0 });
  await database.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const timings: Record<string, number> = {};
  const step = async (name: string, rows: number, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    const ms = performance.now() - started;
    timings[name] = ms;
    const rate = rows > 0 ? ` (${Math.round(rows / (ms / 1000)).toLocaleString('en-GB')} rows/s)` : '';
    log(`  ${name}: ${(ms / 1000).toFixed(1)} s${rate}`);
  };
  const q = (text: string, params: unknown[] = []) => client.query(text, params);
  const inChunks = async (total: number, insert: (lo: number, hi: number) => string) => {
    for (let lo = 1; lo <= total; lo += CHUNK) await q(insert(lo, Math.min(total, lo + CHUNK - 1)));
  };

  try {
    await q(
      `create function pg_temp.gs_id(key text) returns uuid language sql immutable
         as $$ select overlay(overlay(md5(key) placing '4' from 13) placing '8' from 17)::uuid $$`,
    );
    await q(`set session_replication_role = replica`);
    await q(`set maintenance_work_mem = '512MB'`);
    await q(`set synchronous_commit = off`);
    const now = (await q(`select now() as now`)).rows[0].now as Date;
    const start = new Date(now.getTime() - size.years * 365.25 * 86_400_000);
    const spanS = (now.getTime() - start.getTime()) / 1000;
    /** The timestamp of row `n` of `total`, spread evenly over the history, oldest first. */
    const at = (n: string, total: number) =>
      `('${start.toISOString()}'::timestamptz + (${n} - 1) * ${spanS / total} * interval '1 second')`;

    const { rows: indexes } = await q(
      `select indexname, indexdef from pg_indexes i
        where schemaname = 'public' and tablename = any($1)
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [BIG_TABLES],
    );
    await step(`drop ${indexes.length} secondary indexes`, 0, async () => {
      for (const index of indexes) await q(`drop index "${index.indexname}"`);
    });

    // Sites, their areas and lines: the tree is small, so it is built here with the domain's path texts.
    const locations: Array<{
      id: string;
      parent_id: string | null;
      kind: string;
      code: string;
      name: string;
      position: number;
      path: Array<{ id: string; name: string }>;
    }> = [];
    const lines: Array<{
      k: number;
      id: string;
      site_id: string;
      site: string | null;
      location: string | null;
    }> = [];
    const idOf = groupId;
    for (let s = 1; s <= size.sites; s++) {
      const site = { id: idOf(`site${s}`), name: siteName(s) };
      locations.push({
        ...site,
        parent_id: null,
        kind: 'site',
        code: `S${String(s).padStart(2, '0')}`,
        position: s,
        path: [site],
      });
      for (let a = 1; a <= size.areasPerSite; a++) {
        const area = { id: idOf(`area${s}.${a}`), name: `Area ${a}` };
        locations.push({
          ...area,
          parent_id: site.id,
          kind: 'area',
          code: `A${a}`,
          position: a,
          path: [site, area],
        });
        for (let l = 1; l <= size.linesPerArea; l++) {
          const line = { id: idOf(`line${s}.${a}.${l}`), name: `Line ${l}` };
          const path = [site, area, line];
          locations.push({ ...line, parent_id: area.id, kind: 'line', code: `L${l}`, position: l, path });
          lines.push({ k: lines.length, id: line.id, site_id: site.id, ...assetLocationTexts(path) });
        }
      }
    }
    await step(`${locations.length} locations`, locations.length, async () => {
      await q(
        `insert into locations (id, parent_id, kind, code, name, position, path, ancestor_ids)
         select id, parent_id, kind, code, name, position, path,
                array(select (p ->> 'id')::uuid from jsonb_array_elements(path) p)
           from jsonb_to_recordset($1::jsonb)
             as v(id uuid, parent_id uuid, kind text, code text, name text, position int, path jsonb)`,
        [JSON.stringify(locations)],
      );
      await q(
        `create temp table gs_lines (k int primary key, id uuid, site_id uuid, site text, location text)`,
      );
      await q(
        `insert into gs_lines select * from jsonb_to_recordset($1::jsonb) as v(k int, id uuid, site_id uuid, site text, location text)`,
        [JSON.stringify(lines)],
      );
    });

    // People: #1 an admin, #2 a manager, #3 a technician limited to Site 1; then a group's mix.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await step(`${size.people} people`, size.people, async () => {
      await q(
        `create temp table gs_people as
         select n, pg_temp.gs_id('p' || n) as id, 'person-' || n || '@group.plantwise.test' as email,
                (${sqlArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] || ' ' ||
                (${sqlArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as name,
                case when n = 1 then 'admin' when n = 2 then 'manager' when n = 3 then 'technician'
                     when n % 20 = 0 then 'admin' when n % 20 <= 3 then 'manager' when n % 20 = 4 then 'quality'
                     when n % 20 <= 14 then 'technician' else 'user' end as role
           from generate_series(1, ${size.people}) n`,
      );
      await q(
        `insert into users (id, email, password_hash, email_confirmed_at)
         select id, email, $1, now() from gs_people`,
        [passwordHash],
      );
      await q(
        `insert into profiles (id, email, full_name, role, email_verified, email_verified_at)
         select id, email, name, role, true, now() from gs_people`,
      );
      // 30 % every site, 60 % one site, 10 % two sites (#1 and #2 every site, #3 Site 1).
      await q(
        `insert into user_sites (user_id, location_id)
         select p.id, pg_temp.gs_id('site' || s)
           from gs_people p,
                lateral (select 1 + (p.n / 10) % ${size.sites} as s where p.n = 3 or (p.n > 3 and p.n % 10 >= 3)
                         union select 1 + (p.n / 10 + 1) % ${size.sites} where p.n > 3 and p.n % 10 = 9) x`,
      );
    });

    await step(`${size.assets.toLocaleString('en-GB')} assets`, size.assets, () =>
      inChunks(
        size.assets,
        (lo, hi) =>
          `insert into assets (id, asset_id, asset_name, make, model_variant, serial_number, yom, site, location,
                               location_id, site_id, status, category, criticality, purchase_cost, purchase_date,
                               created_at, updated_at, food_contact)
           select pg_temp.gs_id('a' || n), 'GS-' || lpad(n::text, 6, '0'),
                  (${sqlArray(ASSET_KINDS)})[1 + ${rand('n', 1, ASSET_KINDS.length)}] || ' ' || n,
                  (${sqlArray(MAKES)})[1 + ${rand('n', 2, MAKES.length)}], 'Mk ' || (1 + ${rand('n', 3, 5)}),
                  'SN' || (100000 + n), 2000 + ${rand('n', 4, 25)}, l.site, l.location, l.id, l.site_id,
                  case when ${rand('n', 5, 100)} < 90 then 'operational' when ${rand('n', 5, 100)} < 97 then 'maintenance'
                       else 'out-of-service' end,
                  (${sqlArray(CATEGORIES)})[1 + ${rand('n', 6, CATEGORIES.length)}],
                  (array['low','medium','high','critical'])[1 + ${rand('n', 7, 4)}],
                  1000 + ${rand('n', 8, 200000)}, date '2005-01-01' + ${rand('n', 9, 7000)},
                  ${at('n', size.assets)}, now() - n * interval '1 minute', ${rand('n', 10, 3)} = 0
             from generate_series(${lo}, ${hi}) n
             join gs_lines l on l.k = n % ${lines.length}`,
      ),
    );

    // Work orders, oldest first: numbered WO-<year>-<n>, the older ones nearly all done, a backlog open.
    await step(`${size.workOrders.toLocaleString('en-GB')} work orders`, size.workOrders, () =>
      inChunks(
        size.workOrders,
        (lo, hi) =>
          `insert into work_orders (id, number, title, description, asset_id, status, priority, assigned_to, created_by,
                                    date_created, date_scheduled, started_at, date_completed, estimated_duration,
                                    actual_duration, labour_rate, labour_cost, maintenance_type, search_text,
                                    completed_by, updated_at)
           select pg_temp.gs_id('w' || g.n),
                  'WO-' || extract(year from g.created at time zone 'Europe/London')::int || '-' || lpad(g.n::text, 7, '0'),
                  g.title, g.description, pg_temp.gs_id('a' || g.a), g.status,
                  (array['low','low','low','medium','medium','medium','medium','high','high','critical'])[1 + ${rand('g.n', 12, 10)}],
                  p.id, pg_temp.gs_id('p' || (1 + ${rand('g.n', 13, size.people)})),
                  g.created, g.scheduled,
                  case when g.status in ('in-progress', 'completed') then g.scheduled end,
                  case when g.status = 'completed' then g.scheduled + ${rand('g.n', 14, 48)} * interval '1 hour' end,
                  1 + ${rand('g.n', 15, 4)},
                  case when g.status = 'completed' then 1 + ${rand('g.n', 16, 6)} end,
                  case when g.status = 'completed' then 35 end,
                  case when g.status = 'completed' then (1 + ${rand('g.n', 16, 6)}) * 35 end,
                  (array['preventive','corrective','predictive','reactive','inspection','cleaning'])[1 + ${rand('g.n', 17, 6)}],
                  lower(concat_ws(' ', g.title, g.description, 'GS-' || lpad(g.a::text, 6, '0'), p.name)),
                  case when g.status = 'completed' then p.name end,
                  g.created
             from (select n, 1 + ${rand('n', 18, size.assets)} as a, 1 + ${rand('n', 19, size.people)} as person,
                          ${at('n', size.workOrders)} as created,
                          ${at('n', size.workOrders)} + ${rand('n', 20, 14)} * interval '1 day' as scheduled,
                          (${sqlArray(WORK_TITLES)})[1 + ${rand('n', 21, WORK_TITLES.length)}] as title,
                          case when ${rand('n', 22, 10)} = 0 then 'Found during the weekly round' end as description,
                          case when ${at('n', size.workOrders)} > now() - interval '45 days' then
                                 (array['pending','pending','pending','in-progress','in-progress','completed','completed','completed','completed','cancelled'])[1 + ${rand('n', 23, 10)}]
                               when ${rand('n', 23, 100)} < 2 then 'pending'
                               when ${rand('n', 23, 100)} < 3 then 'in-progress'
                               when ${rand('n', 23, 100)} < 96 then 'completed'
                               else 'cancelled' end as status
                     from generate_series(${lo}, ${hi}) n) g
             join gs_people p on p.n = g.person`,
      ),
    );

    // Breakdowns: the last three days' still open, the rest done; one in a hundred fixed temporarily.
    await step(`${size.breakdowns.toLocaleString('en-GB')} breakdowns`, size.breakdowns, () =>
      inChunks(
        size.breakdowns,
        (lo, hi) =>
          `insert into asset_breakdowns (id, asset_id, title, severity, category, status, reported_by, assigned_to,
                                         breakdown_start_time, breakdown_end_time, downtime_hours, estimated_cost,
                                         completed_at, completed_by, fix_type, permanent_repair_deadline,
                                         created_at, updated_at)
           select pg_temp.gs_id('b' || g.n), pg_temp.gs_id('a' || (1 + ${rand('g.n', 31, size.assets)})),
                  (${sqlArray(FAULTS)})[1 + ${rand('g.n', 32, FAULTS.length)}],
                  (array['low','medium','medium','high','critical'])[1 + ${rand('g.n', 33, 5)}],
                  (array['mechanical','electrical','pneumatic','software'])[1 + ${rand('g.n', 34, 4)}],
                  g.status, pg_temp.gs_id('p' || (1 + ${rand('g.n', 35, size.people)})),
                  pg_temp.gs_id('p' || (1 + ${rand('g.n', 36, size.people)})),
                  g.started, g.ended, round(extract(epoch from g.ended - g.started) / 3600, 2),
                  50 + ${rand('g.n', 37, 3000)},
                  g.ended, case when g.ended is not null then 'Bench technician' end,
                  case when g.ended is null then null when ${rand('g.n', 38, 100)} = 0 then 'temporary' else 'permanent' end,
                  case when g.ended is not null and ${rand('g.n', 38, 100)} = 0 then g.ended + interval '14 days' end,
                  g.started, coalesce(g.ended, g.started)
             from (select n, ${at('n', size.breakdowns)} as started,
                          case when ${at('n', size.breakdowns)} > now() - interval '3 days' then null
                               else ${at('n', size.breakdowns)} + (10 + ${rand('n', 39, 600)}) * interval '1 minute' end as ended,
                          case when ${at('n', size.breakdowns)} > now() - interval '3 days' then
                                 (array['reported','assigned'])[1 + ${rand('n', 40, 2)}]
                               else 'completed' end as status
                     from generate_series(${lo}, ${hi}) n) g`,
      ),
    );

    await step(`${size.items.toLocaleString('en-GB')} spare parts`, size.items, () =>
      q(
        `insert into inventory_items (id, item_id, item_name, category, supplier, quantity_in_stock, min_stock_level,
                                      unit_cost, location, status, created_at, updated_at)
         select pg_temp.gs_id('i' || n), 'P-' || lpad(n::text, 6, '0'),
                (${sqlArray(PARTS)})[1 + ${rand('n', 51, PARTS.length)}] || ' ' || n,
                (array['mechanical','electrical','pneumatic','hygiene'])[1 + ${rand('n', 52, 4)}],
                'Supplier ' || (1 + ${rand('n', 53, 40)}), q, 5, 2 + ${rand('n', 54, 300)},
                'Stores ' || (1 + ${rand('n', 55, 10)}),
                case when q = 0 then 'out-of-stock' when q <= 2 then 'critical-stock' when q <= 5 then 'low-stock'
                     else 'in-stock' end,
                now() - n * interval '1 hour', now() - n * interval '1 minute'
           from (select n, ${rand('n', 50, 60)} as q from generate_series(1, ${size.items}) n) g`,
      ),
    );

    // Stock movements, oldest first: nine in ten are parts taken for a work order, one in ten a delivery.
    await step(`${size.movements.toLocaleString('en-GB')} stock movements`, size.movements, () =>
      inChunks(
        size.movements,
        (lo, hi) =>
          `insert into stock_movements (id, inventory_item_id, delta, quantity_after, reason, work_order_id,
                                        unit_cost, user_id, created_at)
           select pg_temp.gs_id('m' || n), pg_temp.gs_id('i' || (1 + ${rand('n', 61, size.items)})),
                  case when ${rand('n', 62, 10)} = 0 then 20 else -(1 + ${rand('n', 63, 3)}) end,
                  ${rand('n', 64, 60)},
                  case when ${rand('n', 62, 10)} = 0 then 'Delivery' else 'Used on a work order' end,
                  case when ${rand('n', 62, 10)} <> 0
                       then pg_temp.gs_id('w' || greatest(1, least(${size.workOrders}, round(n::numeric * ${size.workOrders} / ${size.movements})::int))) end,
                  2 + ${rand('n', 65, 300)}, pg_temp.gs_id('p' || (1 + ${rand('n', 66, size.people)})),
                  ${at('n', size.movements)}
             from generate_series(${lo}, ${hi}) n`,
      ),
    );

    // The budget: a plan per site, category and month for last year and this year; invoices over the history.
    const year = now.getUTCFullYear();
    await step(
      `budget plan and ${size.expenses.toLocaleString('en-GB')} invoices`,
      size.expenses,
      async () => {
        await q(
          `insert into budget_lines (year, month, site, category, amount)
         select y, m, 'Site ' || s, c, 2000 + m * 50
           from generate_series(${year - 1}, ${year}) y, generate_series(1, 12) m,
                generate_series(1, ${size.sites}) s, unnest(${sqlArray(BUDGET_CATEGORIES)}) c`,
        );
        await q(
          `insert into budget_expenses (id, date, site, category, amount, supplier, asset_id, created_by)
         select pg_temp.gs_id('e' || n), (${at('n', size.expenses)})::date, 'Site ' || (1 + ${rand('n', 71, size.sites)}),
                (${sqlArray(EXPENSE_CATEGORIES)})[1 + ${rand('n', 72, EXPENSE_CATEGORIES.length)}],
                50 + ${rand('n', 73, 5000)}, 'Contractor ' || (1 + ${rand('n', 74, 60)}),
                case when ${rand('n', 75, 2)} = 0 then pg_temp.gs_id('a' || (1 + ${rand('n', 76, size.assets)})) end,
                pg_temp.gs_id('p1')
           from generate_series(1, ${size.expenses}) n`,
        );
      },
    );

    // New work orders continue each year's numbering after the generated ones.
    await q(
      `insert into number_counters (kind, year, last)
       select 'work_order', split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int)
         from work_orders group by 1, 2
       on conflict (kind, year) do update set last = excluded.last`,
    );

    // The budget's work-cost summary is kept by triggers, which did not run while loading.
    await step('work-cost summary', 0, () => q('select plantwise_work_costs_rebuild()'));

    await step(`build ${indexes.length} indexes`, 0, async () => {
      for (const index of indexes) {
        const started = performance.now();
        await q(index.indexdef);
        log(`    ${index.indexname}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    });
    await q(`reset session_replication_role`);
    await step('vacuum and analyse', 0, () => q('vacuum (analyze)'));
    return timings;
  } finally {
    await client.end();
  }
}

if (process.argv[1] === import.meta.filename) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: tsx group-scale/generate.ts postgres://…/<an empty database>');
    process.exit(2);
  }
  const started = performance.now();
  generateGroup(url)
    .then(() => console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
