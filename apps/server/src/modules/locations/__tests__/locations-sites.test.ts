/** The location tree under site access (docs/decisions/site-access.md). */
import { ERRORS } from '@plantwise/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAssetVia, createLocationVia, limitToSites } from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();
let admin: SignedIn;
let manager: SignedIn;
let tech: SignedIn;
const place = { leeds: '', leedsPacking: '', york: '', yorkPacking: '' };

const location = (body: Record<string, unknown>) => createLocationVia(t.app, admin.cookie, body);

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  manager = await signedIn(t.app, 'manager');
  tech = await signedIn(t.app, 'technician');
  place.leeds = await location({ kind: 'site', code: 'LDS', name: 'Leeds' });
  place.leedsPacking = await location({ kind: 'area', code: 'PK', name: 'Packing', parent_id: place.leeds });
  place.york = await location({ kind: 'site', code: 'YRK', name: 'York' });
  place.yorkPacking = await location({ kind: 'area', code: 'PK', name: 'Packing', parent_id: place.york });
  await createAssetVia(t.app, admin.cookie, { location_id: place.leedsPacking });
  await createAssetVia(t.app, admin.cookie, { location_id: place.yorkPacking });
  for (const person of [manager, tech]) {
    await limitToSites(t.app, admin.cookie, person.user.id, [place.leeds]);
  }
});

const ids = (response: { json(): { data: { id: string }[] } }) => response.json().data.map((row) => row.id);

describe('locations for people limited to a site', () => {
  it("lists their sites' subtrees only, with their asset counts; everyone else sees the whole tree", async () => {
    const mine = await call(t.app, 'GET', '/api/locations', tech.cookie);
    expect(ids(mine)).toEqual([place.leeds, place.leedsPacking]);
    expect(mine.json().data[0].asset_count).toBe(1);
    // The shared answer of the same URL is not handed across scopes, either way.
    expect(ids(await call(t.app, 'GET', '/api/locations', admin.cookie))).toHaveLength(4);
    expect(ids(await call(t.app, 'GET', '/api/locations', tech.cookie))).toHaveLength(2);
  });

  it("answers 404 when a limited manager changes, deletes or builds under another site's location", async () => {
    const rename = await call(t.app, 'PATCH', `/api/locations/${place.yorkPacking}`, manager.cookie, {
      name: 'Bakery',
    });
    expect(rename.statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/locations/${place.york}`, manager.cookie)).statusCode).toBe(
      404,
    );
    const under = await call(t.app, 'POST', '/api/locations', manager.cookie, {
      kind: 'area',
      code: 'ST',
      name: 'Stores',
      parent_id: place.york,
    });
    expect(under.statusCode).toBe(404);
    const moveAcross = await call(t.app, 'PATCH', `/api/locations/${place.leedsPacking}`, manager.cookie, {
      parent_id: place.york,
    });
    expect(moveAcross.statusCode).toBe(404);
  });

  it('lets a limited manager build inside their sites, but not add a site (403)', async () => {
    const inside = await call(t.app, 'POST', '/api/locations', manager.cookie, {
      kind: 'line',
      code: 'L1',
      name: 'Line 1',
      parent_id: place.leedsPacking,
    });
    expect(inside.statusCode).toBe(201);
    const site = await call(t.app, 'POST', '/api/locations', manager.cookie, {
      kind: 'site',
      code: 'WTB',
      name: 'Whitby',
    });
    expect(site.statusCode).toBe(403);
    expect(site.json().error.code).toBe(ERRORS.siteNeedsEverySite.code);
  });

  it('refuses to delete a site people are limited to (409, counted)', async () => {
    const empty = await location({ kind: 'site', code: 'RIP', name: 'Ripon' });
    await limitToSites(t.app, admin.cookie, tech.user.id, [place.leeds, empty]);
    const refused = await call(t.app, 'DELETE', `/api/locations/${empty}`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      '1 person is limited to Ripon: change their sites before deleting it',
    );
    await limitToSites(t.app, admin.cookie, tech.user.id, [place.leeds]);
    expect((await call(t.app, 'DELETE', `/api/locations/${empty}`, admin.cookie)).statusCode).toBe(200);
  });
});
