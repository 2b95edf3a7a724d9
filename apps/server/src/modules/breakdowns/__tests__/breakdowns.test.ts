import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asset_breakdowns, audit_log, notification_queue } from '../../../db/schema';
import {
  call,
  createAsset,
  fanOutBroadcasts,
  post,
  report,
  reported,
  subscribe,
} from '../../../test/factories';
import { createUser, signedIn, useClockedTestApp } from '../../../test/harness';

const START = new Date('2026-03-02T08:00:00.000Z');
const { t, clock } = useClockedTestApp(START);

describe('POST /api/breakdowns (report)', () => {
  it('reports a quick critical breakdown: reported, clock running, details due within 24 hours', async () => {
    const { user, cookie } = await signedIn(t.app, 'user');
    const asset = await createAsset(t.app, { asset_name: 'Bottle filler 2' });
    const response = await report(t.app, cookie, {
      asset_id: asset.id,
      title: '  Filler jammed ',
      severity: 'critical',
      stage: 'quick',
      field_reporter_name: 'Olive on line 2',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      asset_id: asset.id,
      asset: { id: asset.id, asset_id: asset.asset_id, asset_name: 'Bottle filler 2' },
      title: 'Filler jammed',
      severity: 'critical',
      status: 'reported',
      stage: 'quick',
      needs_completion: true,
      completion_deadline: '2026-03-03T08:00:00.000Z',
      breakdown_start_time: clock.now.toISOString(),
      breakdown_end_time: null,
      downtime_hours: null,
      reported_by: user.id,
      reporter: { id: user.id, email: user.email },
      assignee: null,
      field_reporter_name: 'Olive on line 2',
      breakdown_categories: [],
    });
    const audit = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, 'breakdown'), eq(audit_log.entity_id, body.id)));
    expect(audit.map((a) => a.action)).toEqual(['breakdown.reported']);
    expect(audit[0].actor_id).toBe(user.id);
  });

  it('announces the breakdown in its transaction; the fan-out queues everyone who has not turned it off', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const subscriber = await createUser(t.app, { role: 'manager' });
    const optedOut = await createUser(t.app, { role: 'manager' });
    await subscribe(t.app, subscriber.id);
    await subscribe(t.app, optedOut.id, { enabled: false });
    const asset = await createAsset(t.app);
    const body = await reported(t.app, cookie, { asset_id: asset.id, severity: 'critical', stage: 'quick' });
    await fanOutBroadcasts(t.app);
    const queued = await t.app.ctx.db
      .select()
      .from(notification_queue)
      .where(eq(notification_queue.notification_type, 'asset_breakdown'));
    const mine = queued.filter((q) => (q.metadata as { breakdown_id?: string }).breakdown_id === body.id);
    const forSubscriber = mine.find((q) => q.user_id === subscriber.id);
    expect(forSubscriber).toMatchObject({
      urgency: 'critical',
      metadata: { breakdown_id: body.id, asset_id: asset.id, severity: 'critical' },
    });
    expect(forSubscriber?.message).toContain(asset.asset_name);
    expect(mine.some((q) => q.user_id === optedOut.id)).toBe(false);
  });

  it('takes every field of a detailed report', async () => {
    const { cookie } = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const body = await reported(t.app, cookie, {
      asset_id: asset.id,
      title: 'Hydraulic leak',
      severity: 'medium',
      stage: 'detailed',
      description: 'Oil under the press',
      category: 'hydraulic',
      immediate_actions: 'Line stopped, drip tray placed',
      estimated_cost: 450.5,
      voice_notes: 'Sounds like the seal',
      breakdown_categories: ['hydraulic', 'seal'],
      breakdown_start_time: clock.inHours(-1).toISOString(),
      completion_deadline: clock.inHours(48).toISOString(),
    });
    expect(body).toMatchObject({
      stage: 'detailed',
      needs_completion: false,
      description: 'Oil under the press',
      estimated_cost: 450.5,
      voice_notes: 'Sounds like the seal',
      breakdown_categories: ['hydraulic', 'seal'],
      breakdown_start_time: clock.inHours(-1).toISOString(),
      completion_deadline: clock.inHours(48).toISOString(),
    });
  });

  it('refuses an asset that does not exist with the spec message and writes nothing', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const before = await t.app.ctx.db.$count(asset_breakdowns);
    const missing = randomUUID();
    const response = await report(t.app, cookie, { asset_id: missing });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(`Asset with ID "${missing}" not found in database`);
    expect(await t.app.ctx.db.$count(asset_breakdowns)).toBe(before);
  });

  it('treats an archived asset as gone', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const asset = await createAsset(t.app, { archived_at: clock.now.toISOString() });
    const response = await report(t.app, cookie, { asset_id: asset.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(`Asset with ID "${asset.id}" not found in database`);
  });

  it("answers 'User not authenticated' when nobody is signed in", async () => {
    const asset = await createAsset(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/breakdowns',
      payload: { asset_id: asset.id, title: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('User not authenticated');
  });

  it('refuses bad input: no title, an asset code instead of its id, a start time in the future, a negative cost', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const asset = await createAsset(t.app);
    const noTitle = await report(t.app, cookie, { asset_id: asset.id, title: '  ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toContain('Title is required');
    expect((await report(t.app, cookie, { asset_id: asset.asset_id })).statusCode).toBe(400);
    const future = await report(t.app, cookie, {
      asset_id: asset.id,
      breakdown_start_time: clock.inHours(2).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('Breakdown start time cannot be in the future');
    expect((await report(t.app, cookie, { asset_id: asset.id, estimated_cost: -5 })).statusCode).toBe(400);
  });
});

describe('GET /api/breakdowns', () => {
  it('lists active breakdowns first (most severe first), then the newest, with filters and paging', async () => {
    const { cookie } = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app);
    const old = await reported(t.app, cookie, {
      asset_id: asset.id,
      title: 'Old resolved',
      severity: 'low',
      breakdown_start_time: clock.inHours(-5).toISOString(),
    });
    await post(t.app, cookie, `/api/breakdowns/${old.id}/stop`);
    const older = await reported(t.app, cookie, {
      asset_id: asset.id,
      title: 'Older active',
      severity: 'critical',
      breakdown_start_time: clock.inHours(-10).toISOString(),
    });
    const newer = await reported(t.app, cookie, {
      asset_id: asset.id,
      title: 'Newer active',
      severity: 'low',
    });
    const newerHigh = await reported(t.app, cookie, {
      asset_id: asset.id,
      title: 'Newer high',
      severity: 'high',
      breakdown_start_time: clock.inHours(-0.5).toISOString(),
    });

    const list = await call(t.app, 'GET', `/api/breakdowns?asset_id=${asset.id}`, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(4);
    expect(list.json().data.map((b: { id: string }) => b.id)).toEqual([
      older.id,
      newerHigh.id,
      newer.id,
      old.id,
    ]);

    const get = (query: string) =>
      call(t.app, 'GET', `/api/breakdowns?asset_id=${asset.id}&${query}`, cookie);
    expect((await get('status=resolved')).json().data.map((b: { id: string }) => b.id)).toEqual([old.id]);
    expect((await get('severity=critical')).json().data.map((b: { id: string }) => b.id)).toEqual([older.id]);
    expect((await get('active=true')).json().total).toBe(3);
    expect((await get('active=false')).json().total).toBe(1);
    const from = encodeURIComponent(clock.inHours(-6).toISOString());
    const to = encodeURIComponent(clock.inHours(-1).toISOString());
    expect((await get(`from=${from}&to=${to}`)).json().data.map((b: { id: string }) => b.id)).toEqual([
      old.id,
    ]);
    const page = (await get('limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 4, data: [{ id: newerHigh.id }] });
    expect((await get('severity=urgent')).statusCode).toBe(400);
  });

  it('counts active and active critical breakdowns for the header', async () => {
    const { cookie } = await signedIn(t.app, 'technician');
    const before = (await call(t.app, 'GET', '/api/breakdowns/counts', cookie)).json();
    const asset = await createAsset(t.app);
    const critical = await reported(t.app, cookie, { asset_id: asset.id, severity: 'critical' });
    await reported(t.app, cookie, { asset_id: asset.id, severity: 'low', stage: 'quick' });
    const after = (await call(t.app, 'GET', '/api/breakdowns/counts', cookie)).json();
    expect(after).toEqual({
      active: before.active + 2,
      critical: before.critical + 1,
      needs_completion: before.needs_completion + 1,
    });
    await post(t.app, cookie, `/api/breakdowns/${critical.id}/stop`);
    const stopped = (await call(t.app, 'GET', '/api/breakdowns/counts', cookie)).json();
    expect(stopped.critical).toBe(before.critical);
  });

  it("answers 404 'Breakdown not found' for an unknown id and 401 when signed out", async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const missing = await call(t.app, 'GET', `/api/breakdowns/${randomUUID()}`, cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Breakdown not found');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/breakdowns' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('User not authenticated');
  });
});

describe('POST /api/breakdowns/:id/assign', () => {
  it('lets a technician take a breakdown but not give it to someone else', async () => {
    const tech = await signedIn(t.app, 'technician');
    const other = await createUser(t.app, { role: 'technician' });
    const asset = await createAsset(t.app);
    const b = await reported(t.app, tech.cookie, { asset_id: asset.id });
    const refused = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: other.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Technicians can only assign breakdowns to themselves');
    const taken = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: tech.user.id,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      status: 'assigned',
      assigned_to: tech.user.id,
      assignee: { id: tech.user.id },
    });
  });

  it("refuses a technician taking over a colleague's breakdown (a manager reassigns), keeping the deadline", async () => {
    const owner = await signedIn(t.app, 'technician');
    const colleague = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, owner.cookie, { asset_id: asset.id, stage: 'quick', severity: 'high' });
    expect(b.completion_deadline).toEqual(expect.any(String));
    const taken = await post(t.app, owner.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: owner.user.id,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    // Taking it without a deadline keeps the automatic one.
    expect(taken.json().completion_deadline).toBe(b.completion_deadline);

    const takeOver = await post(t.app, colleague.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: colleague.user.id,
    });
    expect(takeOver.statusCode).toBe(403);
    expect(takeOver.json().error.code).toBe('not_assignee');
    const complete = await post(t.app, colleague.cookie, `/api/breakdowns/${b.id}/stop`);
    expect(complete.statusCode).toBe(403);

    const manager = await signedIn(t.app, 'manager');
    const reassigned = await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: colleague.user.id,
    });
    expect(reassigned.statusCode).toBe(200);
    expect(reassigned.json().assigned_to).toBe(colleague.user.id);
  });

  it('lets a manager assign anyone, with severity and deadline', async () => {
    const manager = await signedIn(t.app, 'manager');
    const tech = await createUser(t.app, { role: 'technician', full_name: 'Sam Fitter' });
    const asset = await createAsset(t.app);
    const b = await reported(t.app, manager.cookie, { asset_id: asset.id, severity: 'medium' });
    const deadline = clock.inHours(4).toISOString();
    const response = await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: tech.id,
      severity: 'high',
      completion_deadline: deadline,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'assigned',
      severity: 'high',
      completion_deadline: deadline,
      assignee: { id: tech.id, full_name: 'Sam Fitter' },
    });
    const [audit] = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, b.id), eq(audit_log.action, 'breakdown.assigned')));
    expect(audit.before).toMatchObject({ status: 'reported', severity: 'medium' });
    expect(audit.after).toMatchObject({ status: 'assigned', assignee_name: 'Sam Fitter' });
  });

  it('refuses a plain user, an assignee without the role, an unknown person and a stopped breakdown', async () => {
    const manager = await signedIn(t.app, 'manager');
    const user = await signedIn(t.app, 'user');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, manager.cookie, { asset_id: asset.id });
    expect(
      (await post(t.app, user.cookie, `/api/breakdowns/${b.id}/assign`, { assigned_to: user.user.id }))
        .statusCode,
    ).toBe(403);
    const wrongRole = await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: user.user.id,
    });
    expect(wrongRole.statusCode).toBe(422);
    expect(wrongRole.json().error.message).toBe(
      'Breakdowns can only be assigned to technicians, managers or administrators',
    );
    const unknown = await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: randomUUID(),
    });
    expect(unknown.statusCode).toBe(422);
    await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/stop`);
    const stopped = await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: manager.user.id,
    });
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().error.message).toBe('The breakdown clock has already been stopped');
  });

  it('lists the people a breakdown can be assigned to, for technicians and up', async () => {
    const manager = await signedIn(t.app, 'manager');
    const user = await signedIn(t.app, 'user');
    const find = (email: string) =>
      call(t.app, 'GET', `/api/breakdowns/assignees?q=${encodeURIComponent(email)}`, manager.cookie);
    const list = await find(manager.user.email);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([manager.user.id]);
    expect((await find(user.user.email)).json()).toEqual({ data: [], total: 0 });
    const refused = await call(t.app, 'GET', '/api/breakdowns/assignees', user.cookie);
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /api/breakdowns/:id/stop', () => {
  it('records the end time and the elapsed hours, and resolves the breakdown', async () => {
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, tech.cookie, { asset_id: asset.id });
    clock.now = clock.inHours(2.5);
    try {
      const response = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/stop`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'resolved',
        breakdown_end_time: clock.now.toISOString(),
        downtime_hours: 2.5,
      });
      const again = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/stop`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('The breakdown clock has already been stopped');
    } finally {
      clock.now = START;
    }
  });

  it('is for technicians and up', async () => {
    const user = await signedIn(t.app, 'user');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, user.cookie, { asset_id: asset.id });
    expect((await post(t.app, user.cookie, `/api/breakdowns/${b.id}/stop`)).statusCode).toBe(403);
    const anonymous = await post(t.app, undefined, `/api/breakdowns/${b.id}/stop`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('User not authenticated');
  });
});

describe('POST /api/breakdowns/:id/cancel', () => {
  it('cancels with no body at all: the reason is optional', async () => {
    const manager = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app);
    const running = await reported(t.app, manager.cookie, { asset_id: asset.id });
    const bare = await post(t.app, manager.cookie, `/api/breakdowns/${running.id}/cancel`);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().status).toBe('cancelled');
    const other = await reported(t.app, manager.cookie, { asset_id: asset.id });
    const jsonNull = await t.app.inject({
      method: 'POST',
      url: `/api/breakdowns/${other.id}/cancel`,
      headers: { cookie: manager.cookie, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(jsonNull.statusCode, jsonNull.body).toBe(200);
  });

  it('lets a manager cancel from any status before completed, recording the end time', async () => {
    const manager = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app);
    const running = await reported(t.app, manager.cookie, { asset_id: asset.id });
    const cancelled = await post(t.app, manager.cookie, `/api/breakdowns/${running.id}/cancel`, {
      reason: 'False alarm',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      breakdown_end_time: clock.now.toISOString(),
      downtime_hours: null,
    });
    const again = await post(t.app, manager.cookie, `/api/breakdowns/${running.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This breakdown has been cancelled');

    const stopped = await reported(t.app, manager.cookie, {
      asset_id: asset.id,
      breakdown_start_time: clock.inHours(-1).toISOString(),
    });
    const stop = (await post(t.app, manager.cookie, `/api/breakdowns/${stopped.id}/stop`)).json();
    const cancelledAfterStop = (
      await post(t.app, manager.cookie, `/api/breakdowns/${stopped.id}/cancel`, {})
    ).json();
    expect(cancelledAfterStop).toMatchObject({
      status: 'cancelled',
      breakdown_end_time: stop.breakdown_end_time,
      downtime_hours: 1,
    });
  });

  it('is for managers and admins', async () => {
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, tech.cookie, { asset_id: asset.id });
    expect((await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/cancel`, {})).statusCode).toBe(403);
    const admin = await signedIn(t.app, 'admin');
    expect((await post(t.app, admin.cookie, `/api/breakdowns/${b.id}/cancel`, {})).statusCode).toBe(200);
  });
});

describe('PATCH /api/breakdowns/:id', () => {
  it("refuses a plain status update to completed: 'Breakdowns must be completed through the completion dialog to ensure BRC compliance'", async () => {
    const manager = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, manager.cookie, { asset_id: asset.id });
    const response = await call(t.app, 'PATCH', `/api/breakdowns/${b.id}`, manager.cookie, {
      status: 'completed',
      title: 'Sneaky',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Breakdowns must be completed through the completion dialog to ensure BRC compliance',
    );
    const after = (await call(t.app, 'GET', `/api/breakdowns/${b.id}`, manager.cookie)).json();
    expect(after).toMatchObject({ status: 'reported', title: b.title });
  });

  it('sends other status changes to the actions', async () => {
    const manager = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, manager.cookie, { asset_id: asset.id });
    const response = await call(t.app, 'PATCH', `/api/breakdowns/${b.id}`, manager.cookie, {
      status: 'resolved',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Change the status with the assign, stop or cancel actions');
  });

  it('lets the reporter complete their quick report with details, and records the change', async () => {
    const operator = await signedIn(t.app, 'user');
    const stranger = await signedIn(t.app, 'user');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, operator.cookie, {
      asset_id: asset.id,
      stage: 'quick',
      severity: 'critical',
    });
    const refused = await call(t.app, 'PATCH', `/api/breakdowns/${b.id}`, stranger.cookie, {
      description: 'Not mine',
    });
    expect(refused.statusCode).toBe(403);
    const response = await call(t.app, 'PATCH', `/api/breakdowns/${b.id}`, operator.cookie, {
      stage: 'detailed',
      description: 'Capper head seized',
      estimated_cost: 120,
      breakdown_categories: ['mechanical'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      stage: 'detailed',
      needs_completion: false,
      description: 'Capper head seized',
      estimated_cost: 120,
      breakdown_categories: ['mechanical'],
      title: b.title,
      status: 'reported',
    });
    const [audit] = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, b.id), eq(audit_log.action, 'breakdown.updated')));
    expect(audit.before).toMatchObject({ stage: 'quick', needs_completion: true, description: null });
    expect(audit.after).toMatchObject({ stage: 'detailed', description: 'Capper head seized' });

    const back = await call(t.app, 'PATCH', `/api/breakdowns/${b.id}`, operator.cookie, { stage: 'quick' });
    expect(back.statusCode).toBe(422);
    expect(back.json().error.message).toBe('A detailed report cannot go back to the quick stage');
  });

  it('refuses an empty update', async () => {
    const manager = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, manager.cookie, { asset_id: asset.id });
    const response = await call(t.app, 'PATCH', `/api/breakdowns/${b.id}`, manager.cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Nothing to update');
  });
});

describe('OpenAPI', () => {
  it('documents every breakdown route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths).filter((p) => p.startsWith('/api/breakdowns'));
    expect(paths.sort()).toEqual([
      '/api/breakdowns',
      '/api/breakdowns/assignees',
      '/api/breakdowns/counts',
      '/api/breakdowns/{id}',
      '/api/breakdowns/{id}/assign',
      '/api/breakdowns/{id}/cancel',
      '/api/breakdowns/{id}/complete',
      '/api/breakdowns/{id}/history',
      '/api/breakdowns/{id}/notifications',
      '/api/breakdowns/{id}/stop',
    ]);
  });
});

describe('dates with sane bounds', () => {
  it('refuses year 0000, year 9999 and a start in year 0001 with 400, and records nothing', async () => {
    const manager = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app, { purchase_date: '2020-01-01' });
    for (const breakdown_start_time of [
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999999999Z',
      '0001-01-01T00:00:00Z',
      '2019-12-31T00:00:00Z',
    ]) {
      const response = await report(t.app, manager.cookie, { asset_id: asset.id, breakdown_start_time });
      expect(response.statusCode, breakdown_start_time).toBe(400);
    }
    const beforePurchase = await report(t.app, manager.cookie, {
      asset_id: asset.id,
      breakdown_start_time: '2019-12-31T00:00:00Z',
    });
    expect(beforePurchase.json().error.message).toBe(
      'A breakdown cannot start before the asset was bought (2020-01-01)',
    );
    const list = await call(t.app, 'GET', `/api/breakdowns?asset_id=${asset.id}`, manager.cookie);
    expect(list.json().total).toBe(0);
  });
});
