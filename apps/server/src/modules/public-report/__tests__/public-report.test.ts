import { createHash } from 'node:crypto';
import { PUBLIC_REPORT_LIMITS, PUBLIC_REPORT_MESSAGES } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  asset_breakdowns,
  asset_report_tokens,
  audit_log,
  auth_attempts,
  files,
  notification_queue,
} from '../../../db/schema';
import {
  call,
  createAsset,
  fanOutBroadcasts,
  PNG,
  pngDeclaring,
  reported,
  subscribe,
} from '../../../test/factories';
import { signedIn, useClockedTestApp, useSignedIn } from '../../../test/harness';

const START = new Date('2026-03-02T10:00:00.000Z');
const { t, clock } = useClockedTestApp(START);
const manager = useSignedIn(t, 'manager');
const admin = useSignedIn(t, 'admin');

const minutes = (n: number) => {
  clock.now = new Date(clock.now.getTime() + n * 60_000);
};
let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function labelFor(assetOverrides: Parameters<typeof createAsset>[1] = {}) {
  const asset = await createAsset(t.app, { location: 'Hall B', ...assetOverrides });
  const response = await call(t.app, 'POST', `/api/assets/${asset.id}/report-token`, manager.cookie);
  expect(response.statusCode).toBe(201);
  return { asset, ...(response.json() as { token: string; url: string }) };
}

