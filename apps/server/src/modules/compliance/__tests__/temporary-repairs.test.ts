/**
 * The temporary repairs register (BRCGS 4.7.3, docs/decisions/temporary-repairs.md): every temporary fix of a
 * breakdown or a work order with its deadline and follow-up, open → overdue → closed only by completing the
 * follow-up; kept to the caller's sites and filtered by the location tree; the dashboard tile counts the same
 * overdue repairs; the audit pack prints the same repairs of its period; managers are told once a day while
 * any is overdue.
 */
import {
  AUDIT_PACK_SECTIONS,
  CLEARED_HYGIENE_CLEARANCE,
  TEMPORARY_REPAIR_STATE_LABELS,
  type TemporaryRepair,
  type TemporaryRepairList,
  WORK_ORDER_STATUS_LABELS,
} from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notification_queue } from '../../../db/schema';
import { call, createAsset, post, reported, VALID_COMPLETION } from '../../../test/factories';
import {
  createUser,
  type SignedIn,
  signedIn,
  useClockedTestApp,
  useTestInstances,
} from '../../../test/harness';
import { createTwoSites, type TestLocation } from '../../../test/location-tree';
import { pdfText } from '../../../test/pdf-text';
import { sendTemporaryRepairAlerts } from '../temporary-repair-alerts';

const DAY = 86_400_000;
// Sessions that outlive the days the clock moves on.
const { t, clock } = useClockedTestApp(new Date('2026-03-02T09:00:00Z'), {
  env: { SESSION_IDLE_TIMEOUT_S: String(30 * 86_400), SESSION_MAX_AGE_S: String(30 * 86_400) },
});
let admin: SignedIn;
let tech: SignedIn;
let manager: SignedIn;
let limited: SignedIn;
let reader: SignedIn;
let tree: Record<'leeds' | 'packing' | 'line1' | 'baking' | 'york', TestLocation>;
/** A: breakdown at Leeds › Packing › Line 1, due in 2 days. B: work order at York, due in 10 days. C: breakdown at Leeds › Baking, due in 1 day. */
const repair = { a: '', b: '', c: '' };
const followUp = { a: '', b: '', c: '' };

const inDays = (days: number) => new Date(clock.now.getTime() + days * DAY).toISOString();

async function temporaryBreakdownAt(location: TestLocation, title: string, deadlineDays: number) {
  const asset = await createAsset(t.app, { asset_name: `Capper ${location.name}`, location_id: location.id });
  const b = await reported(t.app, tech.cookie, { asset_id: asset.id, title });
  await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/stop`);
  const done = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/complete`, {
    ...VALID_COMPLETION,
    completion_notes: 'Cable-tied the guard back on',
    fix_type: 'temporary',
    permanent_repair_deadline: inDays(deadlineDays),
  });
  expect(done.statusCode, done.body).toBe(200);
  return { id: b.id as string, followUp: done.json().follow_up_work_order_id as string };
}

async function temporaryWorkOrderAt(location: TestLocation, title: string, deadlineDays: number) {
  const asset = await createAsset(t.app, { asset_name: `Filler ${location.name}`, location_id: location.id });
  const order = (
    await post(t.app, manager.cookie, '/api/work-orders', {
      title,
      asset_id: asset.id,
      assigned_to: tech.user.id,
    })
  ).json();
  await post(t.app, tech.cookie, `/api/work-orders/${order.id}/start`);
  const done = await post(t.app, tech.cookie, `/api/work-orders/${order.id}/complete`, {
    completion_notes: 'Taped the leaking hose',
    completed_by: 'Tom Tech',
    actual_duration: 1,
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    fix_type: 'temporary',
    permanent_repair_deadline: inDays(deadlineDays),
  });
  expect(done.statusCode, done.body).toBe(200);
  return { id: order.id as string, followUp: done.json().follow_up_task_id as string };
}

