import type { GlassIncident, GlassItem } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { glass_checks, glass_incidents, notification_queue } from '../../../db/schema';
import { auditOf, call, fanOutBroadcasts, limitToSites, post } from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';
import { createTwoSites } from '../../../test/location-tree';

/** BRCGS 4.9.3 glass register (docs/decisions/glass-register.md), through the API on a real database. */
const t = useTestApp();
let admin: SignedIn;
let quality: SignedIn;
let manager: SignedIn;
let tech: SignedIn;
let reader: SignedIn;
let yorkQuality: SignedIn;
let tree: Awaited<ReturnType<typeof createTwoSites>>;

async function addItem(person: SignedIn, locationId: string, description: string, risk = 'high') {
  const response = await post(t.app, person.cookie, '/api/glass-register', {
    location_id: locationId,
    description,
    material: 'glass',
    risk,
    check_frequency: 'weekly',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as GlassItem;
}

async function register(person: SignedIn, query = '') {
  const response = await call(t.app, 'GET', `/api/glass-register${query}`, person.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: GlassItem[]; total: number; counts: Record<string, number> };
}

async function incidents(person: SignedIn, query = '') {
  const response = await call(t.app, 'GET', `/api/glass-incidents${query}`, person.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: GlassIncident[];
    total: number;
    counts: { open: number; closed: number };
  };
}

const close = (person: SignedIn, id: string, password: string, body: Record<string, unknown> = {}) =>
  post(t.app, person.cookie, `/api/glass-incidents/${id}/close`, {
    password,
    notes: 'Area cleaned, fragments accounted for',
    clean_down_done: true,
    ...body,
  });

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  quality = await signedIn(t.app, 'quality');
  manager = await signedIn(t.app, 'manager');
  tech = await signedIn(t.app, 'technician');
  reader = await signedIn(t.app, 'user');
  yorkQuality = await signedIn(t.app, 'quality');
  tree = await createTwoSites(t.app, admin.cookie);
  await limitToSites(t.app, admin.cookie, yorkQuality.user.id, [tree.york.id]);
});

