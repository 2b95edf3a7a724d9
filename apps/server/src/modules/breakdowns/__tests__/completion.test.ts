import { randomUUID } from 'node:crypto';
import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  audit_log,
  breakdown_validation_failures,
  notification_broadcasts,
  notification_history,
  notification_queue,
  notifications,
  work_orders,
} from '../../../db/schema';
import {
  call,
  createAsset,
  fanOutBroadcasts,
  post,
  reported,
  subscribe,
  VALID_COMPLETION,
} from '../../../test/factories';
import { createUser, signedIn, useClockedTestApp } from '../../../test/harness';

const START = new Date('2026-03-02T08:00:00.000Z');
const { t, clock } = useClockedTestApp(START);

async function runningBreakdown(cookie: string) {
  const asset = await createAsset(t.app);
  return reported(t.app, cookie, { asset_id: asset.id, title: 'Capper seized', severity: 'critical' });
}

/** A completion by `person` of the breakdown: the valid completion with `changes` to it. */
function completeAs(person: { cookie: string }, breakdownId: string, changes: Record<string, unknown> = {}) {
  return post(t.app, person.cookie, `/api/breakdowns/${breakdownId}/complete`, {
    ...VALID_COMPLETION,
    ...changes,
  });
}

function failuresOf(breakdownId: string) {
  return t.app.ctx.db
    .select()
    .from(breakdown_validation_failures)
    .where(eq(breakdown_validation_failures.breakdown_id, breakdownId));
}