async function register(cookie: string, query = ''): Promise<TemporaryRepairList> {
  const response = await call(t.app, 'GET', `/api/compliance/temporary-repairs${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = (list: { data: TemporaryRepair[] }) => list.data.map((r) => r.id).sort();

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  tech = await signedIn(t.app, 'technician');
  manager = await signedIn(t.app, 'manager');
  reader = await signedIn(t.app, 'user');
  limited = await signedIn(t.app, 'manager');
  tree = await createTwoSites(t.app, admin.cookie);
  const sites = await call(t.app, 'PUT', `/api/users/${limited.user.id}/sites`, admin.cookie, {
    site_ids: [tree.leeds.id],
  });
  expect(sites.statusCode, sites.body).toBe(200);
  const a = await temporaryBreakdownAt(tree.line1, 'Guard hinge snapped', 2);
  const b = await temporaryWorkOrderAt(tree.york, 'Hose leaking', 10);
  const c = await temporaryBreakdownAt(tree.baking, 'Oven door seal torn', 1);
  Object.assign(repair, { a: a.id, b: b.id, c: c.id });
  Object.assign(followUp, { a: a.followUp, b: b.followUp, c: c.followUp });
  // A permanent repair is not on the register.
  const asset = await createAsset(t.app, { location_id: tree.line1.id });
  const permanent = await reported(t.app, tech.cookie, { asset_id: asset.id, title: 'Belt replaced' });
  expect(
    (await post(t.app, tech.cookie, `/api/breakdowns/${permanent.id}/complete`, VALID_COMPLETION)).statusCode,
  ).toBe(200);
});

describe('GET /api/compliance/temporary-repairs', () => {
  it('lists every temporary fix of a breakdown or a work order, open, with its deadline and follow-up', async () => {
    const list = await register(manager.cookie, '?state=open');
    expect(list.counts).toEqual({ open: 3, overdue: 0, closed: 0 });
    expect(list.total).toBe(3);
    const b = list.data.find((r) => r.id === repair.b);
    expect(b).toMatchObject({
      source: 'work_order',
      number: expect.stringMatching(/^WO-2026-/),
      title: 'Hose leaking',
      asset_name: `Filler ${tree.york.name}`,
      temporary_fix: 'Taped the leaking hose',
      fixed_by: 'Tom Tech',
      permanent_repair_deadline: new Date(clock.now.getTime() + 10 * DAY).toISOString(),
      follow_up: { id: followUp.b, status: 'pending', title: 'Permanent repair: Hose leaking' },
      state: 'open',
    });
    const a = list.data.find((r) => r.id === repair.a);
    expect(a).toMatchObject({ source: 'breakdown', number: null, fixed_by: 'Sam Fitter', state: 'open' });
    expect(a?.follow_up?.number).toMatch(/^WO-2026-/);
    // The earliest deadline first.
    expect(list.data[0]?.id).toBe(repair.c);
  });

  it('is read by every signed-in role, not by anyone signed out; a bad state is refused', async () => {
    for (const person of [reader, tech, admin]) expect((await register(person.cookie)).total).toBe(3);
    expect((await call(t.app, 'GET', '/api/compliance/temporary-repairs')).statusCode).toBe(401);
    const bad = await call(t.app, 'GET', '/api/compliance/temporary-repairs?state=late', manager.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('pages like the other lists', async () => {
    const first = await register(manager.cookie, '?limit=2&offset=0');
    const rest = await register(manager.cookie, '?limit=2&offset=2');
    expect(first.total).toBe(3);
    expect(first.data).toHaveLength(2);
    expect(rest.data).toHaveLength(1);
    expect(new Set([...ids(first), ...ids(rest)]).size).toBe(3);
  });

  it('closes a repair only when its follow-up is completed', async () => {
    await post(t.app, tech.cookie, `/api/work-orders/${followUp.c}/start`);
    const done = await post(t.app, tech.cookie, `/api/work-orders/${followUp.c}/complete`, {
      completion_notes: 'New seal fitted',
      completed_by: 'Tom Tech',
      actual_duration: 1,
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      fix_type: 'permanent',
    });
    expect(done.statusCode, done.body).toBe(200);
    const closed = await register(manager.cookie, '?state=closed');
    expect(ids(closed)).toEqual([repair.c]);
    expect(closed.data[0]?.follow_up).toMatchObject({
      status: 'completed',
      date_completed: expect.any(String),
    });
    expect(closed.counts).toEqual({ open: 2, overdue: 0, closed: 1 });
  });

  it('shows a repair overdue once its deadline has passed, and the dashboard tile counts the same', async () => {
    clock.now = new Date(clock.now.getTime() + 3 * DAY);
    const overdue = await register(manager.cookie, '?state=overdue');
    expect(ids(overdue)).toEqual([repair.a]);
    expect(overdue.counts).toEqual({ open: 1, overdue: 1, closed: 1 });
    const dashboard = (await call(t.app, 'GET', '/api/dashboard', manager.cookie)).json();
    expect(dashboard.tiles.temporary_repairs_overdue).toBe(overdue.counts.overdue);
  });

  it('filters by a node of the location tree (everything below it)', async () => {
    expect(ids(await register(manager.cookie, `?location_id=${tree.leeds.id}&state=overdue`))).toEqual([
      repair.a,
    ]);
    const york = await register(manager.cookie, `?location_id=${tree.york.id}`);
    expect(ids(york)).toEqual([repair.b]);
    expect(york.counts).toEqual({ open: 1, overdue: 0, closed: 0 });
    const baking = await register(manager.cookie, `?location_id=${tree.baking.id}`);
    expect(ids(baking)).toEqual([repair.c]);
  });

  it("keeps a manager limited to Leeds to Leeds's repairs, and their tile too", async () => {
    const list = await register(limited.cookie);
    expect(list.data.map((r) => r.id)).not.toContain(repair.b);
    expect(list.counts).toEqual({ open: 0, overdue: 1, closed: 1 });
    expect(JSON.stringify(list)).not.toContain(tree.york.name);
    const york = await register(limited.cookie, `?location_id=${tree.york.id}`);
    expect(york.total).toBe(0);
  });
});

/**
 * The audit pack prints the register's repairs of its period under clause 4.7.3: the same rows, states and
 * counts as the register (one query, one rule), under the caller's sites and the pack's location.
 */
describe("the audit pack's temporary repairs section", () => {
  async function packText(cookie: string, query = '') {
    const response = await call(t.app, 'GET', `/api/records/audit-pack.pdf${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    // One printed line a line of text (pdfjs puts a blank item between a table's cells).
    const text = (await pdfText(response.rawPayload)).text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n');
    // The section starts on a page of its own; its heading is printed in the contents and over the section.
    const at = text.lastIndexOf(AUDIT_PACK_SECTIONS.temporaryRepairs);
    expect(at, 'the section heading').toBeGreaterThan(-1);
    return text.slice(at);
  }
  /** A repair's follow-up number, the follow-up's status and the repair's state, as the table prints them. */
  const rowOf = (repair: TemporaryRepair) =>
    `${repair.follow_up?.number}\n${WORK_ORDER_STATUS_LABELS[repair.follow_up?.status ?? 'pending']}\n${TEMPORARY_REPAIR_STATE_LABELS[repair.state]}`;

  it("prints every repair with its follow-up and the register's state, and the counts per state first", async () => {
    const list = await register(manager.cookie);
    expect(list.counts).toEqual({ open: 1, overdue: 1, closed: 1 });
    const section = await packText(manager.cookie);
    expect(section).toContain('Open\n1\nOverdue\n1\nClosed\n1');
    for (const repair of list.data) expect(section).toContain(rowOf(repair));
    const a = list.data.find((r) => r.id === repair.a) as TemporaryRepair;
    expect(rowOf(a)).toMatch(/\nPending\nOverdue$/);
    expect(section).toContain('Cable-tied the guard back on');
    expect(section).toContain('Taped the leaking hose');
    expect(section).toContain(`Capper ${tree.line1.name}`);
  });

  it("holds the repairs made in the pack's period (plant days) and those still open from before, of its site", async () => {
    const list = await register(manager.cookie);
    const made = list.data[0]?.fixed_at as string;
    const day = made.slice(0, 10); // 09:00 UTC: the same day on the plant's clock
    const during = await packText(manager.cookie, `?from=${day}&to=${day}`);
    for (const repair of list.data) expect(during).toContain(rowOf(repair));
    // A later period keeps the repairs made before it that are still not closed; the closed one drops out.
    const after = await packText(manager.cookie, `?from=2026-03-03`);
    expect(after).toContain('Open\n1\nOverdue\n1\nClosed\n0');
    for (const repair of list.data.filter((r) => r.state !== 'closed'))
      expect(after).toContain(rowOf(repair));
    const york = await packText(manager.cookie, `?site_id=${tree.york.id}`);
    const b = list.data.find((r) => r.id === repair.b) as TemporaryRepair;
    expect(york).toContain(rowOf(b));
    expect(york).toContain('Open\n1\nOverdue\n0\nClosed\n0');
    expect(york).not.toContain(`Capper ${tree.line1.name}`);
  });

  it("gives a manager limited to Leeds only Leeds's repairs", async () => {
    const all = await register(manager.cookie);
    const b = all.data.find((r) => r.id === repair.b) as TemporaryRepair;
    const section = await packText(limited.cookie);
    expect(section).toContain('Open\n0\nOverdue\n1\nClosed\n1');
    for (const repair of (await register(limited.cookie)).data) expect(section).toContain(rowOf(repair));
    expect(section).not.toContain(b.follow_up?.number as string);
    expect(section).not.toContain(tree.york.name);
  });
});