describe('the register', () => {
  it('is kept by quality, managers and admins, and read by everyone signed in', async () => {
    const item = await addItem(quality, tree.line1.id, 'Line 1 light cover');
    expect(item).toMatchObject({ material: 'glass', risk: 'high', check_frequency: 'weekly', state: 'due' });
    expect(item.location_path).toContain('Line 1');
    await addItem(manager, tree.line1.id, 'Line 1 gauge glass');
    const byTech = await post(t.app, tech.cookie, '/api/glass-register', {
      location_id: tree.line1.id,
      description: 'Window',
      material: 'perspex',
      risk: 'low',
      check_frequency: 'monthly',
    });
    expect(byTech.statusCode).toBe(403);
    const list = await register(reader, `?location_id=${tree.line1.id}`);
    expect(list.data.map((i) => i.description)).toEqual(
      expect.arrayContaining(['Line 1 light cover', 'Line 1 gauge glass']),
    );
    expect(list.counts.due).toBeGreaterThanOrEqual(2);
    expect((await auditOf(t.app, 'glass_item', item.id)).map((a) => a.action)).toContain(
      'glass_item.created',
    );
  });

  it('changes and removes items, keeping their history', async () => {
    const item = await addItem(quality, tree.baking.id, 'Oven sight glass');
    const changed = await call(t.app, 'PATCH', `/api/glass-register/${item.id}`, quality.cookie, {
      risk: 'medium',
      check_frequency: 'daily',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ risk: 'medium', check_frequency: 'daily' });
    const byTech = await call(t.app, 'DELETE', `/api/glass-register/${item.id}`, tech.cookie);
    expect(byTech.statusCode).toBe(403);
    const removed = await call(t.app, 'DELETE', `/api/glass-register/${item.id}`, manager.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await register(quality)).data.map((i) => i.id)).not.toContain(item.id);
    const actions = (await auditOf(t.app, 'glass_item', item.id)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['glass_item.updated', 'glass_item.removed']));
  });

  it('keeps another site out: its items are not listed, not changed and not checked', async () => {
    const leedsItem = await addItem(quality, tree.packing.id, 'Packing scale display');
    const yorkItem = await addItem(yorkQuality, tree.york.id, 'York canteen window', 'low');
    const seen = (await register(yorkQuality)).data.map((i) => i.id);
    expect(seen).toContain(yorkItem.id);
    expect(seen).not.toContain(leedsItem.id);
    const patch = await call(t.app, 'PATCH', `/api/glass-register/${leedsItem.id}`, yorkQuality.cookie, {
      risk: 'low',
    });
    expect(patch.statusCode).toBe(404);
    const round = await post(t.app, yorkQuality.cookie, '/api/glass-register/checks', {
      items: [{ item_id: leedsItem.id, result: 'intact' }],
    });
    expect(round.statusCode).toBe(404);
    const elsewhere = await post(t.app, yorkQuality.cookie, '/api/glass-register', {
      location_id: tree.line1.id,
      description: 'Not mine',
      material: 'glass',
      risk: 'low',
      check_frequency: 'weekly',
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('a check round', () => {
  it('stamps every item, and a damaged or missing item raises an incident that quality hears of', async () => {
    const a = await addItem(quality, tree.line1.id, 'Conveyor light A');
    const b = await addItem(quality, tree.line1.id, 'Conveyor light B');
    const c = await addItem(quality, tree.line1.id, 'Control panel screen');
    const round = await post(t.app, tech.cookie, '/api/glass-register/checks', {
      items: [
        { item_id: a.id, result: 'intact' },
        { item_id: b.id, result: 'damaged', note: 'Cracked corner' },
        { item_id: c.id, result: 'missing' },
      ],
    });
    expect(round.statusCode, round.body).toBe(200);
    const result = round.json();
    expect(result.checked).toBe(3);
    expect(result.incidents.map((i: { item_id: string }) => i.item_id).sort()).toEqual([b.id, c.id].sort());
    expect(result.incidents.find((i: { item_id: string }) => i.item_id === b.id).description).toBe(
      'Conveyor light B found damaged on a glass check: Cracked corner',
    );

    const list = (await register(quality, `?location_id=${tree.line1.id}`)).data;
    const after = list.find((i) => i.id === b.id);
    expect(after).toMatchObject({ last_result: 'damaged', state: 'ok', open_incidents: 1 });
    expect(after?.last_checked_at).toBeTruthy();
    const open = await incidents(quality, '?state=open');
    expect(open.data.map((i) => i.item_id)).toEqual(expect.arrayContaining([b.id, c.id]));
    expect(open.data.find((i) => i.item_id === b.id)?.source).toBe('check');

    await fanOutBroadcasts(t.app);
    const told = async (userId: string) =>
      t.app.ctx.db
        .select()
        .from(notification_queue)
        .where(
          and(
            eq(notification_queue.user_id, userId),
            eq(notification_queue.notification_type, 'glass_breakage'),
          ),
        );
    expect((await told(quality.user.id)).length).toBeGreaterThanOrEqual(2);
    // The checker raised it; a quality person of another site hears nothing of Leeds.
    expect(await told(tech.user.id)).toEqual([]);
    expect(await told(yorkQuality.user.id)).toEqual([]);
    expect((await auditOf(t.app, 'glass_check_round', result.round_id)).map((a) => a.action)).toEqual([
      'glass_check.round',
    ]);
  });

  it('is refused to a plain user and for an item checked twice in it; check lines cannot be changed', async () => {
    const item = await addItem(quality, tree.baking.id, 'Proofer door');
    const byUser = await post(t.app, reader.cookie, '/api/glass-register/checks', {
      items: [{ item_id: item.id, result: 'intact' }],
    });
    expect(byUser.statusCode).toBe(403);
    const twice = await post(t.app, quality.cookie, '/api/glass-register/checks', {
      items: [
        { item_id: item.id, result: 'intact' },
        { item_id: item.id, result: 'damaged' },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.code).toBe('glass_duplicate_check');
    const ok = await post(t.app, quality.cookie, '/api/glass-register/checks', {
      items: [{ item_id: item.id, result: 'intact' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await expect(
      t.app.ctx.db.update(glass_checks).set({ result: 'damaged' }).where(eq(glass_checks.item_id, item.id)),
    ).rejects.toThrow();
  });
});

describe('incidents', () => {
  async function raised(body: Record<string, unknown> = {}) {
    const response = await post(t.app, tech.cookie, '/api/glass-incidents', {
      location_id: tree.packing.id,
      description: 'Torch lens broken near the wrapper',
      product_at_risk: true,
      quarantine: true,
      clean_down_done: false,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as GlassIncident;
  }

  it('are reported by technicians, not by plain users', async () => {
    const incident = await raised();
    expect(incident).toMatchObject({ state: 'open', source: 'report', product_at_risk: true, item_id: null });
    const byUser = await post(t.app, reader.cookie, '/api/glass-incidents', {
      location_id: tree.packing.id,
      description: 'x',
      product_at_risk: false,
      quarantine: false,
      clean_down_done: false,
    });
    expect(byUser.statusCode).toBe(403);
  });

  it('are closed by quality with the password, sealed and audited; closing twice is refused', async () => {
    const incident = await raised({ clean_down_done: true });
    const byTech = await close(tech, incident.id, tech.user.password);
    expect(byTech.statusCode).toBe(403);
    const done = await close(quality, incident.id, quality.user.password);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ state: 'closed', closed_by: expect.any(String) });
    expect(done.json().close_hash).toMatch(/^[0-9a-f]{64}$/);
    const again = await close(quality, incident.id, quality.user.password);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('glass_incident_closed');
    const actions = (await auditOf(t.app, 'glass_incident', incident.id)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['glass_incident.raised', 'glass_incident.closed']));
  });

  it('refuse a wrong password (422) and change nothing', async () => {
    const incident = await raised();
    const wrong = await close(quality, incident.id, 'Not-the-password-9');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('wrong_password');
    const [row] = await t.app.ctx.db
      .select()
      .from(glass_incidents)
      .where(eq(glass_incidents.id, incident.id));
    expect(row).toMatchObject({ closed_at: null, closed_by: null, close_hash: null, clean_down_done: false });
    const actions = (await auditOf(t.app, 'glass_incident', incident.id)).map((a) => a.action);
    expect(actions).toContain('glass_incident.close_failed');
    expect(actions).not.toContain('glass_incident.closed');
  });

  it('need the clean-down confirmed before they close', async () => {
    const incident = await raised();
    const notCleaned = await close(manager, incident.id, manager.user.password, { clean_down_done: false });
    expect(notCleaned.statusCode).toBe(422);
    expect(notCleaned.json().error.code).toBe('clean_down_required');
    const done = await close(manager, incident.id, manager.user.password);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().clean_down_done).toBe(true);
  });

  it('of another site are neither listed nor closed', async () => {
    const incident = await raised();
    expect((await incidents(yorkQuality)).data.map((i) => i.id)).not.toContain(incident.id);
    const foreign = await close(yorkQuality, incident.id, yorkQuality.user.password);
    expect(foreign.statusCode).toBe(404);
    const list = await incidents(quality, '?state=open');
    expect(list.data.map((i) => i.id)).toContain(incident.id);
    expect(list.counts.open).toBe(list.total);
  });
});