describe('POST /api/breakdowns/:id/complete (BRC checks)', () => {
  it('refuses to complete a breakdown without completion notes and records the refused attempt', async () => {
    const tech = await signedIn(t.app, 'technician');
    const b = await runningBreakdown(tech.cookie);
    const response = await completeAs(tech, b.id, { completion_notes: '  ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'brc_validation_failed',
      message: 'BRC compliance validation failed: Completion notes are required',
      details: {
        failures: [{ validation_type: 'completion_notes', failure_reason: 'Completion notes are required' }],
      },
    });
    const failures = await failuresOf(b.id);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      validation_type: 'completion_notes',
      failure_reason: 'Completion notes are required',
      attempted_by: tech.user.id,
      attempted_data: { completion_notes: '  ', completed_by: 'Sam Fitter' },
    });
    const after = (await call(t.app, 'GET', `/api/breakdowns/${b.id}`, tech.cookie)).json();
    expect(after).toMatchObject({ status: 'reported', completion_notes: null, completed_at: null });
  });

  it('lists all four failures of spec §5 and records each', async () => {
    const tech = await signedIn(t.app, 'technician');
    const b = await runningBreakdown(tech.cookie);
    const response = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/complete`, {
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'BRC compliance validation failed: Completion notes are required, Safety compliance must be verified, Breakdown categories are required, Completed by field is required',
    );
    expect((await failuresOf(b.id)).map((f) => f.validation_type).sort()).toEqual([
      'breakdown_categories',
      'completed_by',
      'completion_notes',
      'safety_compliance_check',
    ]);
  });

  it('refuses a hygiene clearance item that is not confirmed, naming it', async () => {
    const tech = await signedIn(t.app, 'technician');
    const b = await runningBreakdown(tech.cookie);
    const response = await completeAs(tech, b.id, {
      hygiene_clearance: { ...CLEARED_HYGIENE_CLEARANCE, debris_removed: false },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'BRC compliance validation failed: Hygiene clearance not confirmed: Debris removed (swarf, fasteners, rags)',
    );
    expect((await failuresOf(b.id))[0].validation_type).toBe('hygiene_clearance.debris_removed');
  });

  it('needs a permanent-repair deadline for a temporary repair', async () => {
    const tech = await signedIn(t.app, 'technician');
    const b = await runningBreakdown(tech.cookie);
    const response = await completeAs(tech, b.id, { fix_type: 'temporary' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'BRC compliance validation failed: A temporary repair needs a permanent repair deadline',
    );
  });

  it('completes a cleared permanent repair, stopping a running clock, and keeps the record', async () => {
    const tech = await signedIn(t.app, 'technician');
    const b = await runningBreakdown(tech.cookie);
    clock.now = clock.inHours(1.5);
    try {
      const response = await completeAs(tech, b.id, {
        breakdown_categories: [' mechanical ', 'Mechanical', 'hygiene'],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'completed',
        completed_at: clock.now.toISOString(),
        breakdown_end_time: clock.now.toISOString(),
        downtime_hours: 1.5,
        completion_notes: VALID_COMPLETION.completion_notes,
        safety_compliance_check: 'verified',
        breakdown_categories: ['mechanical', 'hygiene'],
        completed_by: 'Sam Fitter',
        fix_type: 'permanent',
        permanent_repair_deadline: null,
        follow_up_work_order_id: null,
        hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      });
      const audit = await t.app.ctx.db
        .select()
        .from(audit_log)
        .where(and(eq(audit_log.entity_id, b.id), eq(audit_log.action, 'breakdown.completed')));
      expect(audit).toHaveLength(1);
    } finally {
      clock.now = START;
    }
  });

  it('creates and links the follow-up work order of a temporary repair in the same transaction', async () => {
    const tech = await signedIn(t.app, 'technician');
    const b = await runningBreakdown(tech.cookie);
    await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/stop`);
    const deadline = clock.inHours(24 * 7).toISOString();
    const response = await completeAs(tech, b.id, {
      fix_type: 'temporary',
      permanent_repair_deadline: deadline,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ fix_type: 'temporary', permanent_repair_deadline: deadline });
    expect(body.follow_up_work_order_id).toEqual(expect.any(String));
    const [order] = await t.app.ctx.db
      .select()
      .from(work_orders)
      .where(eq(work_orders.id, body.follow_up_work_order_id));
    expect(order).toMatchObject({
      title: 'Permanent repair: Capper seized',
      asset_id: b.asset_id,
      source_breakdown_id: b.id,
      maintenance_type: 'corrective',
      priority: 'critical',
      status: 'pending',
      date_scheduled: deadline,
      follow_up_required: true,
      follow_up_date: deadline,
      created_by: tech.user.id,
    });
  });

  it('keeps a completed breakdown read-only and refuses to delete it (BRC records are retained)', async () => {
    const tech = await signedIn(t.app, 'technician');
    const manager = await signedIn(t.app, 'manager');
    const b = await runningBreakdown(tech.cookie);
    expect((await completeAs(tech, b.id)).statusCode).toBe(200);

    const readOnly = 'Completed breakdowns are BRC records and cannot be changed';
    for (const [url, payload] of [
      [`/api/breakdowns/${b.id}/assign`, { assigned_to: manager.user.id }],
      [`/api/breakdowns/${b.id}/stop`, undefined],
      [`/api/breakdowns/${b.id}/cancel`, {}],
      [`/api/breakdowns/${b.id}/complete`, VALID_COMPLETION],
    ] as const) {
      const response = await post(t.app, manager.cookie, url, payload);
      expect(response.statusCode, url).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'brc_record_read_only', message: readOnly });
    }
    const patch = await call(t.app, 'PATCH', `/api/breakdowns/${b.id}`, manager.cookie, {
      description: 'Edited afterwards',
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().error.message).toBe(readOnly);

    const removal = await call(t.app, 'DELETE', `/api/breakdowns/${b.id}`, manager.cookie);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().error.message).toMatch(/^BRC records are retained/);
    expect((await call(t.app, 'GET', `/api/breakdowns/${b.id}`, manager.cookie)).json()).toMatchObject({
      status: 'completed',
      description: null,
    });
  });

  it('is for technicians and up, on breakdowns that exist and are not cancelled', async () => {
    const user = await signedIn(t.app, 'user');
    const manager = await signedIn(t.app, 'manager');
    const b = await runningBreakdown(user.cookie);
    expect((await completeAs(user, b.id)).statusCode).toBe(403);
    const missing = await completeAs(manager, randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Breakdown not found');
    await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/cancel`, {});
    const cancelled = await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/complete`, {});
    expect(cancelled.statusCode).toBe(409);
    expect(await failuresOf(b.id)).toHaveLength(0);
  });
});