describe('the daily alert while any temporary repair is overdue', () => {
  const alertsOf = async (userId: string) =>
    (
      await t.app.ctx.db.select().from(notification_queue).where(eq(notification_queue.user_id, userId))
    ).filter((n) => n.title === 'Temporary repairs overdue');

  it('tells each manager once a day how many and the oldest, and again the next day while still overdue', async () => {
    const [first, second] = await Promise.all([
      sendTemporaryRepairAlerts(t.app.ctx),
      sendTemporaryRepairAlerts(t.app.ctx),
    ]);
    expect(first + second).toBe(2); // the two managers, once each
    expect(await sendTemporaryRepairAlerts(t.app.ctx)).toBe(0);
    const [alert] = await alertsOf(manager.user.id);
    expect(alert?.message).toBe(
      '1 temporary repair is past the permanent-repair deadline. The oldest: "Guard hinge snapped" on Capper Line 1, overdue by 1 day.',
    );
    expect(await alertsOf(limited.user.id)).toHaveLength(1);
    expect(await alertsOf(tech.user.id)).toHaveLength(0);

    clock.now = new Date(clock.now.getTime() + DAY);
    expect(await sendTemporaryRepairAlerts(t.app.ctx)).toBe(2);
    expect(await alertsOf(manager.user.id)).toHaveLength(2);
  });

  it('sends nothing once nothing is overdue', async () => {
    await post(t.app, tech.cookie, `/api/work-orders/${followUp.a}/start`);
    const done = await post(t.app, tech.cookie, `/api/work-orders/${followUp.a}/complete`, {
      completion_notes: 'New hinge fitted',
      completed_by: 'Tom Tech',
      actual_duration: 1,
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      fix_type: 'permanent',
    });
    expect(done.statusCode, done.body).toBe(200);
    clock.now = new Date(clock.now.getTime() + DAY);
    expect(await sendTemporaryRepairAlerts(t.app.ctx)).toBe(0);
    expect((await register(manager.cookie)).counts.overdue).toBe(0);
  });
});

