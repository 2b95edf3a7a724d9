/**
 * The site kept on each asset (`assets.site_id`, migration 0046), which the site filter of every list reads
 * (docs/decisions/site-access.md): it follows the asset's location when the asset is created, moved or
 * imported, and when a location moves under another site; a site written directly is overwritten. A
 * person limited to a site sees the work of an asset that moved to it, and no longer that of one that left.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../../db/schema';
import {
  call,
  createAssetVia,
  createLocationVia,
  createWorkOrder,
  limitToSites,
} from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();
let admin: SignedIn;
let manager: SignedIn;
const place = { leeds: '', leedsPacking: '', leedsLine: '', york: '', yorkBakery: '' };

const location = (body: Record<string, unknown>) => createLocationVia(t.app, admin.cookie, body);

async function siteOf(id: string): Promise<string | null> {
  const [row] = await t.app.ctx.db.select({ site_id: assets.site_id }).from(assets).where(eq(assets.id, id));
  return row.site_id;
}

/** The ids of the work orders the limited manager's list shows. */
async function workSeenByManager(): Promise<string[]> {
  const response = await call(t.app, 'GET', '/api/work-orders?limit=500', manager.cookie);
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ id: string }>).map((row) => row.id);
}

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  manager = await signedIn(t.app, 'manager');
  place.leeds = await location({ kind: 'site', code: 'LDS', name: 'Leeds' });
  place.leedsPacking = await location({ kind: 'area', code: 'PK', name: 'Packing', parent_id: place.leeds });
  place.leedsLine = await location({
    kind: 'line',
    code: 'L1',
    name: 'Line 1',
    parent_id: place.leedsPacking,
  });
  place.york = await location({ kind: 'site', code: 'YRK', name: 'York' });
  place.yorkBakery = await location({ kind: 'area', code: 'BK', name: 'Bakery', parent_id: place.york });
  await limitToSites(t.app, admin.cookie, manager.user.id, [place.leeds]);
});

describe("an asset's site", () => {
  it('is its location’s site when created, and none without a location', async () => {
    const atLine = await createAssetVia(t.app, admin.cookie, {
      asset_id: 'SITE-1',
      location_id: place.leedsLine,
    });
    const atSite = await createAssetVia(t.app, admin.cookie, { asset_id: 'SITE-2', location_id: place.york });
    const nowhere = await createAssetVia(t.app, admin.cookie, { asset_id: 'SITE-3' });
    expect(await siteOf(atLine.id)).toBe(place.leeds);
    expect(await siteOf(atSite.id)).toBe(place.york);
    expect(await siteOf(nowhere.id)).toBeNull();
    // Not part of the answer: the asset names its site through its location path.
    expect(atLine).not.toHaveProperty('site_id');
  });

  it('follows the asset moved to another site, taking its work to the people of that site', async () => {
    const moving = await createAssetVia(t.app, admin.cookie, {
      asset_id: 'SITE-MV',
      location_id: place.yorkBakery,
    });
    const work = await createWorkOrder(t.app, moving.id, { title: 'Moving seal' });
    expect(await workSeenByManager()).not.toContain(work.id);

    const toLeeds = await call(t.app, 'PATCH', `/api/assets/${moving.id}`, admin.cookie, {
      location_id: place.leedsPacking,
    });
    expect(toLeeds.statusCode, toLeeds.body).toBe(200);
    expect(await siteOf(moving.id)).toBe(place.leeds);
    expect(await workSeenByManager()).toContain(work.id);

    const toNowhere = await call(t.app, 'PATCH', `/api/assets/${moving.id}`, admin.cookie, {
      location_id: null,
    });
    expect(toNowhere.statusCode, toNowhere.body).toBe(200);
    expect(await siteOf(moving.id)).toBeNull();
    expect(await workSeenByManager()).not.toContain(work.id);
  });

  it('is set by an import from the location path it names', async () => {
    const file = ['Asset ID,Asset name,Location path', 'SITE-IMP,Imported oven,York › Bakery'].join('\r\n');
    const committed = await call(t.app, 'POST', '/api/assets/import', admin.cookie, {
      csv: file,
      mode: 'commit',
    });
    expect(committed.json()).toMatchObject({ created: 1 });
    const [row] = await t.app.ctx.db
      .select({ site_id: assets.site_id, location_id: assets.location_id })
      .from(assets)
      .where(eq(assets.asset_id, 'SITE-IMP'));
    expect(row).toEqual({ site_id: place.york, location_id: place.yorkBakery });
  });

  it('follows a location moved under another site, for the assets at it and below it', async () => {
    const area = await location({ kind: 'area', code: 'DS', name: 'Despatch', parent_id: place.york });
    const line = await location({ kind: 'line', code: 'D1', name: 'Dock 1', parent_id: area });
    const atArea = await createAssetVia(t.app, admin.cookie, { asset_id: 'SITE-AR', location_id: area });
    const atLine = await createAssetVia(t.app, admin.cookie, { asset_id: 'SITE-LN', location_id: line });
    const elsewhere = await createAssetVia(t.app, admin.cookie, {
      asset_id: 'SITE-YB',
      location_id: place.yorkBakery,
    });
    const work = await createWorkOrder(t.app, atLine.id, { title: 'Dock leveller' });
    expect(await workSeenByManager()).not.toContain(work.id);

    const moved = await call(t.app, 'PATCH', `/api/locations/${area}`, admin.cookie, {
      parent_id: place.leeds,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await siteOf(atArea.id)).toBe(place.leeds);
    expect(await siteOf(atLine.id)).toBe(place.leeds);
    expect(await siteOf(elsewhere.id)).toBe(place.york);
    expect(await workSeenByManager()).toContain(work.id);
    const register = await call(t.app, 'GET', '/api/assets?q=site-', manager.cookie);
    expect((register.json().data as Array<{ asset_id: string }>).map((a) => a.asset_id)).toEqual(
      expect.arrayContaining(['SITE-AR', 'SITE-LN']),
    );

    // A rename leaves the site alone (the trigger runs only when the top of the path changes).
    const renamed = await call(t.app, 'PATCH', `/api/locations/${area}`, admin.cookie, { name: 'Dispatch' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await siteOf(atLine.id)).toBe(place.leeds);
  });

  it('cannot be written apart from the location, even in plain SQL', async () => {
    const asset = await createAssetVia(t.app, admin.cookie, {
      asset_id: 'SITE-SQL',
      location_id: place.leedsLine,
    });
    await t.app.ctx.db.execute(sql`update assets set site_id = ${place.york} where id = ${asset.id}`);
    expect(await siteOf(asset.id)).toBe(place.leeds);
    await t.app.ctx.db.execute(
      sql`insert into assets (asset_id, asset_name, location_id, site_id) values ('SITE-SQL2', 'Raw', ${place.yorkBakery}, ${place.leeds})`,
    );
    const [row] = await t.app.ctx.db
      .select({ site_id: assets.site_id })
      .from(assets)
      .where(eq(assets.asset_id, 'SITE-SQL2'));
    expect(row.site_id).toBe(place.york);
  });
});
