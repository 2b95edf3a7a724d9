/**
 * The register filtered by a location reads through indexes (like db/__tests__/list-query-plans.test.ts):
 * 12,000 assets in a tree of about 500 locations, the first page filtered by a mid-level location, each page query the
 * app sent EXPLAINed. A sequential scan of assets fails the test.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';

let t: TestApp;
let cookie: string;
let captured: Array<{ text: string; params: unknown[] }> = [];
let capturing = false;
let area: string;

beforeAll(async () => {
  t = await createTestApp({
    onQuery: (text, params) => {
      if (capturing && /^\s*select/i.test(text) && /\slimit\s/i.test(text)) captured.push({ text, params });
    },
  });
  ({ cookie } = await signedIn(t.app, 'admin'));
  const db = t.app.ctx.db;
  // 4 sites, 5 areas each, 6 lines each, 3 rooms each: 504 locations, each with its materialised path.
  await db.execute(sql`
    with recursive tree(id, parent_id, kind, name, depth, ancestor_ids, path, n) as (
      select gen_random_uuid(), null::uuid, 'site', 'Site ' || s, 0, array[]::uuid[], '[]'::jsonb, s
        from generate_series(1, 4) s
      union all
      select gen_random_uuid(), t.id, case t.depth when 0 then 'area' when 1 then 'line' else 'room' end,
             t.name || '.' || c, t.depth + 1, t.ancestor_ids || t.id,
             t.path || jsonb_build_array(jsonb_build_object('id', t.id, 'name', t.name)), c
        from tree t, generate_series(1, case t.depth when 0 then 5 when 1 then 6 else 3 end) c
       where t.depth < 3
    )
    insert into locations (id, parent_id, kind, code, name, position, ancestor_ids, path)
    select id, parent_id, kind, 'C' || n, name, n, ancestor_ids || id,
           path || jsonb_build_array(jsonb_build_object('id', id, 'name', name))
      from tree`);
  await db.execute(sql`
    insert into assets (asset_id, asset_name, location_id, criticality)
    select 'PLAN-' || i, 'Plan asset ' || i, l.id, (array['low','medium','high','critical'])[1 + i % 4]
      from generate_series(1, 12000) i
      join (select id, row_number() over (order by id) - 1 as k from locations where kind <> 'site') l
        on l.k = i % (select count(*) from locations where kind <> 'site')`);
  await db.execute(sql`analyze`);
  const [row] = (
    await t.database.query<{ id: string }>(
      `select id from locations where kind = 'area' order by name limit 1`,
    )
  ).rows;
  area = row.id;
}, 300_000);
afterAll(() => t?.close());

describe('the register filtered by a location', () => {
  it.each([
    ['by asset ID', ''],
    ['by criticality', '&sort=criticality&order=desc'],
  ])('reads its first page through indexes, sorted %s', async (_, sort) => {
    captured = [];
    capturing = true;
    const response = await call(t.app, 'GET', `/api/assets?limit=50&location_id=${area}${sort}`, cookie);
    capturing = false;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toHaveLength(50);
    expect(captured.length).toBeGreaterThan(0);
    const scans: string[] = [];
    const indexes = new Set<string>();
    for (const query of captured) {
      const { rows } = await t.database.query<{ 'QUERY PLAN': string }>(
        `explain ${query.text}`,
        query.params,
      );
      for (const { 'QUERY PLAN': line } of rows) {
        if (/Seq Scan on assets\b/.test(line)) scans.push(query.text);
        const index = /Index (?:Only )?Scan (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)/.exec(line);
        if (index) indexes.add(index[1] ?? index[2]);
      }
    }
    expect(scans).toEqual([]);
    expect([...indexes].some((name) => name.startsWith('assets_'))).toBe(true);
  });
});