/** Exactly once across instances: two servers on one PostgreSQL run the job at the same time. */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('the daily alert across two instances', () => {
  const instances = useTestInstances(2);

  it('is sent once a day per manager, whichever instance runs it', async () => {
    const [one, two] = instances.apps;
    const boss = await createUser(one, { role: 'manager' });
    const worker = await signedIn(one, 'technician');
    const asset = await createAsset(one);
    const b = await reported(one, worker.cookie, { asset_id: asset.id, title: 'Belt slipping' });
    const done = await post(one, worker.cookie, `/api/breakdowns/${b.id}/complete`, {
      ...VALID_COMPLETION,
      fix_type: 'temporary',
      permanent_repair_deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(done.statusCode, done.body).toBe(200);
    // Both instances a day later, at the same moment.
    const later = new Date(Date.now() + DAY);
    for (const app of [one, two]) app.ctx.now = () => later;
    const sent = await Promise.all([
      sendTemporaryRepairAlerts(one.ctx),
      sendTemporaryRepairAlerts(two.ctx),
      sendTemporaryRepairAlerts(one.ctx),
    ]);
    expect(sent.reduce((a, n) => a + n, 0)).toBe(1);
    const rows = await one.ctx.db
      .select()
      .from(notification_queue)
      .where(eq(notification_queue.user_id, boss.id));
    expect(rows.filter((n) => n.title === 'Temporary repairs overdue')).toHaveLength(1);
  });
});
