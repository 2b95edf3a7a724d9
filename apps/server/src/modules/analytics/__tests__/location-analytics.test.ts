import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAsset, createBreakdown, createWorkOrder, signedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { createTwoSites, type TestLocation } from '../../../test/location-tree';

const clock = new Date('2026-06-30T12:00:00Z');
const hoursAgo = (h: number) => new Date(clock.getTime() - h * 3_600_000).toISOString();
const t = useTestApp({ now: () => clock });
let cookie: string;
let tree: Record<'leeds' | 'packing' | 'line1' | 'baking' | 'york', TestLocation>;
let filler: string;

const get = (url: string) => call(t.app, 'GET', url, cookie);
const ended = (start: number, hours: number) => ({
  breakdown_start_time: hoursAgo(start),
  breakdown_end_time: hoursAgo(start - hours),
  downtime_hours: hours,
});

beforeAll(async () => {
  cookie = (await signedIn(t.app, 'user')).cookie;
  tree = await createTwoSites(t.app, (await signedIn(t.app, 'manager')).cookie);
  // Line 1: a filler down 10 h (critical, completed), £200 of work. Packing itself: a wrapper down 4 h
  // (high, resolved), £100. Baking: an oven with £50 of work. York: a chiller down 20 h (critical), £500.
  // Without a location: £999. Archived at Line 1: never counted.
  filler = (await createAsset(t.app, { asset_name: 'Filler', location_id: tree.line1.id })).id;
  const wrapper = (await createAsset(t.app, { asset_name: 'Wrapper', location_id: tree.packing.id })).id;
  const oven = (await createAsset(t.app, { asset_name: 'Oven', location_id: tree.baking.id })).id;
  const chiller = (await createAsset(t.app, { asset_name: 'Chiller', location_id: tree.york.id })).id;
  const loose = (await createAsset(t.app, { asset_name: 'Loose' })).id;
  const old = await createAsset(t.app, { location_id: tree.line1.id, archived_at: hoursAgo(10) });
  await createBreakdown(t.app, filler, { severity: 'critical', status: 'completed', ...ended(100, 10) });
  await createBreakdown(t.app, wrapper, { severity: 'high', status: 'resolved', ...ended(50, 4) });
  await createBreakdown(t.app, chiller, { severity: 'critical', status: 'completed', ...ended(70, 20) });
  await createBreakdown(t.app, old.id, { severity: 'critical', status: 'completed', ...ended(30, 5) });
  const done = { status: 'completed' as const, date_created: hoursAgo(60) };
  await createWorkOrder(t.app, filler, { ...done, cost: 200 });
  await createWorkOrder(t.app, wrapper, { ...done, cost: 100 });
  await createWorkOrder(t.app, oven, { ...done, cost: 50 });
  await createWorkOrder(t.app, chiller, { ...done, cost: 500 });
  await createWorkOrder(t.app, loose, { ...done, cost: 999 });
  await createWorkOrder(t.app, old.id, { ...done, cost: 7 });
});

interface RollupRow {
  location: { id: string; name: string; kind: string; has_children: boolean };
  summary: Record<string, unknown>;
}
const rowOf = (rows: RollupRow[], id: string) => rows.find((r) => r.location.id === id) as RollupRow;

