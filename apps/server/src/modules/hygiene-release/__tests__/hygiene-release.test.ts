import { CLEARED_HYGIENE_CLEARANCE, ERRORS, HYGIENE_RELEASE_MESSAGES } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets, notification_queue, record_signatures, records } from '../../../db/schema';
import {
  auditOf,
  call,
  createAsset,
  fanOutBroadcasts,
  post,
  reported,
  signedIn,
  type TestUser,
  VALID_COMPLETION,
} from '../../../test/factories';
import { useTestApp } from '../../../test/harness';

/** BRCGS 4.7.4 hygiene release (docs/decisions/hygiene-release.md), through the API on a real database. */
const t = useTestApp();
type Person = { user: TestUser; cookie: string };
const PASSWORD = 'Correct-horse-1';

/** A work order on the asset that `manager` raises and `doer` starts and completes (cleared for hygiene). */
async function completeWorkOn(assetId: string, manager: Person, doer: Person) {
  const created = await post(t.app, manager.cookie, '/api/work-orders', {
    title: 'Replace filler seal',
    asset_id: assetId,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  expect((await post(t.app, doer.cookie, `/api/work-orders/${id}/start`)).statusCode).toBe(200);
  const done = await post(t.app, doer.cookie, `/api/work-orders/${id}/complete`, {
    completion_notes: 'Seal replaced, line wiped down',
    completed_by: 'Sam Fitter',
    actual_duration: 1,
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
  });
  expect(done.statusCode, done.body).toBe(200);
  return id;
}

/** A manager, a technician and a quality person, and a food-contact asset the technician has just worked on. */
async function waitingAsset() {
  const [manager, tech, quality] = [
    await signedIn(t.app, 'manager'),
    await signedIn(t.app, 'technician'),
    await signedIn(t.app, 'quality'),
  ];
  const asset = await createAsset(t.app, { food_contact: true });
  await completeWorkOn(asset.id, manager, tech);
  return { manager, tech, quality, asset };
}

const statusOf = async (id: string) =>
  (await t.app.ctx.db.select({ status: assets.status }).from(assets).where(eq(assets.id, id)))[0].status;
const release = (person: Person, assetId: string, password = PASSWORD, notes = 'Swabbed, ATP 12 RLU: pass') =>
  post(t.app, person.cookie, `/api/assets/${assetId}/release`, { password, notes });

/** Releases the asset as `person`: the release's record id and its one signature. */
async function released(person: Person, assetId: string) {
  const answer = await release(person, assetId);
  expect(answer.statusCode, answer.body).toBe(200);
  const recordId = answer.json().record_id as string;
  const [signature] = await t.app.ctx.db
    .select()
    .from(record_signatures)
    .where(eq(record_signatures.record_id, recordId));
  return { recordId, signature };
}

describe('completing work on a food-contact asset', () => {
  it('leaves it awaiting release, counted, with who did the work, and tells quality', async () => {
    const [manager, tech, quality] = [
      await signedIn(t.app, 'manager'),
      await signedIn(t.app, 'technician'),
      await signedIn(t.app, 'quality'),
    ];
    const asset = await createAsset(t.app, { food_contact: true });
    const before = (await call(t.app, 'GET', '/api/compliance/awaiting-release/count', quality.cookie)).json()
      .count;
    await completeWorkOn(asset.id, manager, tech);

    expect(await statusOf(asset.id)).toBe('awaiting-release');
    const count = await call(t.app, 'GET', '/api/compliance/awaiting-release/count', quality.cookie);
    expect(count.json().count).toBe(before + 1);
    const pending = (await call(t.app, 'GET', `/api/assets/${asset.id}/release`, tech.cookie)).json().pending;
    expect(pending.work).toHaveLength(1);
    expect(pending.work[0]).toMatchObject({ performer_id: tech.user.id, completed_by: 'Sam Fitter' });
    expect((await auditOf(t.app, 'asset', asset.id)).map((a) => a.action)).toContain(
      'asset.awaiting_release',
    );

    await fanOutBroadcasts(t.app);
    const queuedFor = async (userId: string) =>
      t.app.ctx.db
        .select()
        .from(notification_queue)
        .where(
          and(
            eq(notification_queue.user_id, userId),
            eq(notification_queue.notification_type, 'awaiting_release'),
          ),
        );
    const toQuality = await queuedFor(quality.user.id);
    expect(toQuality.map((n) => n.metadata)).toContainEqual({ asset_id: asset.id });
    // The technician did the work; a manager is told only after choosing to be.
    expect(await queuedFor(tech.user.id)).toEqual([]);
  });

  it('leaves any other asset as it was', async () => {
    const [manager, tech] = [await signedIn(t.app, 'manager'), await signedIn(t.app, 'technician')];
    const asset = await createAsset(t.app, { status: 'maintenance' });
    await completeWorkOn(asset.id, manager, tech);
    expect(await statusOf(asset.id)).toBe('maintenance');
  });

  it('puts a breakdown repair on a food-contact asset in awaiting release too', async () => {
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app, { food_contact: true });
    const b = await reported(t.app, tech.cookie, { asset_id: asset.id, title: 'Depositor nozzle blocked' });
    const done = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/complete`, VALID_COMPLETION);
    expect(done.statusCode, done.body).toBe(200);
    expect(await statusOf(asset.id)).toBe('awaiting-release');
  });
});

describe('completing a PM task on a food-contact asset', () => {
  it('leaves it awaiting release, with the PM record as the work', async () => {
    const [manager, tech] = [await signedIn(t.app, 'manager'), await signedIn(t.app, 'technician')];
    const asset = await createAsset(t.app, { food_contact: true });
    const task = await post(t.app, manager.cookie, '/api/maintenance-tasks', {
      title: 'Clean and inspect slicer blades',
      asset_id: asset.id,
      next_due_date: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(task.statusCode, task.body).toBe(201);
    const done = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.json().id}/complete`, {
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await statusOf(asset.id)).toBe('awaiting-release');
    const pending = (await call(t.app, 'GET', `/api/assets/${asset.id}/release`, tech.cookie)).json().pending;
    expect(pending.work).toMatchObject([
      { title: 'Clean and inspect slicer blades', performer_id: tech.user.id },
    ]);
  });
});

describe('POST /api/assets/:id/release', () => {
  it('a quality person releases with their password: operational, a signed record, the audit chain', async () => {
    const { tech, quality, asset } = await waitingAsset();

    const answer = await release(quality, asset.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'operational' });
    expect(await statusOf(asset.id)).toBe('operational');

    const [record] = await t.app.ctx.db.select().from(records).where(eq(records.id, answer.json().record_id));
    expect(record).toMatchObject({
      type: 'hygiene_release',
      asset_id: asset.id,
      performer_id: quality.user.id,
    });
    expect(record.snapshot).toMatchObject({
      notes: 'Swabbed, ATP 12 RLU: pass',
      work: [{ performer_id: tech.user.id }],
    });
    const signatures = await t.app.ctx.db
      .select()
      .from(record_signatures)
      .where(eq(record_signatures.record_id, record.id));
    expect(signatures).toMatchObject([
      {
        meaning: 'released',
        signer_id: quality.user.id,
        signer_role: 'quality',
        content_hash: record.content_hash,
      },
    ]);
    const detail = await call(t.app, 'GET', `/api/records/${record.id}`, tech.cookie);
    expect(detail.json()).toMatchObject({ state: 'signed', verified: true, type: 'hygiene_release' });
    expect((await auditOf(t.app, 'asset', asset.id)).map((a) => a.action)).toContain('asset.released');
    expect(
      (await call(t.app, 'GET', `/api/assets/${asset.id}/release`, tech.cookie)).json().pending,
    ).toBeNull();
  });

  it("shows the release in the asset's history beside the work it released, linked to its record", async () => {
    const { tech, quality, asset } = await waitingAsset();
    const { recordId, signature } = await released(quality, asset.id);
    expect(signature.signer_name).toMatch(/^Test quality/);
    const history = await call(t.app, 'GET', `/api/assets/${asset.id}/history`, tech.cookie);
    expect(history.statusCode, history.body).toBe(200);
    const page = history.json() as { data: Array<Record<string, unknown>>; total: number };
    expect(page.total).toBe(2);
    expect(page.data).toContainEqual({
      type: 'hygiene_release',
      id: recordId,
      title: `Released for production by ${signature.signer_name}`,
      status: 'released',
      date: expect.any(String),
      priority: null,
      cost: null,
      downtime_hours: null,
    });
    expect(page.data.map((item) => item.type).sort()).toEqual(['hygiene_release', 'work_order']);
  });

  it('leaves an asset still awaiting release without a release in its history', async () => {
    const { tech, asset } = await waitingAsset();
    const history = (await call(t.app, 'GET', `/api/assets/${asset.id}/history`, tech.cookie)).json();
    expect(history.data.map((item: { type: string }) => item.type)).toEqual(['work_order']);
  });

  it('puts who released it and when in the records export, and leaves both empty on the work released', async () => {
    const { manager, quality, asset } = await waitingAsset();
    const { signature } = await released(quality, asset.id);

    const csv = await call(t.app, 'GET', `/api/records/export.csv?asset_id=${asset.id}`, manager.cookie);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header.split(',');
    expect(columns.slice(-2)).toEqual(['Released', 'Released at']);
    const cells = (kind: string) => {
      const line = lines.find((l) => l.split(',')[1] === kind);
      expect(line, kind).toBeDefined();
      return line?.split(',').slice(-2);
    };
    expect(cells('Hygiene release')).toEqual([signature.signer_name, signature.signed_at]);
    expect(signature.signer_name).not.toBe('');
    expect(cells('Work order')).toEqual(['', '']);
  });

  it('lets a manager who did not do the work release, and refuses the one who did (403)', async () => {
    const [manager, doer, other] = [
      await signedIn(t.app, 'manager'),
      await signedIn(t.app, 'manager'),
      await signedIn(t.app, 'admin'),
    ];
    const asset = await createAsset(t.app, { food_contact: true });
    await completeWorkOn(asset.id, manager, doer);

    const own = await release(doer, asset.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({
      code: 'release_own_work',
      message: HYGIENE_RELEASE_MESSAGES.ownWork,
    });
    expect(await statusOf(asset.id)).toBe('awaiting-release');
    expect((await release(other, asset.id)).statusCode).toBe(200);
  });

  it('refuses technicians and users before anything else (403)', async () => {
    const [manager, tech, user] = [
      await signedIn(t.app, 'manager'),
      await signedIn(t.app, 'technician'),
      await signedIn(t.app, 'user'),
    ];
    const asset = await createAsset(t.app, { food_contact: true });
    await completeWorkOn(asset.id, manager, tech);
    for (const person of [tech, user]) expect((await release(person, asset.id)).statusCode).toBe(403);
    expect(await statusOf(asset.id)).toBe('awaiting-release');
  });

  it('refuses a wrong password as signing does, audited on the asset, and nothing changes', async () => {
    const { quality, asset } = await waitingAsset();
    const wrong = await release(quality, asset.id, 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({
      code: 'wrong_password',
      message: ERRORS.releaseWrongPassword.message,
    });
    expect(await statusOf(asset.id)).toBe('awaiting-release');
    expect((await auditOf(t.app, 'asset', asset.id)).map((a) => a.action)).toContain('asset.release_failed');
  });

  it('answers 409 for an asset that is not awaiting release, 404 for none, 400 without a password', async () => {
    const quality = await signedIn(t.app, 'quality');
    const asset = await createAsset(t.app, { food_contact: true });
    const answer = await release(quality, asset.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('not_awaiting_release');
    expect((await release(quality, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await post(t.app, quality.cookie, `/api/assets/${asset.id}/release`, {})).statusCode).toBe(400);
  });

  it('keeps "Awaiting release" out of edits: neither set nor left by a PATCH', async () => {
    const [manager, tech] = [await signedIn(t.app, 'manager'), await signedIn(t.app, 'technician')];
    const asset = await createAsset(t.app, { food_contact: true });
    const toWaiting = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager.cookie, {
      status: 'awaiting-release',
    });
    expect(toWaiting.statusCode).toBe(422);
    await completeWorkOn(asset.id, manager, tech);
    const out = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, tech.cookie, { status: 'operational' });
    expect(out.statusCode).toBe(422);
    expect(out.json().error.code).toBe('asset_status_by_release');
    expect(await statusOf(asset.id)).toBe('awaiting-release');
  });
});
