/**
 * The dashboard of one location of the tree, and of a manager limited to a site (docs/decisions/site-access.md):
 * every count, list and tile narrows to the assets there; stores are shared.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAsset, createBreakdown, createWorkOrder, signedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { createTwoSites, type TestLocation } from '../../../test/location-tree';
import { getFleetSummary } from '../../analytics';

const t = useTestApp();
let admin: string;
let limited: string;
let limitedScope: string[];
let filler: { id: string };
let chiller: { id: string };
let tree: Record<'leeds' | 'packing' | 'line1' | 'baking' | 'york', TestLocation>;

beforeAll(async () => {
  admin = (await signedIn(t.app, 'admin')).cookie;
  tree = await createTwoSites(t.app, admin);
  // Leeds: a filler on Line 1 with an open work order. York: a chiller with an open work order and a
  // critical breakdown still open. A general job on no asset.
  filler = await createAsset(t.app, { asset_name: 'Filler', location_id: tree.line1.id });
  chiller = await createAsset(t.app, { asset_name: 'Chiller', location_id: tree.york.id });
  await createWorkOrder(t.app, filler.id, { title: 'Filler seal', status: 'pending' });
  await createWorkOrder(t.app, chiller.id, { title: 'Chiller gasket', status: 'pending' });
  await createWorkOrder(t.app, null as unknown as string, { title: 'Canteen door', status: 'pending' });
  await createBreakdown(t.app, chiller.id, { severity: 'critical', status: 'reported' });
  const manager = await signedIn(t.app, 'manager');
  const response = await call(t.app, 'PUT', `/api/users/${manager.user.id}/sites`, admin, {
    site_ids: [tree.leeds.id],
  });
  expect(response.statusCode, response.body).toBe(200);
  limited = manager.cookie;
  limitedScope = [tree.leeds.id];
});

async function dashboard(cookie: string, query = '') {
  const response = await call(t.app, 'GET', `/api/dashboard${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the dashboard of a location of the tree', () => {
  it('counts the whole plant without a filter', async () => {
    const all = await dashboard(admin);
    expect(all.location_id).toBeNull();
    // The chiller's open critical breakdown shows it as down: one asset operational.
    expect(all.counters).toMatchObject({
      operational_assets: 1,
      critical_breakdowns: 1,
      open_work_orders: 3,
    });
  });

  it('narrows every count to the assets at the location and below it', async () => {
    const leeds = await dashboard(admin, `?location_id=${tree.leeds.id}`);
    expect(leeds.location_id).toBe(tree.leeds.id);
    expect(leeds.counters).toMatchObject({
      operational_assets: 1,
      critical_breakdowns: 0,
      open_work_orders: 1,
    });
    expect(leeds.tiles.active_breakdowns).toBe(0);
    const york = await dashboard(admin, `?location_id=${tree.york.id}`);
    expect(york.counters).toMatchObject({
      operational_assets: 0,
      critical_breakdowns: 1,
      open_work_orders: 1,
    });
    const baking = await dashboard(admin, `?location_id=${tree.baking.id}`);
    expect(baking.counters).toMatchObject({ operational_assets: 0, open_work_orders: 0 });
    expect(baking.tiles.availability.value).toBeNull();
  });

  it('takes its availability and MTTR tiles from the fleet summary of the same location', async () => {
    const york = await dashboard(admin, `?location_id=${tree.york.id}`);
    const analytics = (
      await call(t.app, 'GET', `/api/analytics/assets?location_id=${tree.york.id}`, admin)
    ).json();
    expect(york.tiles.availability.value).toBe(analytics.summary.availability);
    expect(york.tiles.mttr_hours.value).toBe(analytics.summary.mttr_hours);
  });

  it('refuses a location filter that is not an id', async () => {
    expect((await call(t.app, 'GET', '/api/dashboard?location_id=leeds', admin)).statusCode).toBe(400);
  });
});

describe('the dashboard of a manager limited to Leeds', () => {
  it("counts Leeds and the work on no asset, never York's", async () => {
    const mine = await dashboard(limited);
    expect(mine.counters).toMatchObject({
      operational_assets: 1,
      critical_breakdowns: 0,
      open_work_orders: 2,
    });
    expect(mine.tiles.active_breakdowns).toBe(0);
    expect(mine.top_downtime).toEqual([]);
    // Filtering by York finds nothing of it.
    const york = await dashboard(limited, `?location_id=${tree.york.id}`);
    expect(york.counters).toMatchObject({
      operational_assets: 0,
      critical_breakdowns: 0,
      open_work_orders: 0,
    });
  });
});

describe('availability and MTTR, read from the breakdowns alone', () => {
  it('equal the fleet analytics of the same place and sites', async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    const resolved = (hours: number, start: number) => ({
      status: 'resolved' as const,
      breakdown_start_time: daysAgo(start),
      breakdown_end_time: daysAgo(start - hours / 24),
      downtime_hours: hours,
    });
    await createBreakdown(t.app, filler.id, resolved(700, 40));
    await createBreakdown(t.app, filler.id, resolved(13.5, 20));
    await createBreakdown(t.app, chiller.id, resolved(95, 10));
    // Not counted: cancelled, older than the window, or on an archived asset.
    await createBreakdown(t.app, chiller.id, { ...resolved(300, 12), status: 'cancelled' as const });
    await createBreakdown(t.app, chiller.id, resolved(300, 400));
    const archived = await createAsset(t.app, { location_id: tree.line1.id, archived_at: daysAgo(1) });
    await createBreakdown(t.app, archived.id, resolved(900, 30));
    const places = [undefined, tree.leeds.id, tree.line1.id, tree.york.id, tree.baking.id];
    for (const [cookie, scope] of [
      [admin, null],
      [limited, limitedScope],
    ] as const) {
      for (const place of places) {
        const fleet = await getFleetSummary(t.app.ctx, scope, { locationId: place });
        const shown = await dashboard(cookie, place ? `?location_id=${place}` : '');
        expect([shown.tiles.availability.value, shown.tiles.mttr_hours.value], `${scope} ${place}`).toEqual([
          fleet.availability,
          fleet.mttr_hours,
        ]);
      }
    }
    // Not every figure is 100 and null: Line 1's filler was down 713.5 of the window's 4,320 hours.
    expect((await dashboard(admin, `?location_id=${tree.line1.id}`)).tiles.availability.value).toBe(83);
  });
});
