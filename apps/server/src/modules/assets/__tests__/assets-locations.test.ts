import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAssetVia } from '../../../test/factories';
import { signedInCookies, useTestApp } from '../../../test/harness';

let manager: string;
let technician: string;
let user: string;
const t = useTestApp();
beforeAll(async () => {
  ({ manager, technician, user } = await signedInCookies(t.app, 'manager', 'technician', 'user'));
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let counter = 0;
async function location(parentId: string | null, name: string, kind = parentId ? 'area' : 'site') {
  counter += 1;
  const response = await call(t.app, 'POST', '/api/locations', manager, {
    parent_id: parentId,
    kind,
    code: `C${counter}`,
    name,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string };
}

const ids = (body: { data: { asset_id: string }[] }) => body.data.map((a) => a.asset_id).sort();

describe('assets in the location tree', () => {
  it('places an asset by location_id: its path, and site and location texts that follow the tree', async () => {
    const site = await location(null, 'Selby');
    const area = await location(site.id, 'High-care');
    const line = await location(area.id, 'Line 3', 'line');
    const asset = await createAssetVia(t.app, manager, {
      location_id: line.id,
      site: 'ignored',
      location: 'x',
    });
    expect(asset).toMatchObject({ location_id: line.id, site: 'Selby', location: 'High-care › Line 3' });
    expect(asset.location_path).toEqual([
      { id: site.id, name: 'Selby' },
      { id: area.id, name: 'High-care' },
      { id: line.id, name: 'Line 3' },
    ]);
    const moved = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager, { location_id: site.id });
    expect(moved.json()).toMatchObject({ location_id: site.id, site: 'Selby', location: null });
    const cleared = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager, { location_id: null });
    expect(cleared.json()).toMatchObject({
      location_id: null,
      site: null,
      location: null,
      location_path: [],
    });
  });

  it('reads site and location texts as a place in the tree, creating what is missing', async () => {
    const asset = await createAssetVia(t.app, manager, { site: 'Goole', location: 'Packing > Line 9' });
    expect(asset).toMatchObject({ site: 'Goole', location: 'Packing › Line 9' });
    expect(asset.location_path.map((s: { name: string }) => s.name)).toEqual(['Goole', 'Packing', 'Line 9']);
    const again = await createAssetVia(t.app, manager, { site: 'goole', location: 'packing' });
    expect(again.location_path[1].id).toBe(asset.location_path[1].id);
    const tree = (await call(t.app, 'GET', '/api/locations', user)).json().data as {
      name: string;
      kind: string;
    }[];
    expect(tree.filter((l) => ['Goole', 'Packing', 'Line 9'].includes(l.name)).map((l) => l.kind)).toEqual([
      'site',
      'area',
      'line',
    ]);
  });

  it('refuses an unknown location or parent asset (404) and lets only managers and admins move assets', async () => {
    const site = await location(null, 'Malton');
    const unknownLocation = await call(t.app, 'POST', '/api/assets', manager, {
      asset_id: 'LOC-404',
      asset_name: 'Nowhere',
      location_id: UNKNOWN,
    });
    expect(unknownLocation.statusCode).toBe(404);
    expect(unknownLocation.json().error.code).toBe('location_not_found');
    const unknownParent = await call(t.app, 'POST', '/api/assets', manager, {
      asset_id: 'PAR-404',
      asset_name: 'Orphan',
      parent_asset_id: UNKNOWN,
    });
    expect(unknownParent.statusCode).toBe(404);
    expect(unknownParent.json().error.code).toBe('asset_not_found');
    const asset = await createAssetVia(t.app, manager);
    const byTechnician = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, technician, {
      location_id: site.id,
    });
    expect(byTechnician.statusCode).toBe(403);
    const badId = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager, { location_id: 'nowhere' });
    expect(badId.statusCode).toBe(400);
  });

  it('filters the register by a location and everything below it', async () => {
    const site = await location(null, 'Scarborough');
    const packing = await location(site.id, 'Packing');
    const line = await location(packing.id, 'Line 1', 'line');
    const utilities = await location(site.id, 'Utilities');
    await createAssetVia(t.app, manager, { asset_id: 'SC-LINE', location_id: line.id });
    await createAssetVia(t.app, manager, { asset_id: 'SC-PACK', location_id: packing.id });
    await createAssetVia(t.app, manager, { asset_id: 'SC-UTIL', location_id: utilities.id });

    const inPacking = await call(t.app, 'GET', `/api/assets?location_id=${packing.id}`, user);
    expect(ids(inPacking.json())).toEqual(['SC-LINE', 'SC-PACK']);
    expect(inPacking.json().total).toBe(2);
    const inSite = await call(t.app, 'GET', `/api/assets?location_id=${site.id}`, user);
    expect(ids(inSite.json())).toEqual(['SC-LINE', 'SC-PACK', 'SC-UTIL']);
    const inLine = await call(t.app, 'GET', `/api/assets?location_id=${line.id}&q=sc-line`, user);
    expect(ids(inLine.json())).toEqual(['SC-LINE']);
    expect((await call(t.app, 'GET', `/api/assets?location_id=${UNKNOWN}`, user)).json().total).toBe(0);
    expect((await call(t.app, 'GET', '/api/assets?location_id=nowhere', user)).statusCode).toBe(400);
  });
});

describe('parent and child assets', () => {
  it('lists the children of an asset, each naming its parent', async () => {
    const filler = await createAssetVia(t.app, manager, { asset_id: 'FIL-1', asset_name: 'Filler' });
    await createAssetVia(t.app, manager, { asset_id: 'FIL-1-MOT', parent_asset_id: filler.id });
    const gearbox = await createAssetVia(t.app, manager, { asset_id: 'FIL-1-GBX' });
    const linked = await call(t.app, 'PATCH', `/api/assets/${gearbox.id}`, manager, {
      parent_asset_id: filler.id,
    });
    expect(linked.json()).toMatchObject({
      parent_asset_id: filler.id,
      parent_asset: { id: filler.id, asset_id: 'FIL-1', asset_name: 'Filler' },
    });

    const children = await call(t.app, 'GET', `/api/assets/${filler.id}/children`, user);
    expect(children.statusCode).toBe(200);
    expect(children.json().data.map((a: { asset_id: string }) => a.asset_id)).toEqual([
      'FIL-1-GBX',
      'FIL-1-MOT',
    ]);
    expect(children.json().total).toBe(2);
    expect((await call(t.app, 'GET', `/api/assets/${UNKNOWN}/children`, user)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/assets/${filler.id}/children`)).statusCode).toBe(401);
  });

  it('refuses a parent that is the asset itself or part of it (422)', async () => {
    const line = await createAssetVia(t.app, manager, { asset_id: 'CYC-LINE' });
    const filler = await createAssetVia(t.app, manager, { asset_id: 'CYC-FIL', parent_asset_id: line.id });
    const motor = await createAssetVia(t.app, manager, { asset_id: 'CYC-MOT', parent_asset_id: filler.id });
    for (const parent of [line.id, motor.id]) {
      const response = await call(t.app, 'PATCH', `/api/assets/${line.id}`, manager, {
        parent_asset_id: parent,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('asset_parent_cycle');
    }
    const unlinked = await call(t.app, 'PATCH', `/api/assets/${motor.id}`, manager, {
      parent_asset_id: null,
    });
    expect(unlinked.json()).toMatchObject({ parent_asset_id: null, parent_asset: null });
  });
});