function submit(token: string, body: Record<string, unknown>, ip = '203.0.113.7', headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/report/${token}`,
    remoteAddress: ip,
    headers,
    payload: { title: 'Belt snapped', severity: 'critical', field_reporter_name: 'Sam', ...body },
  });
}

/** A note from a fresh address to the report whose status page is `statusUrl`, signed by Kim. */
function addNote(statusUrl: string, note: string) {
  return t.app.inject({
    method: 'POST',
    url: `${statusUrl}/notes`,
    remoteAddress: freshIp(),
    payload: { note, field_reporter_name: 'Kim' },
  });
}

describe('report token (128-bit, random, stored hashed, rotatable by a manager)', () => {
  it('answers the token once, stores only its SHA-256, and rotation invalidates the old label', async () => {
    const { asset, token, url } = await labelFor();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`http://localhost:3000/report/${token}`);
    const [stored] = await t.app.ctx.db
      .select()
      .from(asset_report_tokens)
      .where(eq(asset_report_tokens.asset_id, asset.id));
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const state = await t.app.inject({
      url: `/api/assets/${asset.id}/report-token`,
      headers: { cookie: manager.cookie },
    });
    expect(state.json()).toEqual({ exists: true, created_at: clock.now.toISOString() });

    const rotated = await call(t.app, 'POST', `/api/assets/${asset.id}/report-token`, manager.cookie);
    const next = rotated.json().token as string;
    expect(next).not.toBe(token);
    const old = await t.app.inject({ url: `/api/public/report/${token}` });
    expect(old.statusCode).toBe(404);
    expect(old.json().error).toMatchObject({
      code: 'report_label_invalid',
      message: PUBLIC_REPORT_MESSAGES.invalidToken,
    });
    expect((await t.app.inject({ url: `/api/public/report/${next}` })).statusCode).toBe(200);
    const audit = await t.app.ctx.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, 'asset'), eq(audit_log.entity_id, asset.id)));
    expect(audit.map((a) => a.action)).toEqual(['asset.report_token_created', 'asset.report_token_rotated']);
  });

  it('answers a damaged or mistyped label like an unknown one, in plain words without the pattern', async () => {
    const { token } = await labelFor();
    const damaged = [token.slice(0, 21), `${token.slice(0, 21)}!`, 'not-a-label', '%E2%80%94'];
    for (const bad of damaged) {
      for (const response of [
        await t.app.inject({ url: `/api/public/report/${bad}` }),
        await submit(bad, {}, freshIp()),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toMatchObject({
          code: 'report_label_invalid',
          message: PUBLIC_REPORT_MESSAGES.invalidToken,
        });
        expect(response.body).not.toMatch(/pattern|regex|Invalid string/i);
      }
    }
    expect(PUBLIC_REPORT_MESSAGES.invalidToken).toBe(
      'This label is not recognised. It may be damaged or replaced: ask your supervisor for a new label, or report the fault another way.',
    );
  });

  it('is for managers and admins only', async () => {
    const asset = await createAsset(t.app);
    const tech = await signedIn(t.app, 'technician');
    const refused = await call(t.app, 'POST', `/api/assets/${asset.id}/report-token`, tech.cookie);
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/assets/${asset.id}/report-token` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('public report routes (no session)', () => {
  it('shows only the asset code, name and location; the asset page only to a signed-in user', async () => {
    const { asset, token } = await labelFor({ serial_number: 'SECRET-SN', purchase_cost: 12345 });
    const anonymous = await t.app.inject({ url: `/api/public/report/${token}` });
    expect(anonymous.json()).toEqual({
      asset: { asset_id: asset.asset_id, asset_name: asset.asset_name, location: 'Hall B' },
      recent: null,
      asset_path: null,
      plant_time_zone: 'Europe/London',
      meters: [],
    });
    const member = await t.app.inject({
      url: `/api/public/report/${token}`,
      headers: { cookie: manager.cookie },
    });
    expect(member.json().asset_path).toBe(`/assets/${asset.id}`);
    const unknown = await t.app.inject({ url: `/api/public/report/${'A'.repeat(22)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates the breakdown exactly as the in-app quick report does: quick stage, field reporter, notifications, audit with the address', async () => {
    const subscriber = await signedIn(t.app, 'manager');
    await subscribe(t.app, subscriber.user.id);
    const { asset, token } = await labelFor();
    const response = await submit(token, { description: 'Motor smells hot' }, '198.51.100.4');
    expect(response.statusCode).toBe(201);
    const { reference, status_url } = response.json();
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(status_url).toBe(`/api/public/report/${token}/status/${reference}`);

    const [row] = await t.app.ctx.db
      .select()
      .from(asset_breakdowns)
      .where(eq(asset_breakdowns.asset_id, asset.id));
    expect(row).toMatchObject({
      title: 'Belt snapped',
      severity: 'critical',
      stage: 'quick',
      status: 'reported',
      needs_completion: true,
      field_reporter_name: 'Sam',
      reported_by: null,
      description: 'Motor smells hot',
    });
    expect(row.id.replaceAll('-', '').slice(0, 8).toUpperCase()).toBe(reference);

    // The in-app quick report on another asset, for comparison of the notification.
    const inApp = await createAsset(t.app);
    const { cookie } = await signedIn(t.app, 'user');
    const app = await reported(t.app, cookie, {
      asset_id: inApp.id,
      title: 'Belt snapped',
      severity: 'critical',
      stage: 'quick',
      field_reporter_name: 'Sam',
    });
    await fanOutBroadcasts(t.app);
    const queued = await t.app.ctx.db
      .select()
      .from(notification_queue)
      .where(eq(notification_queue.user_id, subscriber.user.id));
    const fromLabel = queued.find((q) => (q.metadata as { breakdown_id: string }).breakdown_id === row.id);
    const fromApp = queued.find((q) => (q.metadata as { breakdown_id: string }).breakdown_id === app.id);
    expect(fromLabel).toMatchObject({
      notification_type: 'asset_breakdown',
      urgency: 'critical',
      message: `Critical breakdown on ${asset.asset_id} · ${asset.asset_name}: Belt snapped. Reported by Sam.`,
    });
    expect(fromLabel?.message.replace(asset.asset_name, 'X').replace(asset.asset_id, 'Y')).toBe(
      fromApp?.message.replace(inApp.asset_name, 'X').replace(inApp.asset_id, 'Y'),
    );
    const audit = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, 'breakdown'), eq(audit_log.entity_id, row.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'breakdown.reported',
      'breakdown.reported_from_label',
    ]);
    expect(audit.every((a) => a.ip === '198.51.100.4' && a.actor_id === null)).toBe(true);
  });

  it('takes a photo by multipart with the asset image checks, and refuses a file that is not an image', async () => {
    const { asset, token } = await labelFor();
    const form = (photo: Blob) => {
      const data = new FormData();
      data.set('title', 'Guard cracked');
      data.set('severity', 'high');
      data.set('field_reporter_name', 'Ana');
      data.set('photo', photo, 'guard.png');
      return data;
    };
    const send = async (data: FormData) => {
      const request = new Request('http://x', { method: 'POST', body: data });
      return t.app.inject({
        method: 'POST',
        url: `/api/public/report/${token}`,
        remoteAddress: freshIp(),
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const bad = await send(form(new Blob(['<script>alert(1)</script>'], { type: 'image/png' })));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Only JPEG, PNG or WebP images can be uploaded');
    const bomb = await send(form(new Blob([pngDeclaring(50_000, 50_000)], { type: 'image/png' })));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error).toMatchObject({
      message: 'The image is too large: 50,000 × 50,000 pixels (at most 40 megapixels)',
      details: [{ path: 'photo' }],
    });
    const ok = await send(form(new Blob([PNG, '<html>trailing page</html>'], { type: 'image/png' })));
    expect(ok.statusCode).toBe(201);
    const [row] = await t.app.ctx.db
      .select()
      .from(asset_breakdowns)
      .where(eq(asset_breakdowns.asset_id, asset.id));
    const stored = await t.app.ctx.db.select().from(files).where(eq(files.owner_id, row.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      owner_type: 'breakdown',
      content_type: 'image/png',
      filename: 'guard.png',
      size_bytes: PNG.length,
    });
    expect(Buffer.from(stored[0].data).equals(PNG)).toBe(true);
    expect(row.description).toBe(`Photo from the machine's label: /api/files/${stored[0].id}`);
  });

  it('shows no personal name publicly: neither the in-app reporter nor the name typed at the label', async () => {
    const tech = await signedIn(t.app, 'technician');
    await call(t.app, 'PATCH', '/api/profile', tech.cookie, { full_name: 'Wilhelmina Quarrington' });
    const { asset, token } = await labelFor();
    await reported(t.app, tech.cookie, { asset_id: asset.id, title: 'Guard switch faulty' });
    const page = await t.app.inject({ url: `/api/public/report/${token}` });
    expect(page.json().recent).toMatchObject({ title: 'Guard switch faulty' });
    expect(page.body).not.toMatch(/Wilhelmina|Quarrington/);
    expect(page.json().recent).not.toHaveProperty('reported_by_name');

    const other = await labelFor();
    expect(
      (await submit(other.token, { field_reporter_name: 'Zebedee Fairweather' }, freshIp())).statusCode,
    ).toBe(201);
    const refused = await submit(other.token, {}, freshIp());
    expect(refused.statusCode).toBe(409);
    expect(refused.body).not.toContain('Zebedee');
    expect((await t.app.inject({ url: `/api/public/report/${other.token}` })).body).not.toContain('Zebedee');
  });

  it('guards against duplicates: shows the recent report, refuses another, takes a note instead', async () => {
    const { token } = await labelFor();
    const first = (await submit(token, {}, freshIp())).json();
    minutes(5);
    const page = (await t.app.inject({ url: `/api/public/report/${token}` })).json();
    expect(page.recent).toEqual({
      reference: first.reference,
      title: 'Belt snapped',
      severity: 'critical',
      status: 'reported',
      reported_at: new Date(clock.now.getTime() - 5 * 60_000).toISOString(),
    });
    const again = await submit(token, { field_reporter_name: 'Kim' }, freshIp());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'duplicate_report',
      details: { duplicate: page.recent },
    });
    const note = await addNote(first.status_url, 'Also leaking oil');
    expect(note.statusCode).toBe(201);
    const rows = await t.app.ctx.db
      .select()
      .from(asset_breakdowns)
      .where(eq(asset_breakdowns.title, 'Belt snapped'));
    const target = rows.find((r) => r.id.replaceAll('-', '').startsWith(first.reference.toLowerCase()));
    const shown = await t.app.inject({
      url: `/api/breakdowns/${target?.id}`,
      headers: { cookie: manager.cookie },
    });
    expect(shown.json().public_notes).toEqual([
      {
        id: expect.any(String),
        note: 'Also leaking oil',
        field_reporter_name: 'Kim',
        created_at: clock.now.toISOString(),
      },
    ]);
    minutes(26);
    expect((await t.app.inject({ url: `/api/public/report/${token}` })).json().recent).toBeNull();
    expect((await submit(token, {}, freshIp())).statusCode).toBe(201);
  });

  it("answers that report's status only, for 30 minutes: reported → assigned", async () => {
    const { token } = await labelFor();
    const other = await labelFor();
    const { reference, status_url } = (await submit(token, {}, freshIp())).json();
    const status = await t.app.inject({ url: status_url });
    expect(status.json()).toEqual({
      reference,
      status: 'reported',
      reported_at: clock.now.toISOString(),
      visible_until: new Date(clock.now.getTime() + 30 * 60_000).toISOString(),
    });
    // Another asset's token cannot read it.
    expect(
      (await t.app.inject({ url: `/api/public/report/${other.token}/status/${reference}` })).statusCode,
    ).toBe(404);
    const [row] = await t.app.ctx.db
      .select()
      .from(asset_breakdowns)
      .where(eq(asset_breakdowns.status, 'reported'))
      .then((rows) => rows.filter((r) => r.id.replaceAll('-', '').startsWith(reference.toLowerCase())));
    const assignee = await signedIn(t.app, 'technician');
    const assign = await call(t.app, 'POST', `/api/breakdowns/${row.id}/assign`, manager.cookie, {
      assigned_to: assignee.user.id,
    });
    expect(assign.statusCode).toBe(200);
    expect((await t.app.inject({ url: status_url })).json().status).toBe('assigned');
    minutes(31);
    const gone = await t.app.inject({ url: status_url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(PUBLIC_REPORT_MESSAGES.statusGone);
  });

  it('refuses a POST from another origin and takes one from our own page', async () => {
    const { token } = await labelFor();
    const foreign = await submit(token, {}, freshIp(), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const own = await submit(token, {}, freshIp(), { origin: 'http://localhost:3000' });
    expect(own.statusCode).toBe(201);
  });

  it('caps text lengths', async () => {
    const { token } = await labelFor();
    const long = await submit(token, { title: 'x'.repeat(PUBLIC_REPORT_LIMITS.titleMax + 1) }, freshIp());
    expect(long.statusCode).toBe(400);
    const nameless = await submit(token, { field_reporter_name: '' }, freshIp());
    expect(nameless.statusCode).toBe(400);
  });
});

describe('rate limits and breaker', () => {
  it('limits reports and notes per asset token to 5 in 10 minutes', async () => {
    const { token } = await labelFor();
    const first = (await submit(token, {}, freshIp())).json();
    for (let i = 0; i < PUBLIC_REPORT_LIMITS.perTokenMax - 1; i += 1) {
      const note = await addNote(first.status_url, `note ${i}`);
      expect(note.statusCode).toBe(201);
    }
    const refused = await addNote(first.status_url, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      PUBLIC_REPORT_MESSAGES.perToken(PUBLIC_REPORT_LIMITS.perTokenWindowS),
    );
    minutes(11);
    expect((await submit((await labelFor()).token, {}, freshIp())).statusCode).toBe(201);
  });

  it('limits one address to 20 reports an hour', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < PUBLIC_REPORT_LIMITS.perAddressMax; i += 1) {
      expect((await submit((await labelFor()).token, {}, ip)).statusCode).toBe(201);
    }
    const refused = await submit((await labelFor()).token, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().error.message).toBe(
      PUBLIC_REPORT_MESSAGES.perAddress(PUBLIC_REPORT_LIMITS.perAddressWindowS),
    );
    minutes(61);
  });

  it('pauses label reports for everyone past the hourly breaker, audited once', async () => {
    const at = clock.now.toISOString();
    await t.app.ctx.db.insert(auth_attempts).values(
      Array.from({ length: PUBLIC_REPORT_LIMITS.globalMaxPerHour }, (_, i) => ({
        kind: 'public_report',
        ip: `10.9.${Math.floor(i / 250)}.${i % 250}`,
        account: null,
        success: true,
        created_at: at,
      })),
    );
    const { token } = await labelFor();
    const refused = await submit(token, {}, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(PUBLIC_REPORT_MESSAGES.breaker);
    await submit(token, {}, freshIp());
    const trips = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'public_report.breaker_tripped'));
    expect(trips).toHaveLength(1);
    minutes(61);
  });
});

describe('feature switch (admins, per site and globally)', () => {
  it('turns label reports off for a site, then everywhere', async () => {
    const north = await labelFor({ site: 'North' });
    const south = await labelFor({ site: 'South' });
    const put = (body: unknown, cookie = admin.cookie) =>
      call(t.app, 'PUT', '/api/admin/settings/public-report', cookie, body as object);
    expect((await put({ enabled: true, disabled_sites: ['North'] }, manager.cookie)).statusCode).toBe(403);
    expect((await put({ enabled: true, disabled_sites: ['North'] })).statusCode).toBe(200);
    const off = await t.app.inject({ url: `/api/public/report/${north.token}` });
    expect(off.statusCode).toBe(404);
    expect(off.json().error.message).toBe(PUBLIC_REPORT_MESSAGES.disabled);
    expect((await submit(north.token, {}, freshIp())).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/public/report/${south.token}` })).statusCode).toBe(200);
    await put({ enabled: false, disabled_sites: [] });
    expect((await t.app.inject({ url: `/api/public/report/${south.token}` })).statusCode).toBe(404);
    await put({ enabled: true, disabled_sites: [] });
    expect((await t.app.inject({ url: `/api/public/report/${south.token}` })).statusCode).toBe(200);
  });
});
