/**
 * Every list's filters and sorts are backed by an index where the table can grow: seeds more than 10,000 rows
 * in each growing table, calls every list route variant the screens use, and EXPLAINs each page query (SELECT
 * … LIMIT) the app sent. A sequential scan of a table above 10,000 rows fails the test, naming the route and
 * the table. A new list joins by adding its URLs to LIST_ROUTES.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/factories';
import { createTestApp, signedIn, type TestApp } from '../../test/harness';
import { LIMITED_ROUTES, LIST_ROUTES, WEBHOOK_ID } from '../../test/list-routes';

const BIG = 12_000;
const ROW_LIMIT = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

let t: TestApp;
let cookie: string;
let limitedCookie: string;
let captured: Array<{ text: string; params: unknown[] }> = [];
let capturing = false;
const rowCounts = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({
    onQuery: (text, params) => {
      // The page itself (ORDER BY … LIMIT). An exact total over a large share of a table is a scan
      // by nature (PostgreSQL has no cheap exact count); totals are left to the count benches.
      if (capturing && /^\s*select/i.test(text) && /\slimit\s/i.test(text)) captured.push({ text, params });
    },
  });
  const admin = await signedIn(t.app, 'admin');
  cookie = admin.cookie;
  const db = t.app.ctx.db;
  await db.execute(sql`
    insert into assets (asset_id, asset_name, site, status, category, criticality)
    select 'PLAN-' || i, 'Plan asset ' || i, 'Site ' || (i % 7),
           (array['operational','maintenance','out-of-service'])[1 + i % 3],
           'machinery', (array['low','medium','high','critical'])[1 + i % 4]
      from generate_series(1, ${BIG}) i`);
  await db.execute(sql`
    insert into asset_breakdowns (asset_id, title, severity, status, breakdown_start_time)
    select a.id, 'Stopped ' || a.asset_id, 'medium',
           case when a.asset_id like '%0' then 'reported' else 'completed' end, now() - interval '1 day'
      from assets a`);
  await db.execute(sql`
    insert into work_orders (title, asset_id, status, priority, date_scheduled)
    select 'Service ' || a.asset_id, a.id,
           (array['pending','in-progress','completed'])[1 + (row_number() over ()) % 3],
           (array['low','medium','high','critical'])[1 + (row_number() over ()) % 4],
           now() + ((row_number() over ()) % 60 - 30) * interval '1 day'
      from assets a`);
  await db.execute(sql`
    insert into maintenance_tasks (title, asset_id, next_due_date)
    select 'Lubricate ' || a.asset_id, a.id, now() + ((row_number() over ()) % 60 - 30) * interval '1 day'
      from assets a`);
  await db.execute(sql`
    insert into inventory_items (item_id, item_name, quantity_in_stock, min_stock_level, status)
    select 'PART-' || i, 'Part ' || i, i % 20, 5,
           case when i % 20 = 0 then 'out-of-stock' when i % 20 <= 5 then 'low-stock' else 'in-stock' end
      from generate_series(1, ${BIG}) i`);
  await db.execute(sql`
    insert into notifications (user_id, title, message)
    select u.id, 'Note ' || i, 'Message ' || i from generate_series(1, ${BIG}) i, users u`);
  await db.execute(sql`
    insert into budget_expenses (date, site, category, amount, supplier)
    select date '2020-01-01' + (i % 2500), 'Site ' || (i % 7),
           (array['contractors','capital','other'])[1 + i % 3], 100 + i % 900, 'Supplier ' || (i % 40)
      from generate_series(1, ${BIG}) i`);
  await db.execute(sql`
    insert into webhooks (id, url, events, secret)
    values (${WEBHOOK_ID}::uuid, 'https://hooks.example.com/plan', array['stock.low'], 'whsec_plan')`);
  await db.execute(sql`
    insert into webhook_outbox (type, data) select 'stock.low', jsonb_build_object('n', i) from generate_series(1, ${BIG}) i`);
  await db.execute(sql`
    insert into webhook_deliveries (webhook_id, event_id, status, attempts)
    select ${WEBHOOK_ID}::uuid, o.id, 'succeeded', 1 from webhook_outbox o`);
  await db.execute(sql`
    insert into audit_log (action, entity_type, entity_id)
    select 'seed.row', 'asset', a.id::text from assets a`);
  // One site holding Site 1's assets, and a manager limited to it.
  const site = await call(t.app, 'POST', '/api/locations', cookie, {
    kind: 'site',
    code: 'PLN',
    name: 'Plan site',
  });
  await db.execute(sql`update assets set location_id = ${site.json().id}::uuid where site = 'Site 1'`);
  const manager = await signedIn(t.app, 'manager');
  limitedCookie = manager.cookie;
  await call(t.app, 'PUT', `/api/users/${manager.user.id}/sites`, cookie, { site_ids: [site.json().id] });
  // What autovacuum does to a grown PostgreSQL database: statistics, and the pages marked all-visible, so the
  // site filter reads a site's asset ids from assets_site_id_idx alone (site-access.md).
  await db.execute(sql`vacuum analyze`);
  const counts = await t.database.query<{ relname: string; n: number }>(
    `select relname, n_live_tup::int as n from pg_stat_user_tables where schemaname = 'public'`,
  );
  for (const { relname } of counts.rows) {
    const [{ n }] = (await t.database.query<{ n: number }>(`select count(*)::int as n from "${relname}"`))
      .rows;
    rowCounts.set(relname, n);
  }
}, 300_000);
afterAll(() => t?.close());

describe('list query plans on tables above 10,000 rows', () => {
  it.each([
    ...LIST_ROUTES.map((url) => ({ url, limited: false })),
    ...LIMITED_ROUTES.map((url) => ({ url, limited: true })),
  ])('$url (limited to a site: $limited) reads through indexes', async ({ url, limited }) => {
    captured = [];
    capturing = true;
    const response = await call(t.app, 'GET', url, limited ? limitedCookie : cookie);
    capturing = false;
    expect(response.statusCode, response.body).toBe(200);
    const scans: string[] = [];
    for (const query of captured) {
      const { rows } = await t.database.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `explain (format json) ${query.text}`,
        query.params,
      );
      const plan = rows[0]['QUERY PLAN'][0].Plan;
      for (const node of nodesOf(plan)) {
        const table = node['Relation Name'];
        if (node['Node Type'] === 'Seq Scan' && table && (rowCounts.get(table) ?? 0) > ROW_LIMIT)
          scans.push(
            `${table} (${rowCounts.get(table)} rows) in: …${query.text.slice(query.text.search(/ from /i))}`,
          );
      }
    }
    expect(scans).toEqual([]);
  });
});

describe("a limited person's breakdowns page", () => {
  it("checks the site against one hash of its asset ids, not a probe of each scanned row's asset", async () => {
    captured = [];
    capturing = true;
    // Past the shared answer: the list was asked for above.
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/breakdowns?limit=50',
      headers: { cookie: limitedCookie, 'cache-control': 'no-cache' },
    });
    capturing = false;
    expect(response.statusCode, response.body).toBe(200);
    const page = captured.find((query) => query.text.includes('from "asset_breakdowns"'));
    if (!page) throw new Error(`no page query among ${captured.length}`);
    const { rows } = await t.database.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `explain (format json) ${page.text}`,
      page.params,
    );
    const nodes = [...nodesOf(rows[0]['QUERY PLAN'][0].Plan)];
    // A semi-join here probes the asset of every breakdown the index walk passes (about ten for each row kept
    // when a site holds a tenth of them); the hashed filter reads the site's asset ids once.
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Nested Loop');
    expect(nodes.some((node) => /hashed SubPlan/.test(node.Filter ?? ''))).toBe(true);
  });
});
