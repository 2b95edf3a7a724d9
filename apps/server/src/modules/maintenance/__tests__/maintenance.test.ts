import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  audit_log,
  calendar_events,
  maintenance_completions,
  notification_queue,
  records,
  work_orders,
} from '../../../db/schema';
import { call, createAsset, post } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

// 31 January 2026, 10:00 in London (GMT): the next monthly occurrence clamps to 28 February.
const clock = new Date('2026-01-31T10:00:00.000Z');
const t = useTestApp({ now: () => clock });

const CHECKLIST = [
  { id: 'tension', text: 'Belt tension', required: true, expected: '8–10 mm' },
  { id: 'guard', text: 'Guard fitted', required: true },
  { id: 'clean', text: 'Wipe down', required: false },
];

async function createTask(cookie: string, body: Record<string, unknown> = {}) {
  const asset = await createAsset(t.app);
  const response = await post(t.app, cookie, '/api/maintenance-tasks', {
    title: 'Inspect conveyor belt',
    asset_id: asset.id,
    next_due_date: '2026-01-31T09:00:00.000Z',
    checklist: CHECKLIST,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** A task a manager created (createTask), and a technician to do it, each signed in. */
async function taskAndTechnician(body: Record<string, unknown> = {}) {
  const manager = await signedIn(t.app, 'manager');
  const task = await createTask(manager.cookie, body);
  const tech = await signedIn(t.app, 'technician');
  return { manager, task, tech };
}

const passAll = [
  { step_id: 'tension', result: 'pass' },
  { step_id: 'guard', result: 'pass' },
  { step_id: 'clean', result: 'na' },
];

describe('maintenance tasks API', () => {
  it('creates a task with the spec §5 defaults, nulls and its first scheduled event', async () => {
    const manager = await signedIn(t.app, 'manager');
    const task = await createTask(manager.cookie, { description: ' ', instructions: '', required_parts: [] });
    expect(task).toMatchObject({
      type: 'preventive',
      frequency: 'monthly',
      estimated_duration: 1,
      priority: 'medium',
      is_active: true,
      description: null,
      instructions: null,
      required_parts: null,
      custom_frequency_days: null,
      created_by: manager.user.id,
      checklist: CHECKLIST,
    });
    const events = await t.app.ctx.db
      .select()
      .from(calendar_events)
      .where(eq(calendar_events.task_id, task.id));
    expect(events).toMatchObject([
      { status: 'scheduled', date: '2026-01-31T09:00:00.000Z', title: 'Inspect conveyor belt' },
    ]);
  });

  it('refuses bad schedules, an unknown asset and lower roles', async () => {
    const manager = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app);
    const bad = async (body: Record<string, unknown>) =>
      (
        await post(t.app, manager.cookie, '/api/maintenance-tasks', {
          title: 'X',
          asset_id: asset.id,
          ...body,
        })
      ).statusCode;
    expect(await bad({ frequency: 'custom', custom_frequency_days: 0 })).toBe(400);
    expect(await bad({ frequency: 'custom', custom_frequency_days: -1 })).toBe(400);
    expect(
      await bad({ schedule_mode: 'specific', specific_month: 13, specific_date: 1, specific_time: '08:00' }),
    ).toBe(400);
    expect(
      await bad({ schedule_mode: 'specific', specific_month: 2, specific_date: 30, specific_time: '08:00' }),
    ).toBe(400);
    expect(
      await bad({ schedule_mode: 'specific', specific_month: 2, specific_date: 3, specific_time: '8am' }),
    ).toBe(400);
    const unknown = await post(t.app, manager.cookie, '/api/maintenance-tasks', {
      title: 'X',
      asset_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'Asset with ID "00000000-0000-4000-8000-000000000000" not found in database',
    );
    const tech = await signedIn(t.app, 'technician');
    expect(
      (await post(t.app, tech.cookie, '/api/maintenance-tasks', { title: 'X', asset_id: asset.id }))
        .statusCode,
    ).toBe(403);
    expect((await post(t.app, tech.cookie, '/api/maintenance-tasks/reset-month')).statusCode).toBe(403);
    const user = await signedIn(t.app, 'user');
    expect((await call(t.app, 'GET', '/api/maintenance-tasks', user.cookie)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/maintenance-tasks')).statusCode).toBe(401);
  });

  it('a specific-date task is due on that date in the plant zone and is deactivated when completed', async () => {
    const manager = await signedIn(t.app, 'manager');
    const task = await createTask(manager.cookie, {
      checklist: [],
      schedule_mode: 'specific',
      specific_year: 2026,
      specific_month: 6,
      specific_date: 15,
      specific_time: '07:30',
    });
    expect(task.next_due_date).toBe('2026-06-15T06:30:00.000Z');
    const tech = await signedIn(t.app, 'technician');
    const done = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(done.json()).toMatchObject({ is_active: false });
    const again = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('task_inactive');
  });

  it('completes in one transaction: record, next due a clamped month later, events, notification', async () => {
    const { manager, task, tech } = await taskAndTechnician();
    const response = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      notes: 'All good',
      actual_duration: 0.75,
      checklist: passAll,
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      next_due_date: '2026-02-28T10:00:00.000Z',
      follow_up_work_order_id: null,
      is_active: true,
    });

    const after = (await call(t.app, 'GET', `/api/maintenance-tasks/${task.id}`, tech.cookie)).json();
    expect(after).toMatchObject({
      last_completed_date: clock.toISOString(),
      next_due_date: '2026-02-28T10:00:00.000Z',
    });

    const events = await t.app.ctx.db
      .select()
      .from(calendar_events)
      .where(eq(calendar_events.task_id, task.id));
    expect(events.map((e) => [e.status, e.date]).sort()).toEqual([
      ['done', '2026-01-31T09:00:00.000Z'],
      ['scheduled', '2026-02-28T10:00:00.000Z'],
    ]);
    const calendar = (
      await call(t.app, 'GET', '/api/calendar?from=2026-02-01T00:00:00Z&to=2026-03-01T00:00:00Z', tech.cookie)
    ).json();
    expect(calendar.data.filter((e: { task_id: string }) => e.task_id === task.id)).toHaveLength(1);

    const history = (
      await call(t.app, 'GET', `/api/maintenance-tasks/${task.id}/completions`, tech.cookie)
    ).json();
    expect(history.data).toMatchObject([
      {
        due_date: '2026-01-31T09:00:00.000Z',
        completed_by: tech.user.id,
        notes: 'All good',
        actual_duration: 0.75,
        checklist_results: [
          { step_id: 'tension', result: 'pass', required: true },
          { step_id: 'guard', result: 'pass' },
          { step_id: 'clean', result: 'na' },
        ],
      },
    ]);
    // The technician did it and knows; the manager who planned the task is told.
    const toTech = await t.app.ctx.db
      .select()
      .from(notification_queue)
      .where(eq(notification_queue.user_id, tech.user.id));
    expect(toTech).toEqual([]);
    const queued = await t.app.ctx.db
      .select()
      .from(notification_queue)
      .where(eq(notification_queue.user_id, manager.user.id));
    expect(queued).toMatchObject([
      {
        notification_type: 'maintenance_due',
        title: 'Preventive Maintenance Started',
        urgency: 'medium',
        metadata: {
          maintenance_task_id: task.id,
          task_title: 'Inspect conveyor belt',
          asset_id: task.asset_id,
          priority: 'medium',
          type: 'preventive',
        },
      },
    ]);
    const audit = await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.entity_id, task.id));
    expect(audit.map((a) => a.action)).toContain('maintenance_task.completed');
  });

  it('a failed required step still records the completion and raises a linked follow-up work order', async () => {
    const { task, tech } = await taskAndTechnician({ priority: 'high' });
    const response = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      checklist: [{ step_id: 'tension', result: 'fail', note: '14 mm, belt stretched' }, ...passAll.slice(1)],
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(response.statusCode).toBe(200);
    const { follow_up_work_order_id, completion_id } = response.json();
    expect(follow_up_work_order_id).toBeTruthy();
    const [order] = await t.app.ctx.db
      .select()
      .from(work_orders)
      .where(eq(work_orders.id, follow_up_work_order_id));
    expect(order).toMatchObject({
      title: 'Follow-up: Inspect conveyor belt',
      priority: 'high',
      status: 'pending',
      asset_id: task.asset_id,
    });
    expect(order.description).toContain('Belt tension: 14 mm, belt stretched');
    const [record] = await t.app.ctx.db
      .select()
      .from(maintenance_completions)
      .where(eq(maintenance_completions.id, completion_id));
    expect(record.follow_up_work_order_id).toBe(follow_up_work_order_id);
    expect(record.checklist_results).toContainEqual(
      expect.objectContaining({ step_id: 'tension', result: 'fail' }),
    );
  });

  it('refuses a completion with a missing required step, a failed step without a note or an unticked clearance', async () => {
    const { task, tech } = await taskAndTechnician();
    const refused = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      checklist: [{ step_id: 'tension', result: 'fail' }],
      hygiene_clearance: { ...CLEARED_HYGIENE_CLEARANCE, area_cleaned: false },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      'Maintenance completion refused: A failed step needs a note: Belt tension, Checklist step not recorded: Guard fitted, Hygiene clearance not confirmed: Area cleaned',
    );
    const records = await t.app.ctx.db
      .select()
      .from(maintenance_completions)
      .where(eq(maintenance_completions.task_id, task.id));
    expect(records).toHaveLength(0);
    const user = await signedIn(t.app, 'user');
    expect(
      (
        await post(t.app, user.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
          hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a completion whose required steps have no result chosen: nothing is assumed to pass', async () => {
    const { task, tech } = await taskAndTechnician();
    const refused = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      checklist: [{ step_id: 'clean', result: 'na' }],
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.failures).toEqual([
      { validation_type: 'checklist.tension', failure_reason: 'Checklist step not recorded: Belt tension' },
      { validation_type: 'checklist.guard', failure_reason: 'Checklist step not recorded: Guard fitted' },
    ]);
    const written = await t.app.ctx.db
      .select()
      .from(maintenance_completions)
      .where(eq(maintenance_completions.task_id, task.id));
    expect(written).toHaveLength(0);
  });

  it('keeps a measured value and its unit with the step result, in the completion and its record', async () => {
    const { task, tech } = await taskAndTechnician();
    const response = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      checklist: [
        {
          step_id: 'tension',
          result: 'fail',
          note: 'Belt stretched',
          measured_value: 14,
          measured_unit: 'mm',
        },
        ...passAll.slice(1),
      ],
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(response.statusCode, response.body).toBe(200);
    const measured = {
      step_id: 'tension',
      result: 'fail',
      note: 'Belt stretched',
      expected: '8–10 mm',
      measured_value: 14,
      measured_unit: 'mm',
    };
    const history = (
      await call(t.app, 'GET', `/api/maintenance-tasks/${task.id}/completions`, tech.cookie)
    ).json();
    expect(history.data[0].checklist_results[0]).toMatchObject(measured);
    const [record] = await t.app.ctx.db
      .select()
      .from(records)
      .where(eq(records.source_id, response.json().completion_id));
    expect((record.snapshot as { checklist_results: unknown[] }).checklist_results[0]).toMatchObject(
      measured,
    );
  });

  it('patching the due date moves scheduled events; delete removes them; a task with records cannot be deleted', async () => {
    const manager = await signedIn(t.app, 'manager');
    const task = await createTask(manager.cookie);
    const moved = await call(t.app, 'PATCH', `/api/maintenance-tasks/${task.id}`, manager.cookie, {
      next_due_date: '2026-02-10T09:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    const events = await t.app.ctx.db
      .select()
      .from(calendar_events)
      .where(eq(calendar_events.task_id, task.id));
    expect(events.map((e) => e.date)).toEqual(['2026-02-10T09:00:00.000Z']);
    const badPatch = await call(t.app, 'PATCH', `/api/maintenance-tasks/${task.id}`, manager.cookie, {
      frequency: 'custom',
    });
    expect(badPatch.statusCode).toBe(400);

    expect(
      (await call(t.app, 'DELETE', `/api/maintenance-tasks/${task.id}`, manager.cookie)).statusCode,
    ).toBe(200);
    expect(
      await t.app.ctx.db.select().from(calendar_events).where(eq(calendar_events.task_id, task.id)),
    ).toHaveLength(0);
    expect((await call(t.app, 'GET', `/api/maintenance-tasks/${task.id}`, manager.cookie)).statusCode).toBe(
      404,
    );

    const kept = await createTask(manager.cookie, { checklist: [] });
    const tech = await signedIn(t.app, 'technician');
    await post(t.app, tech.cookie, `/api/maintenance-tasks/${kept.id}/complete`, {
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    const refused = await call(t.app, 'DELETE', `/api/maintenance-tasks/${kept.id}`, manager.cookie);
    expect(refused.statusCode).toBe(409);
  });

  it('reset-month clears last completed dates of this month and keeps every completion record', async () => {
    const { manager, task, tech } = await taskAndTechnician({ checklist: [] });
    await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    const reset = await post(t.app, manager.cookie, '/api/maintenance-tasks/reset-month');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().reset).toBeGreaterThanOrEqual(1);
    const after = (await call(t.app, 'GET', `/api/maintenance-tasks/${task.id}`, manager.cookie)).json();
    expect(after.last_completed_date).toBeNull();
    const records = await t.app.ctx.db
      .select()
      .from(maintenance_completions)
      .where(eq(maintenance_completions.task_id, task.id));
    expect(records).toHaveLength(1);
    await expect(
      t.app.ctx.db.delete(maintenance_completions).where(eq(maintenance_completions.task_id, task.id)),
    ).rejects.toThrow();
  });

  it('lists with filters: overdue, upcoming soonest first, asset and q', async () => {
    const manager = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app);
    const mk = (title: string, due: string) =>
      post(t.app, manager.cookie, '/api/maintenance-tasks', {
        title,
        asset_id: asset.id,
        next_due_date: due,
      });
    await mk('Overdue lube', '2026-01-20T09:00:00.000Z');
    await mk('Soon check', '2026-02-05T09:00:00.000Z');
    await mk('Sooner check', '2026-02-02T09:00:00.000Z');
    await mk('Far check', '2026-06-01T09:00:00.000Z');
    const list = async (qs: string) =>
      (await call(t.app, 'GET', `/api/maintenance-tasks?asset_id=${asset.id}&${qs}`, manager.cookie)).json();
    expect((await list('overdue=true')).data.map((x: { title: string }) => x.title)).toEqual([
      'Overdue lube',
    ]);
    expect((await list('upcoming_days=30')).data.map((x: { title: string }) => x.title)).toEqual([
      'Sooner check',
      'Soon check',
    ]);
    expect((await list('q=far')).total).toBe(1);
    expect((await list('')).total).toBe(4);
    // The preventive maintenance screen's order: soonest due first, whatever was created last.
    expect((await list('sort=next_due_date')).data.map((x: { title: string }) => x.title)).toEqual([
      'Overdue lube',
      'Sooner check',
      'Soon check',
      'Far check',
    ]);
  });

  it('creates a work order for the next occurrence with the checklist, linked from the task and its event', async () => {
    const manager = await signedIn(t.app, 'manager');
    const task = await createTask(manager.cookie, { required_parts: ['H1 grease'] });
    const response = await post(t.app, manager.cookie, `/api/maintenance-tasks/${task.id}/work-order`);
    expect(response.statusCode).toBe(201);
    const { work_order_id } = response.json();
    const [order] = await t.app.ctx.db.select().from(work_orders).where(eq(work_orders.id, work_order_id));
    expect(order).toMatchObject({
      maintenance_type: 'preventive',
      date_scheduled: '2026-01-31T09:00:00.000Z',
      checklist: CHECKLIST,
    });
    const [event] = await t.app.ctx.db
      .select()
      .from(calendar_events)
      .where(eq(calendar_events.task_id, task.id));
    expect(event.work_order_id).toBe(work_order_id);
    expect(
      (await post(t.app, manager.cookie, `/api/maintenance-tasks/${task.id}/work-order`)).statusCode,
    ).toBe(409);
  });
});
