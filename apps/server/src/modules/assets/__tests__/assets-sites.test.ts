/**
 * Assets under site access (docs/decisions/site-access.md): a manager limited to Leeds sees and changes only
 * Leeds's assets; York's answer 404 and are left out of every list, count and export.
 */
import { ERRORS } from '@plantwise/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAssetVia, createLocationVia, limitToSites } from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();
let admin: SignedIn;
let manager: SignedIn;
const place = { leeds: '', leedsPacking: '', york: '' };
const asset = { leeds: '', york: '', nowhere: '' };

const location = (body: Record<string, unknown>) => createLocationVia(t.app, admin.cookie, body);

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  manager = await signedIn(t.app, 'manager');
  place.leeds = await location({ kind: 'site', code: 'LDS', name: 'Leeds' });
  place.leedsPacking = await location({ kind: 'area', code: 'PK', name: 'Packing', parent_id: place.leeds });
  place.york = await location({ kind: 'site', code: 'YRK', name: 'York' });
  asset.leeds = (
    await createAssetVia(t.app, admin.cookie, { asset_id: 'LDS-1', location_id: place.leedsPacking })
  ).id;
  asset.york = (await createAssetVia(t.app, admin.cookie, { asset_id: 'YRK-1', location_id: place.york })).id;
  asset.nowhere = (await createAssetVia(t.app, admin.cookie, { asset_id: 'NOW-1' })).id;
  await limitToSites(t.app, admin.cookie, manager.user.id, [place.leeds]);
});

describe('assets for a manager limited to a site', () => {
  it('lists, counts, facets and exports only their sites (no asset without a location)', async () => {
    const page = await call(t.app, 'GET', '/api/assets', manager.cookie);
    expect(page.json().data.map((a: { id: string }) => a.id)).toEqual([asset.leeds]);
    expect(page.json().total).toBe(1);
    const facets = await call(t.app, 'GET', '/api/assets/facets', manager.cookie);
    expect(facets.json()).toMatchObject({ total: 1, sites: ['Leeds'] });
    const csv = await call(t.app, 'GET', '/api/assets/export.csv', manager.cookie);
    expect(csv.body).toContain('LDS-1');
    expect(csv.body).not.toContain('YRK-1');
    expect(csv.body).not.toContain('NOW-1');

    // Someone with every site still sees all three, the remembered total and shared answer apart.
    const all = await call(t.app, 'GET', '/api/assets', admin.cookie);
    expect(all.json().total).toBe(3);
    expect((await call(t.app, 'GET', '/api/assets', manager.cookie)).json().total).toBe(1);
  });

  it("answers 404 for another site's asset on every asset route, as for one that does not exist", async () => {
    for (const path of ['', '/history', '/performance', '/children', '/images']) {
      const response = await call(t.app, 'GET', `/api/assets/${asset.york}${path}`, manager.cookie);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe(ERRORS.assetNotFound.code);
    }
    expect((await call(t.app, 'GET', `/api/assets/${asset.nowhere}`, manager.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/assets/${asset.leeds}`, manager.cookie)).statusCode).toBe(200);
    const patch = await call(t.app, 'PATCH', `/api/assets/${asset.york}`, manager.cookie, {
      asset_name: 'X',
    });
    expect(patch.statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/assets/${asset.york}`, manager.cookie)).statusCode).toBe(404);
  });

  it("does not name a parent at another site in an asset's answer", async () => {
    const part = await createAssetVia(t.app, admin.cookie, {
      asset_id: 'LDS-PART',
      location_id: place.leeds,
      parent_asset_id: asset.york,
    });
    expect(part.parent_asset).toMatchObject({ asset_id: 'YRK-1' });
    const seen = await call(t.app, 'GET', `/api/assets/${part.id}`, manager.cookie);
    expect(seen.json().parent_asset).toBeNull();
    const listed = await call(t.app, 'GET', '/api/assets?q=lds-part', manager.cookie);
    expect(listed.json().data[0].parent_asset).toBeNull();
    expect(listed.body).not.toContain('YRK-1');
  });

  it('creates and moves assets only at their sites', async () => {
    const atYork = await call(t.app, 'POST', '/api/assets', manager.cookie, {
      asset_id: 'LIM-1',
      asset_name: 'Mixer',
      location_id: place.york,
    });
    expect(atYork.statusCode).toBe(404);
    expect(atYork.json().error.code).toBe(ERRORS.locationNotFound.code);

    const nowhere = await call(t.app, 'POST', '/api/assets', manager.cookie, {
      asset_id: 'LIM-2',
      asset_name: 'Mixer',
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().error.code).toBe(ERRORS.assetNeedsSite.code);

    // Texts naming a new site would create it outside their sites: refused, and nothing is created.
    const byTexts = await call(t.app, 'POST', '/api/assets', manager.cookie, {
      asset_id: 'LIM-3',
      asset_name: 'Mixer',
      site: 'Whitby',
    });
    expect(byTexts.statusCode).toBe(422);
    const tree = await call(t.app, 'GET', '/api/locations', admin.cookie);
    expect(JSON.stringify(tree.json())).not.toContain('Whitby');

    const parentElsewhere = await call(t.app, 'POST', '/api/assets', manager.cookie, {
      asset_id: 'LIM-4',
      asset_name: 'Motor',
      location_id: place.leeds,
      parent_asset_id: asset.york,
    });
    expect(parentElsewhere.statusCode).toBe(404);

    const ok = await call(t.app, 'POST', '/api/assets', manager.cookie, {
      asset_id: 'LIM-5',
      asset_name: 'Mixer',
      location_id: place.leedsPacking,
    });
    expect(ok.statusCode).toBe(201);
    const moveAway = await call(t.app, 'PATCH', `/api/assets/${ok.json().id}`, manager.cookie, {
      location_id: place.york,
    });
    expect(moveAway.statusCode).toBe(404);
  });

  it('imports rows at their sites only, refusing the others by row', async () => {
    const file = [
      'Asset ID,Asset name,Location path',
      'LIM-IMP-1,Filler,Leeds › Packing',
      'LIM-IMP-2,Filler,York',
      'LIM-IMP-3,Filler,',
      'YRK-1,Renamed at York,Leeds',
    ].join('\r\n');
    const preview = await call(t.app, 'POST', '/api/assets/import', manager.cookie, {
      csv: file,
      mode: 'preview',
    });
    expect(preview.statusCode).toBe(200);
    const rows = preview.json().rows as { action: string; errors: { message: string }[] }[];
    expect(rows.map((row) => row.action)).toEqual(['create', 'invalid', 'invalid', 'invalid']);
    expect(rows[1].errors[0].message).toMatch(/^York is not one of your sites/);
    expect(rows[3].errors[0].message).toBe('Asset ID "YRK-1" is already in use');

    const committed = await call(t.app, 'POST', '/api/assets/import', manager.cookie, {
      csv: file,
      mode: 'commit',
    });
    expect(committed.json()).toMatchObject({ created: 1, invalid_rows: 3 });
    const york = await call(t.app, 'GET', `/api/assets/${asset.york}`, admin.cookie);
    expect(york.json().asset_name).not.toBe('Renamed at York');
  });
});
