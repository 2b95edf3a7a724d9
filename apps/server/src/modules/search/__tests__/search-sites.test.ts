/** Global search under site access (docs/decisions/site-access.md): every type keeps to the caller's sites. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAsset,
  createInventoryItem,
  createMaintenanceTask,
  createWorkOrder,
} from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();
let admin: SignedIn;
let tech: SignedIn;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  tech = await signedIn(t.app, 'technician');
  for (const [key, name] of [
    ['leeds', 'Leeds'],
    ['york', 'York'],
  ] as const) {
    const site = await call(t.app, 'POST', '/api/locations', admin.cookie, {
      kind: 'site',
      code: name,
      name,
    });
    ids[key] = site.json().id;
    const area = await call(t.app, 'POST', '/api/locations', admin.cookie, {
      kind: 'area',
      code: 'ZEBRA',
      name: `Zebra hall ${name}`,
      parent_id: ids[key],
    });
    ids[`${key}Area`] = area.json().id;
    const asset = await createAsset(t.app, {
      asset_name: `Zebra mixer ${name}`,
      location_id: area.json().id,
    });
    ids[`${key}Asset`] = asset.id;
    ids[`${key}Wo`] = (await createWorkOrder(t.app, asset.id, { title: `Zebra seal ${name}` })).id;
    ids[`${key}Task`] = (await createMaintenanceTask(t.app, asset.id, { title: `Zebra grease ${name}` })).id;
  }
  ids.sharedWo = (
    await createWorkOrder(t.app, null as unknown as string, { title: 'Zebra canteen door' })
  ).id;
  await createInventoryItem(t.app, { item_name: 'Zebra belt' });
  await call(t.app, 'PUT', `/api/users/${tech.user.id}/sites`, admin.cookie, { site_ids: [ids.leeds] });
});

const found = async (cookie: string) => {
  const response = await call(t.app, 'GET', '/api/search?q=zebra&limit=20', cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { type: string; id: string }[]; counts: Record<string, number> };
};

describe('search for a person limited to a site', () => {
  it("finds and counts only their site's assets, work, tasks and locations; the shared stores and work without an asset too", async () => {
    const mine = await found(tech.cookie);
    const hits = new Set(mine.data.map((hit) => hit.id));
    for (const key of ['leedsAsset', 'leedsWo', 'leedsTask', 'leedsArea', 'sharedWo']) {
      expect(hits.has(ids[key]), key).toBe(true);
    }
    for (const key of ['yorkAsset', 'yorkWo', 'yorkTask', 'yorkArea'])
      expect(hits.has(ids[key]), key).toBe(false);
    expect(mine.counts).toEqual({
      asset: 1,
      'work-order': 2,
      inventory: 1,
      'maintenance-task': 1,
      location: 1,
    });

    const everything = await found(admin.cookie);
    expect(everything.counts).toEqual({
      asset: 2,
      'work-order': 3,
      inventory: 1,
      'maintenance-task': 2,
      location: 2,
    });
  });
});