describe('asset analytics filtered by a node of the location tree', () => {
  it('counts the assets at the node and below it: Leeds is the filler, the wrapper and the oven', async () => {
    const leeds = (await get(`/api/analytics/assets?location_id=${tree.leeds.id}&sort=asset_name`)).json();
    expect(leeds.location_id).toBe(tree.leeds.id);
    expect(leeds.data.map((r: { asset_name: string }) => r.asset_name)).toEqual([
      'Filler',
      'Oven',
      'Wrapper',
    ]);
    expect(leeds.summary).toMatchObject({
      asset_count: 3,
      total_maintenance_cost: 350,
      total_breakdowns: 2,
      critical_breakdowns: 1,
      downtime_hours: 14,
    });
    const packing = (await get(`/api/analytics/assets?location_id=${tree.packing.id}`)).json();
    expect(packing.total).toBe(2);
    const york = (await get(`/api/analytics/assets?location_id=${tree.york.id}`)).json();
    expect(york.data.map((r: { asset_name: string }) => r.asset_name)).toEqual(['Chiller']);
  });

  it('exports the same rows, the file named after the location', async () => {
    const response = await get(`/api/analytics/assets/export.csv?location_id=${tree.line1.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="asset-analytics-180d-line-1-2026-06-30.csv"',
    );
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Filler,');
  });

  it('refuses a location filter that is not an id (400) and answers an unknown one with no assets', async () => {
    expect((await get('/api/analytics/assets?location_id=leeds')).statusCode).toBe(400);
    const none = (await get('/api/analytics/assets?location_id=00000000-0000-4000-8000-000000000000')).json();
    expect(none.total).toBe(0);
  });
});

describe('GET /api/analytics/locations: the figures rolled up to sites, areas and lines', () => {
  it('gives one row per site, each equal to the fleet summary filtered by that site', async () => {
    for (const url of ['/api/analytics/locations', '/api/analytics/locations?parent_id=']) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.parent).toBeNull();
      const ids = body.data.map((r: RollupRow) => r.location.id);
      expect(ids).toEqual(expect.arrayContaining([tree.leeds.id, tree.york.id]));
      expect(body.data.every((r: RollupRow) => r.location.kind === 'site')).toBe(true);
    }
    const sites = (await get('/api/analytics/locations')).json().data as RollupRow[];
    for (const site of [tree.leeds, tree.york]) {
      const filtered = (await get(`/api/analytics/assets?location_id=${site.id}`)).json();
      expect(rowOf(sites, site.id).summary).toEqual(filtered.summary);
    }
    // Leeds: (4320 − 10) and (4320 − 4) and 4320 hours up; one critical breakdown → MTBF 12,946 h;
    // MTTR (10 + 4) / 2 = 7 h; £350 over 6 months = £58.33 a month.
    expect(rowOf(sites, tree.leeds.id).summary).toMatchObject({
      asset_count: 3,
      mtbf_hours: 12946,
      mttr_hours: 7,
      downtime_hours: 14,
      total_maintenance_cost: 350,
      monthly_maintenance_cost: 58.33,
    });
    expect(rowOf(sites, tree.york.id).summary).toMatchObject({ asset_count: 1, total_maintenance_cost: 500 });
    expect(rowOf(sites, tree.leeds.id).location.has_children).toBe(true);
  });

  it('drills down: Leeds into Packing and Baking, Packing into Line 1, whose row is the filler’s figures', async () => {
    const leeds = (await get(`/api/analytics/locations?parent_id=${tree.leeds.id}`)).json();
    expect(leeds.parent).toMatchObject({ id: tree.leeds.id, kind: 'site' });
    expect(leeds.data.map((r: RollupRow) => r.location.name)).toEqual(['Packing', 'Baking']);
    const packing = rowOf(leeds.data, tree.packing.id);
    expect(packing.location.has_children).toBe(true);
    expect(packing.summary).toMatchObject({ asset_count: 2, total_maintenance_cost: 300, mttr_hours: 7 });
    expect(rowOf(leeds.data, tree.baking.id)).toMatchObject({
      location: { has_children: false },
      summary: { asset_count: 1, total_maintenance_cost: 50, availability: 100, mtbf_hours: null },
    });

    const lines = (await get(`/api/analytics/locations?parent_id=${tree.packing.id}`)).json();
    expect(lines.data).toHaveLength(1);
    const line = lines.data[0] as RollupRow;
    const asset = (await get(`/api/analytics/assets/${filler}`)).json();
    expect(line.summary).toMatchObject({
      asset_count: 1,
      availability: asset.availability,
      mtbf_hours: asset.mtbf_hours,
      downtime_hours: asset.downtime_hours,
      total_maintenance_cost: asset.total_maintenance_cost,
    });
    // A line without children answers no rows.
    expect((await get(`/api/analytics/locations?parent_id=${tree.line1.id}`)).json().data).toEqual([]);
  });

  it('narrows by category and window like the fleet summary', async () => {
    const month = (await get(`/api/analytics/locations?parent_id=${tree.leeds.id}&window_days=30`)).json();
    expect(month.window_hours).toBe(720);
    const filtered = (
      await get(`/api/analytics/assets?location_id=${tree.packing.id}&window_days=30`)
    ).json();
    expect(rowOf(month.data, tree.packing.id).summary).toEqual(filtered.summary);
    const none = (await get(`/api/analytics/locations?parent_id=${tree.leeds.id}&category=hvac`)).json();
    expect(none.category).toBe('hvac');
    expect(rowOf(none.data, tree.packing.id).summary.asset_count).toBe(0);
  });

  it('answers 404 for an unknown parent, 400 for a bad one and 401 without a session', async () => {
    const unknown = await get('/api/analytics/locations?parent_id=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('location_not_found');
    expect((await get('/api/analytics/locations?parent_id=nope')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/analytics/locations')).statusCode).toBe(401);
  });
});

describe('analytics for a manager limited to Leeds (site access)', () => {
  let limited: string;
  beforeAll(async () => {
    const admin = await signedIn(t.app, 'admin');
    const manager = await signedIn(t.app, 'manager');
    const response = await call(t.app, 'PUT', `/api/users/${manager.user.id}/sites`, admin.cookie, {
      site_ids: [tree.leeds.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    limited = manager.cookie;
  });
  const mine = (url: string) => call(t.app, 'GET', url, limited);

  it('counts only Leeds: the fleet summary, the table, the CSV and the sites of the roll-up', async () => {
    const fleet = (await mine('/api/analytics/assets?sort=asset_name')).json();
    expect(fleet.data.map((r: { asset_name: string }) => r.asset_name)).toEqual([
      'Filler',
      'Oven',
      'Wrapper',
    ]);
    const leeds = (await get(`/api/analytics/assets?location_id=${tree.leeds.id}`)).json();
    expect(fleet.summary).toEqual(leeds.summary);
    const csv = await mine('/api/analytics/assets/export.csv');
    expect(csv.body).not.toContain('Chiller');
    expect(csv.body).not.toContain('Loose');
    const sites = (await mine('/api/analytics/locations')).json();
    expect(sites.data.map((r: RollupRow) => r.location.id)).toEqual([tree.leeds.id]);
    // Someone with every site still sees York (the kept answers are apart).
    expect((await get('/api/analytics/assets')).json().total).toBe(5);
  });

  it('answers 404 for York: its asset, its roll-up, and an empty filter by it', async () => {
    const chiller = (
      (await get(`/api/analytics/assets?location_id=${tree.york.id}`)).json().data[0] as { id: string }
    ).id;
    expect((await mine(`/api/analytics/assets/${chiller}`)).statusCode).toBe(404);
    expect((await mine(`/api/analytics/assets/${filler}`)).statusCode).toBe(200);
    expect((await mine(`/api/analytics/locations?parent_id=${tree.york.id}`)).statusCode).toBe(404);
    expect((await mine(`/api/analytics/assets?location_id=${tree.york.id}`)).json().total).toBe(0);
  });
});
