import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf as auditOfEntity, call, createAssetVia } from '../../../test/factories';
import { signedInCookies, useTestApp } from '../../../test/harness';
import { connectRealtime } from '../../../test/realtime-client';

let manager: string;
let admin: string;
let technician: string;
let user: string;
const t = useTestApp();
beforeAll(async () => {
  ({ manager, admin, technician, user } = await signedInCookies(
    t.app,
    'manager',
    'admin',
    'technician',
    'user',
  ));
});

interface LocationAnswer {
  id: string;
  parent_id: string | null;
  kind: string;
  code: string;
  name: string;
  position: number;
  path: { id: string; name: string }[];
  asset_count: number;
}

let counter = 0;
/** A location made through the API; a site unless a parent is given. */
async function createLocation(body: Record<string, unknown> = {}): Promise<LocationAnswer> {
  counter += 1;
  const response = await call(t.app, 'POST', '/api/locations', manager, {
    kind: body.parent_id ? 'area' : 'site',
    code: `L${counter}`,
    name: `Place ${counter}`,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function listed(id: string): Promise<LocationAnswer | undefined> {
  const response = await call(t.app, 'GET', '/api/locations', user);
  expect(response.statusCode).toBe(200);
  return (response.json().data as LocationAnswer[]).find((row) => row.id === id);
}

const auditOf = (id: string) => auditOfEntity(t.app, 'location', id);

describe('GET /api/locations', () => {
  it('lists the tree depth-first with each path and the assets at and below each location', async () => {
    const site = await createLocation({ name: 'Bradford' });
    const packing = await createLocation({ parent_id: site.id, name: 'Packing', position: 1 });
    const raw = await createLocation({ parent_id: site.id, name: 'Raw materials', position: 0 });
    const line = await createLocation({ parent_id: packing.id, kind: 'line', name: 'Line 3' });
    await createAssetVia(t.app, manager, { location_id: line.id });
    await createAssetVia(t.app, manager, { location_id: packing.id });
    await createAssetVia(t.app, manager, { location_id: raw.id });

    const response = await call(t.app, 'GET', '/api/locations', technician);
    const rows = (response.json().data as LocationAnswer[]).filter((row) => row.path[0]?.id === site.id);
    expect(rows.map((row) => [row.name, row.asset_count])).toEqual([
      ['Bradford', 3],
      ['Raw materials', 1],
      ['Packing', 2],
      ['Line 3', 1],
    ]);
    expect(rows[3].path.map((step) => step.name)).toEqual(['Bradford', 'Packing', 'Line 3']);
    expect(rows[3]).toMatchObject({ kind: 'line', parent_id: packing.id });
  });

  it('is for everyone signed in, not strangers', async () => {
    expect((await call(t.app, 'GET', '/api/locations', user)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/locations')).statusCode).toBe(401);
  });
});

describe('POST /api/locations', () => {
  it('adds a location after its siblings and audits it', async () => {
    const site = await createLocation();
    const first = await createLocation({ parent_id: site.id });
    const second = await createLocation({ parent_id: site.id });
    expect([first.position, second.position]).toEqual([0, 1]);
    expect(second.path).toEqual([
      { id: site.id, name: site.name },
      { id: second.id, name: second.name },
    ]);
    const [entry] = await auditOf(second.id);
    expect(entry).toMatchObject({ action: 'location.created' });
  });

  it('lets an admin add one; refuses technicians and users (403) and strangers (401)', async () => {
    const body = { kind: 'site', code: 'ADM', name: 'Admin site' };
    expect((await call(t.app, 'POST', '/api/locations', admin, body)).statusCode).toBe(201);
    for (const cookie of [technician, user]) {
      expect((await call(t.app, 'POST', '/api/locations', cookie, { ...body, name: 'X' })).statusCode).toBe(
        403,
      );
    }
    expect((await call(t.app, 'POST', '/api/locations', undefined, body)).statusCode).toBe(401);
  });

  it('refuses bad input (400), an unknown parent (404), a wrong kind (422) and a taken name or code (409)', async () => {
    const site = await createLocation();
    const bad = await call(t.app, 'POST', '/api/locations', manager, { kind: 'site', code: 'a b', name: '' });
    expect(bad.statusCode).toBe(400);
    const unknown = await call(t.app, 'POST', '/api/locations', manager, {
      parent_id: '00000000-0000-4000-8000-000000000000',
      kind: 'area',
      code: 'X',
      name: 'X',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('location_not_found');
    const areaAtTop = await call(t.app, 'POST', '/api/locations', manager, {
      kind: 'area',
      code: 'X',
      name: 'X',
    });
    expect(areaAtTop.statusCode).toBe(422);
    expect(areaAtTop.json().error.code).toBe('location_kind');
    await createLocation({ parent_id: site.id, code: 'PK', name: 'Packing' });
    const sameName = await call(t.app, 'POST', '/api/locations', manager, {
      parent_id: site.id,
      kind: 'area',
      code: 'PK2',
      name: 'packing',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.code).toBe('location_name_taken');
    const sameCode = await call(t.app, 'POST', '/api/locations', manager, {
      parent_id: site.id,
      kind: 'area',
      code: 'pk',
      name: 'Pack 2',
    });
    expect(sameCode.json().error.code).toBe('location_code_taken');
    // Under another site the same name and code are free.
    const other = await createLocation();
    await createLocation({ parent_id: other.id, code: 'PK', name: 'Packing' });
  });
});

describe('PATCH /api/locations/:id', () => {
  it('renames a location, and its subtree paths and its assets texts follow', async () => {
    const site = await createLocation({ name: 'Hull' });
    const area = await createLocation({ parent_id: site.id, name: 'Packing' });
    const line = await createLocation({ parent_id: area.id, kind: 'line', name: 'Line 1' });
    const asset = await createAssetVia(t.app, manager, { location_id: line.id });
    expect(asset).toMatchObject({ site: 'Hull', location: 'Packing › Line 1' });

    const response = await call(t.app, 'PATCH', `/api/locations/${area.id}`, manager, { name: 'Despatch' });
    expect(response.statusCode).toBe(200);
    expect((await listed(line.id))?.path.map((s) => s.name)).toEqual(['Hull', 'Despatch', 'Line 1']);
    const after = (await call(t.app, 'GET', `/api/assets/${asset.id}`, user)).json();
    expect(after).toMatchObject({ site: 'Hull', location: 'Despatch › Line 1' });
    expect(after.location_path.map((s: { name: string }) => s.name)).toEqual(['Hull', 'Despatch', 'Line 1']);
    const [entry] = (await auditOf(area.id)).filter((a) => a.action === 'location.updated');
    expect(entry.before).toEqual({ name: 'Packing' });
    expect(entry.after).toEqual({ name: 'Despatch', assets_retexted: 1 });
  });

  it('moves a whole subtree under another site, its assets following', async () => {
    const from = await createLocation({ name: 'Wakefield' });
    const to = await createLocation({ name: 'Doncaster' });
    const area = await createLocation({ parent_id: from.id, name: 'Utilities' });
    const room = await createLocation({ parent_id: area.id, kind: 'room', name: 'Boiler room' });
    const asset = await createAssetVia(t.app, manager, { location_id: room.id });

    const response = await call(t.app, 'PATCH', `/api/locations/${area.id}`, manager, { parent_id: to.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().path.map((s: { name: string }) => s.name)).toEqual(['Doncaster', 'Utilities']);
    expect((await listed(room.id))?.path.map((s) => s.name)).toEqual([
      'Doncaster',
      'Utilities',
      'Boiler room',
    ]);
    expect((await listed(to.id))?.asset_count).toBe(1);
    expect((await listed(from.id))?.asset_count).toBe(0);
    const moved = (await call(t.app, 'GET', `/api/assets/${asset.id}`, user)).json();
    expect(moved).toMatchObject({ site: 'Doncaster', location: 'Utilities › Boiler room' });
    expect((await auditOf(area.id)).map((a) => a.action)).toContain('location.moved');
  });

  it('reorders siblings, recodes and changes kind', async () => {
    const site = await createLocation();
    const a = await createLocation({ parent_id: site.id, name: 'A' });
    const b = await createLocation({ parent_id: site.id, name: 'B' });
    await call(t.app, 'PATCH', `/api/locations/${b.id}`, manager, { position: 0 });
    await call(t.app, 'PATCH', `/api/locations/${a.id}`, manager, { position: 1, code: 'AA', kind: 'line' });
    const rows = (await call(t.app, 'GET', '/api/locations', user)).json().data as LocationAnswer[];
    const below = rows.filter((row) => row.parent_id === site.id);
    expect(below.map((row) => [row.name, row.code, row.kind])).toEqual([
      ['B', b.code, 'area'],
      ['A', 'AA', 'line'],
    ]);
  });

  it('refuses a parent that would make a cycle (422), an unknown one (404) and a taken name (409)', async () => {
    const site = await createLocation();
    const area = await createLocation({ parent_id: site.id, name: 'Area' });
    const line = await createLocation({ parent_id: area.id, kind: 'line', name: 'Line' });
    const self = await call(t.app, 'PATCH', `/api/locations/${area.id}`, manager, { parent_id: area.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().error.code).toBe('location_cycle');
    const below = await call(t.app, 'PATCH', `/api/locations/${area.id}`, manager, { parent_id: line.id });
    expect(below.statusCode).toBe(422);
    expect(below.json().error.code).toBe('location_cycle');
    const unknownParent = await call(t.app, 'PATCH', `/api/locations/${area.id}`, manager, {
      parent_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownParent.statusCode).toBe(404);
    const unknown = await call(
      t.app,
      'PATCH',
      '/api/locations/00000000-0000-4000-8000-000000000000',
      manager,
      {
        name: 'X',
      },
    );
    expect(unknown.statusCode).toBe(404);
    await createLocation({ parent_id: site.id, name: 'Taken' });
    const taken = await call(t.app, 'PATCH', `/api/locations/${area.id}`, manager, { name: 'TAKEN' });
    expect(taken.statusCode).toBe(409);
    const siteInside = await call(t.app, 'PATCH', `/api/locations/${area.id}`, manager, { kind: 'site' });
    expect(siteInside.statusCode).toBe(422);
    expect((await call(t.app, 'PATCH', `/api/locations/${area.id}`, manager, {})).statusCode).toBe(400);
    expect(
      (await call(t.app, 'PATCH', `/api/locations/${area.id}`, technician, { name: 'Y' })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/locations/:id', () => {
  it('deletes an empty location and audits it', async () => {
    const site = await createLocation();
    const response = await call(t.app, 'DELETE', `/api/locations/${site.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: site.id, deleted: true });
    expect(await listed(site.id)).toBeUndefined();
    expect((await auditOf(site.id)).map((a) => a.action)).toContain('location.deleted');
  });

  it('refuses one with assets or locations below it (409, saying what), unknown ones (404) and other roles', async () => {
    const site = await createLocation();
    const line = await createLocation({ parent_id: site.id, kind: 'area', name: 'Line 3' });
    await createLocation({ parent_id: line.id, kind: 'line', name: 'Filler' });
    await createLocation({ parent_id: line.id, kind: 'line', name: 'Capper' });
    for (let i = 0; i < 2; i++) await createAssetVia(t.app, manager, { location_id: line.id });
    const response = await call(t.app, 'DELETE', `/api/locations/${line.id}`, manager);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'location_in_use',
      message: 'Line 3 has 2 assets and 2 locations below it: move them elsewhere before deleting it',
    });
    expect(
      (await call(t.app, 'DELETE', '/api/locations/00000000-0000-4000-8000-000000000000', manager))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/locations/${site.id}`, technician)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/locations/${site.id}`, user)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/api/locations/not-a-uuid', manager)).statusCode).toBe(400);
  });
});

describe('live updates', () => {
  it('tells every signed-in socket of a location created, changed and deleted', async () => {
    const socket = await connectRealtime(t.app, user);
    try {
      const site = await createLocation();
      await socket.waitFor((e) => e.table === 'locations' && e.op === 'INSERT' && e.id === site.id);
      await call(t.app, 'PATCH', `/api/locations/${site.id}`, manager, { name: 'Renamed live' });
      await socket.waitFor((e) => e.table === 'locations' && e.op === 'UPDATE' && e.id === site.id);
      await call(t.app, 'DELETE', `/api/locations/${site.id}`, manager);
      await socket.waitFor((e) => e.table === 'locations' && e.op === 'DELETE' && e.id === site.id);
    } finally {
      socket.close();
    }
  });
});