describe('GET /api/breakdowns/:id/notifications and /history', () => {
  it("returns the breakdown's asset_breakdown notification history only", async () => {
    const manager = await signedIn(t.app, 'manager');
    const b = await runningBreakdown(manager.cookie);
    const other = await runningBreakdown(manager.cookie);
    await t.app.ctx.db.insert(notification_history).values([
      {
        user_id: manager.user.id,
        notification_type: 'asset_breakdown',
        channel: 'email',
        metadata: { breakdown_id: b.id },
        delivery_status: 'sent',
      },
      {
        user_id: manager.user.id,
        notification_type: 'asset_breakdown',
        channel: 'email',
        metadata: { breakdown_id: other.id },
        delivery_status: 'sent',
      },
      {
        user_id: manager.user.id,
        notification_type: 'system',
        channel: 'email',
        metadata: { breakdown_id: b.id },
        delivery_status: 'failed',
      },
    ]);
    const response = await call(t.app, 'GET', `/api/breakdowns/${b.id}/notifications`, manager.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      data: [
        {
          notification_type: 'asset_breakdown',
          channel: 'email',
          delivery_status: 'sent',
          metadata: { breakdown_id: b.id },
          recipient: expect.any(String),
        },
      ],
    });
    expect(response.json().data[0]).not.toHaveProperty('user_id');
    // Anyone may see that someone was told (the reporter's status check); only managers see who.
    const plain = await signedIn(t.app, 'user');
    const forUser = await call(t.app, 'GET', `/api/breakdowns/${b.id}/notifications`, plain.cookie);
    expect(forUser.json().data).toEqual([
      expect.objectContaining({ recipient: null, delivery_status: 'sent' }),
    ]);
    const missing = await call(t.app, 'GET', `/api/breakdowns/${randomUUID()}/notifications`, manager.cookie);
    expect(missing.statusCode).toBe(404);
  });

  it('tells the whole story: reported, assigned, stopped, a refused completion, completed, notifications sent', async () => {
    const operator = await signedIn(t.app, 'user');
    const tech = await signedIn(t.app, 'technician');
    const recipient = await createUser(t.app, { role: 'manager', full_name: 'Mia Manager' });
    const asset = await createAsset(t.app);
    const b = await reported(t.app, operator.cookie, {
      asset_id: asset.id,
      severity: 'critical',
      stage: 'quick',
      field_reporter_name: 'Olive',
    });
    await t.app.ctx.db.insert(notification_history).values({
      user_id: recipient.id,
      notification_type: 'asset_breakdown',
      channel: 'email',
      metadata: { breakdown_id: b.id },
      delivery_status: 'sent',
      created_at: clock.inHours(0.01).toISOString(),
    });
    clock.now = clock.inHours(0.1);
    await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/assign`, { assigned_to: tech.user.id });
    clock.now = clock.inHours(2);
    await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/stop`);
    clock.now = clock.inHours(0.2);
    await completeAs(tech, b.id, { completion_notes: '' });
    clock.now = clock.inHours(0.2);
    await completeAs(tech, b.id);
    clock.now = START;

    const response = await call(t.app, 'GET', `/api/breakdowns/${b.id}/history`, operator.cookie);
    expect(response.statusCode).toBe(200);
    const events = response.json().data as Array<{
      type: string;
      summary: string;
      details: string[];
      actor: string | null;
    }>;
    expect(events.map((e) => e.type)).toEqual([
      'reported',
      'notification',
      'assigned',
      'stopped',
      'validation_failed',
      'completed',
    ]);
    expect(events[1].summary).toBe('E-mail to Mia Manager: sent');
    expect(events[3].summary).toBe('Clock stopped after 2 h 6 min');
    expect(events[4]).toMatchObject({
      summary: 'Completion refused: BRC compliance validation failed',
      details: ['Completion notes are required'],
    });
    expect(events[5].summary).toBe('Completed with BRC sign-off');
  });
});

