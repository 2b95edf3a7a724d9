/**
 * The SQL conditions of site access (db/site-scope.ts) against a real tree: two sites, an area and a line
 * below the first, assets at each and one without a location; and the realtime payload's sites (migration
 * 0035).
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/harness';
import { CHANGES_CHANNEL } from '../client';
import { assets } from '../schema';
import { assetInScope, locationInScope, type SiteScope, siteInScope, workInScope } from '../site-scope';

const opened = useTestDatabase();

const ids = {
  siteA: '00000000-0000-4000-8000-00000000000a',
  areaA: '00000000-0000-4000-8000-0000000000aa',
  lineA: '00000000-0000-4000-8000-000000000aaa',
  siteB: '00000000-0000-4000-8000-00000000000b',
  areaB: '00000000-0000-4000-8000-0000000000bb',
};
const asset = {
  atSiteA: '00000000-0000-4000-9000-00000000000a',
  atLineA: '00000000-0000-4000-9000-000000000aaa',
  atAreaB: '00000000-0000-4000-9000-0000000000bb',
  nowhere: '00000000-0000-4000-9000-000000000000',
};

beforeAll(async () => {
  const { db } = opened.database;
  await db.execute(sql`
    insert into locations (id, parent_id, kind, code, name, ancestor_ids, path) values
      (${ids.siteA}, null, 'site', 'A', 'Leeds', array[${ids.siteA}]::uuid[], '[]'),
      (${ids.areaA}, ${ids.siteA}, 'area', 'PK', 'Packing', array[${ids.siteA}, ${ids.areaA}]::uuid[], '[]'),
      (${ids.lineA}, ${ids.areaA}, 'line', 'L1', 'Line 1', array[${ids.siteA}, ${ids.areaA}, ${ids.lineA}]::uuid[], '[]'),
      (${ids.siteB}, null, 'site', 'B', 'York', array[${ids.siteB}]::uuid[], '[]'),
      (${ids.areaB}, ${ids.siteB}, 'area', 'PK', 'Packing', array[${ids.siteB}, ${ids.areaB}]::uuid[], '[]')`);
  await db.insert(assets).values([
    { id: asset.atSiteA, asset_id: 'SCOPE-1', asset_name: 'Oven', location_id: ids.siteA },
    { id: asset.atLineA, asset_id: 'SCOPE-2', asset_name: 'Filler', location_id: ids.lineA },
    { id: asset.atAreaB, asset_id: 'SCOPE-3', asset_name: 'Mixer', location_id: ids.areaB },
    { id: asset.nowhere, asset_id: 'SCOPE-4', asset_name: 'Spare pump', location_id: null },
  ]);
});

async function idsWhere(from: SQL, where: SQL): Promise<string[]> {
  const rows = (await opened.database.db.execute(
    sql`select x.id::text as id from ${from} where ${where} order by 1`,
  )) as unknown;
  const list = Array.isArray(rows) ? rows : (rows as { rows: Array<{ id: string }> }).rows;
  return (list as Array<{ id: string }>).map((row) => row.id);
}

const onlyA: SiteScope = [ids.siteA];
const onlyB: SiteScope = [ids.siteB];
const both: SiteScope = [ids.siteA, ids.siteB];

describe('locationInScope', () => {
  const from = sql`locations x`;
  it('keeps a site and everything below it', async () => {
    expect(await idsWhere(from, locationInScope(onlyA, sql`x.id`))).toEqual(
      [ids.siteA, ids.areaA, ids.lineA].sort(),
    );
    expect(await idsWhere(from, locationInScope(onlyB, sql`x.id`))).toEqual([ids.siteB, ids.areaB].sort());
  });

  it('leaves everything for a null scope (every site) and nothing for an empty one', async () => {
    expect(locationInScope(null, sql`x.id`)).toEqual(sql`true`);
    expect(await idsWhere(from, locationInScope(null, sql`x.id`))).toHaveLength(5);
    expect(await idsWhere(from, locationInScope([], sql`x.id`))).toEqual([]);
  });

  it('keeps a scope given below the top as that subtree only', async () => {
    expect(await idsWhere(from, locationInScope([ids.areaA], sql`x.id`))).toEqual(
      [ids.areaA, ids.lineA].sort(),
    );
  });
});

describe('assetInScope', () => {
  const from = sql`assets x`;
  it('keeps the assets at a site or below it; an asset without a location belongs to no site', async () => {
    expect(await idsWhere(from, assetInScope(onlyA, sql`x.id`))).toEqual(
      [asset.atSiteA, asset.atLineA].sort(),
    );
    expect(await idsWhere(from, assetInScope(onlyB, sql`x.id`))).toEqual([asset.atAreaB]);
    expect(await idsWhere(from, assetInScope(both, sql`x.id`))).toEqual(
      [asset.atSiteA, asset.atLineA, asset.atAreaB].sort(),
    );
  });

  it('keeps every asset for a null scope, the one without a location too', async () => {
    expect(await idsWhere(from, assetInScope(null, sql`x.id`))).toHaveLength(4);
  });

  it('works inside a query whose own tables are called assets and locations', async () => {
    const rows = await idsWhere(
      sql`assets x join locations on locations.id = x.location_id`,
      assetInScope(onlyA, sql`x.id`),
    );
    expect(rows).toEqual([asset.atSiteA, asset.atLineA].sort());
  });
});

describe('workInScope', () => {
  // Work rows: one on an asset of each site, one on the asset without a location, one without an asset.
  const from = sql`(values ('w1', ${asset.atLineA}::uuid), ('w2', ${asset.atAreaB}::uuid), ('w3', ${asset.nowhere}::uuid), ('w4', null::uuid)) x(id, asset_id)`;
  it('keeps work on an asset within the scope and work without an asset', async () => {
    expect(await idsWhere(from, workInScope(onlyA, sql`x.asset_id`))).toEqual(['w1', 'w4']);
    expect(await idsWhere(from, workInScope(onlyB, sql`x.asset_id`))).toEqual(['w2', 'w4']);
    expect(await idsWhere(from, workInScope(null, sql`x.asset_id`))).toEqual(['w1', 'w2', 'w3', 'w4']);
  });
});

describe('siteInScope', () => {
  const from = sql`(values ('e1', 'Leeds'), ('e2', 'LEEDS'), ('e3', 'York'), ('e4', null), ('e5', 'Packing')) x(id, site)`;
  it('matches a site text by the site name, without regard to case; a null or unknown site is out', async () => {
    expect(await idsWhere(from, siteInScope(onlyA, sql`x.site`))).toEqual(['e1', 'e2']);
    expect(await idsWhere(from, siteInScope(onlyB, sql`x.site`))).toEqual(['e3']);
    expect(await idsWhere(from, siteInScope(null, sql`x.site`))).toHaveLength(5);
  });
});

describe('realtime payloads name the sites of the changed row', () => {
  const payloads: Array<Record<string, unknown>> = [];
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    stop = await opened.database.listen(CHANGES_CHANNEL, (payload) => payloads.push(JSON.parse(payload)));
  });
  afterAll(async () => stop?.());

  /** The changes of row `id` that `write` published (waits for the first; PostgreSQL delivers a moment later). */
  async function changesOf(id: string, write: () => Promise<unknown>) {
    const mine = () => payloads.filter((payload) => payload.id === id);
    payloads.length = 0;
    await write();
    for (let i = 0; i < 100 && mine().length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    return mine();
  }

  it('an asset names its site; a move names the site it left and the one it joined', async () => {
    const [inserted] = await changesOf(asset.atLineA, () =>
      opened.database.db.execute(sql`update assets set asset_name = 'Filler 2' where id = ${asset.atLineA}`),
    );
    expect(inserted).toMatchObject({ table: 'assets', op: 'UPDATE', id: asset.atLineA, sites: [ids.siteA] });
    const [moved] = await changesOf(asset.atLineA, () =>
      opened.database.db.execute(
        sql`update assets set location_id = ${ids.areaB} where id = ${asset.atLineA}`,
      ),
    );
    expect([...(moved.sites as string[])].sort()).toEqual([ids.siteA, ids.siteB].sort());
    await changesOf(asset.atLineA, () =>
      opened.database.db.execute(
        sql`update assets set location_id = ${ids.lineA} where id = ${asset.atLineA}`,
      ),
    );
  });

  it('an asset without a location names no site; a location names its own', async () => {
    const [nowhere] = await changesOf(asset.nowhere, () =>
      opened.database.db.execute(
        sql`update assets set asset_name = 'Spare pump 2' where id = ${asset.nowhere}`,
      ),
    );
    expect(nowhere).toMatchObject({ table: 'assets', sites: [] });
    const [line] = await changesOf(ids.lineA, () =>
      opened.database.db.execute(sql`update locations set name = 'Line 1a' where id = ${ids.lineA}`),
    );
    expect(line).toMatchObject({ table: 'locations', sites: [ids.siteA] });
  });

  it("a change of someone's sites is published under the person's id", async () => {
    const [user] = (
      await opened.database.query<{ id: string }>(
        `insert into users (email) values ('scope-test@plant.test') returning id::text as id`,
      )
    ).rows;
    const [added] = await changesOf(user.id, () =>
      opened.database.db.execute(
        sql`insert into user_sites (user_id, location_id) values (${user.id}, ${ids.siteA})`,
      ),
    );
    expect(added).toEqual({ table: 'user_sites', op: 'INSERT', id: user.id, user_id: user.id });
  });
});
