/**
 * GET /api/breakdowns/assignees at a group's scale: the people who can be given work are found by words of
 * their name or e-mail, a page at a time (20 unless asked, 50 at most), with the count of all the matches;
 * with an asset, only those who may see its site, whatever the words.
 */
import { ASSIGNEE_PAGE_SIZE } from '@plantwise/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAssetVia, createLocationVia, limitToSites } from '../../../test/factories';
import { createUser, type SignedIn, signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();
let admin: SignedIn;
let technician: SignedIn;
const person = { marsh: '', marshYork: '', quill: '', inactiveRole: '' };
const asset = { leeds: '', york: '' };

type Answer = { data: Array<{ id: string; full_name: string | null; email: string }>; total: number };
const find = async (query: string, cookie = admin.cookie) =>
  call(t.app, 'GET', `/api/breakdowns/assignees?${query}`, cookie);
const answer = async (query: string) => (await find(query)).json() as Answer;
const idsOf = (body: Answer) => body.data.map((p) => p.id);

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  technician = await signedIn(t.app, 'technician');
  person.marsh = (await createUser(t.app, { role: 'technician', full_name: 'Priya Marshfield' })).id;
  person.marshYork = (await createUser(t.app, { role: 'manager', full_name: 'Tom Marshall' })).id;
  person.quill = (
    await createUser(t.app, {
      role: 'technician',
      full_name: 'Ann Lee',
      email: 'a.quillfeather@plantwise.test',
    })
  ).id;
  // Someone who reports but takes no work is never offered, whatever the words.
  person.inactiveRole = (await createUser(t.app, { role: 'user', full_name: 'Gus Marshbank' })).id;
  // Enough people for more than one page.
  for (let i = 0; i < ASSIGNEE_PAGE_SIZE + 3; i++) {
    await createUser(t.app, { role: 'technician', full_name: `Crew member ${String(i).padStart(2, '0')}` });
  }
  const leeds = await createLocationVia(t.app, admin.cookie, { kind: 'site', code: 'LDS', name: 'Leeds' });
  const york = await createLocationVia(t.app, admin.cookie, { kind: 'site', code: 'YRK', name: 'York' });
  asset.leeds = (await createAssetVia(t.app, admin.cookie, { asset_id: 'LDS-1', location_id: leeds })).id;
  asset.york = (await createAssetVia(t.app, admin.cookie, { asset_id: 'YRK-1', location_id: york })).id;
  await limitToSites(t.app, admin.cookie, person.marsh, [leeds]);
  await limitToSites(t.app, admin.cookie, person.marshYork, [york]);
});

describe('GET /api/breakdowns/assignees', () => {
  it('finds people by part of their name, whatever the case, ordered by name', async () => {
    const body = await answer('q=MARSH');
    expect(body.data.map((p) => p.full_name)).toEqual(['Priya Marshfield', 'Tom Marshall']);
    expect(body.total).toBe(2);
  });

  it('needs every word to match, in the name or the e-mail', async () => {
    expect(idsOf(await answer('q=priya%20marsh'))).toEqual([person.marsh]);
    expect(idsOf(await answer('q=quillfeather'))).toEqual([person.quill]);
    expect(idsOf(await answer('q=ann%20quill'))).toEqual([person.quill]);
    expect(await answer('q=ann%20marsh')).toEqual({ data: [], total: 0 });
  });

  it('reads a wildcard as itself', async () => {
    expect(await answer('q=%25')).toEqual({ data: [], total: 0 });
    expect(await answer('q=_')).toEqual({ data: [], total: 0 });
  });

  it('answers the first 20 by default, up to the limit asked, and counts all the matches', async () => {
    const first = await answer('q=crew');
    expect(first.data).toHaveLength(ASSIGNEE_PAGE_SIZE);
    expect(first.total).toBe(ASSIGNEE_PAGE_SIZE + 3);
    expect(first.data[0].full_name).toBe('Crew member 00');
    const five = await answer('q=crew&limit=5');
    expect(five.data.map((p) => p.full_name)).toEqual([
      'Crew member 00',
      'Crew member 01',
      'Crew member 02',
      'Crew member 03',
      'Crew member 04',
    ]);
    expect(five.total).toBe(ASSIGNEE_PAGE_SIZE + 3);
    const all = await answer('limit=50');
    expect(all.total).toBeGreaterThan(ASSIGNEE_PAGE_SIZE + 3);
    expect(all.data).toHaveLength(Math.min(all.total, 50));
    expect(idsOf(all)).not.toContain(person.inactiveRole);
  });

  it("offers, for an asset, only the matching people who may see the asset's site", async () => {
    expect(idsOf(await answer(`q=marsh&asset_id=${asset.leeds}`))).toEqual([person.marsh]);
    const york = await answer(`q=marsh&asset_id=${asset.york}`);
    expect(idsOf(york)).toEqual([person.marshYork]);
    expect(york.total).toBe(1);
    // People with every site are offered everywhere.
    expect(idsOf(await answer(`q=quill&asset_id=${asset.york}`))).toEqual([person.quill]);
  });

  it('refuses a limit that is not a whole number from 1 to 50', async () => {
    for (const limit of ['0', '51', 'ten', '2.5']) {
      const response = await find(`limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
    }
  });

  it('is for technicians and up', async () => {
    expect((await find('q=marsh', technician.cookie)).statusCode).toBe(200);
    const user = await signedIn(t.app, 'user');
    expect((await find('q=marsh', user.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/breakdowns/assignees?q=marsh', '')).statusCode).toBe(401);
  });
});