describe('DELETE /api/breakdowns/:id', () => {
  it("answers 'You must be logged in to delete breakdowns' when signed out, and 403 below manager", async () => {
    const tech = await signedIn(t.app, 'technician');
    const b = await runningBreakdown(tech.cookie);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/breakdowns/${b.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('You must be logged in to delete breakdowns');
    const refused = await call(t.app, 'DELETE', `/api/breakdowns/${b.id}`, tech.cookie);
    expect(refused.statusCode).toBe(403);
  });

  it('removes the breakdown and its dependent rows in one go, reports what went, and leaves an audit row', async () => {
    const manager = await signedIn(t.app, 'manager');
    const subscriber = await createUser(t.app, { role: 'technician' });
    await subscribe(t.app, subscriber.id);
    const b = await runningBreakdown(manager.cookie);
    const keep = await runningBreakdown(manager.cookie);
    await fanOutBroadcasts(t.app);
    await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/complete`, {});
    await t.app.ctx.db.insert(notification_history).values({
      user_id: subscriber.id,
      notification_type: 'asset_breakdown',
      metadata: { breakdown_id: b.id },
      delivery_status: 'sent',
    });
    await t.app.ctx.db.insert(notifications).values({
      user_id: subscriber.id,
      title: 'Breakdown',
      message: 'x',
      action_url: `/reactive-maintenance?highlight=${b.id}`,
    });

    const queuedForB = (await t.app.ctx.db.select().from(notification_queue)).filter(
      (q) => (q.metadata as { breakdown_id?: string }).breakdown_id === b.id,
    );
    expect(queuedForB.length).toBeGreaterThan(0);

    const response = await call(t.app, 'DELETE', `/api/breakdowns/${b.id}`, manager.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      // The empty completion was refused on 4 BRC checks and 6 hygiene clearance items.
      {
        cleanup_type: 'validation_failures',
        records_deleted: 10,
        details: 'Refused BRC completion attempts',
      },
      {
        cleanup_type: 'notification_history',
        records_deleted: 1,
        details: 'Delivery history of breakdown notifications',
      },
      {
        cleanup_type: 'notification_queue',
        records_deleted: queuedForB.length,
        details: 'Queued breakdown notifications',
      },
      {
        cleanup_type: 'in_app_notifications',
        records_deleted: 1,
        details: 'In-app notifications linking to the breakdown',
      },
      { cleanup_type: 'breakdown', records_deleted: 1, details: 'The breakdown record' },
    ]);
    const gone = await call(t.app, 'GET', `/api/breakdowns/${b.id}`, manager.cookie);
    expect(gone.statusCode).toBe(404);
    const queue = await t.app.ctx.db
      .select()
      .from(notification_queue)
      .where(eq(notification_queue.user_id, subscriber.id));
    expect(queue.map((q) => (q.metadata as { breakdown_id: string }).breakdown_id)).toEqual([keep.id]);
    const announcements = await t.app.ctx.db.select().from(notification_broadcasts);
    expect(announcements.map((a) => (a.metadata as { breakdown_id: string }).breakdown_id)).not.toContain(
      b.id,
    );
    expect(await failuresOf(b.id)).toHaveLength(0);
    const [audit] = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, b.id), eq(audit_log.action, 'breakdown.deleted')));
    expect(audit).toMatchObject({ actor_id: manager.user.id, before: { id: b.id, title: 'Capper seized' } });

    const again = await call(t.app, 'DELETE', `/api/breakdowns/${b.id}`, manager.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Breakdown not found');
  });
});

describe('technicians work on their own or unassigned breakdowns', () => {
  async function assignedTo(assigneeId: string) {
    const manager = await signedIn(t.app, 'manager');
    const b = await runningBreakdown(manager.cookie);
    const assign = await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: assigneeId,
    });
    expect(assign.statusCode).toBe(200);
    return b;
  }

  it("refuses a technician who stops or completes a colleague's breakdown, and changes nothing", async () => {
    const colleague = await createUser(t.app, { role: 'technician' });
    const b = await assignedTo(colleague.id);
    const tech = await signedIn(t.app, 'technician');
    const stop = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/stop`, {});
    expect(stop.statusCode).toBe(403);
    expect(stop.json().error.code).toBe('not_assignee');
    const complete = await completeAs(tech, b.id);
    expect(complete.statusCode).toBe(403);
    const manager = await signedIn(t.app, 'manager');
    const after = await call(t.app, 'GET', `/api/breakdowns/${b.id}`, manager.cookie);
    expect(after.json()).toMatchObject({ status: 'assigned', breakdown_end_time: null });
    // A manager may act on anyone's.
    expect((await post(t.app, manager.cookie, `/api/breakdowns/${b.id}/stop`, {})).statusCode).toBe(200);
  });

  it('lets a technician stop their own breakdown, and take an unassigned one by completing it', async () => {
    const tech = await signedIn(t.app, 'technician');
    const own = await assignedTo(tech.user.id);
    expect((await post(t.app, tech.cookie, `/api/breakdowns/${own.id}/stop`, {})).statusCode).toBe(200);

    const manager = await signedIn(t.app, 'manager');
    const unassigned = await runningBreakdown(manager.cookie);
    const done = await completeAs(tech, unassigned.id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', assignee: { id: tech.user.id } });
  });
});
