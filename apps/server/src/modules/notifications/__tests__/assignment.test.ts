import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notification_queue } from '../../../db/schema';
import {
  call,
  createAsset,
  fanOutBroadcasts,
  latestMailTo,
  notificationsOf,
  post,
  reported,
  setPreference,
} from '../../../test/factories';
import { createUser, signedIn, signIn, useClockedTestApp } from '../../../test/harness';
import { deliverDueNotifications } from '..';

// 10:00 in London on Wednesday 25 November 2026 (GMT, so UTC and plant time agree on the hour).
const NOW = new Date('2026-11-25T10:00:00Z');
const { t, clock } = useClockedTestApp(NOW, { env: { PLANT_TIME_ZONE: 'Europe/London' } });

const queued = (userId: string) =>
  t.app.ctx.db
    .select()
    .from(notification_queue)
    .where(eq(notification_queue.user_id, userId))
    .orderBy(notification_queue.created_at);
const queuedOfType = (userId: string, type: 'assignment' | 'asset_breakdown' | 'work_order_started') =>
  t.app.ctx.db
    .select()
    .from(notification_queue)
    .where(and(eq(notification_queue.user_id, userId), eq(notification_queue.notification_type, type)));

async function manager() {
  const user = await createUser(t.app, { role: 'manager', full_name: 'Maria Manager' });
  return { user, cookie: await signIn(t.app, user) };
}

describe('an assignment notifies the assignee', () => {
  it('tells a technician a work order is theirs: number, asset as "code · name", plant-local time, who', async () => {
    const boss = await manager();
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app, { asset_id: 'MIX-001', asset_name: 'Spiral Dough Mixer' });
    const created = await post(t.app, boss.cookie, '/api/work-orders', {
      title: 'Replace bowl seal',
      asset_id: asset.id,
      assigned_to: tech.user.id,
      date_scheduled: '2026-11-26T09:30:00.000Z',
    });
    expect(created.statusCode).toBe(201);
    const [row] = await queuedOfType(tech.user.id, 'assignment');
    expect(row.title).toBe('Work order assigned to you');
    expect(row.message).toMatch(/^WO-\S+ "Replace bowl seal" on MIX-001 · Spiral Dough Mixer is now yours\./);
    expect(row.message).toContain('scheduled tomorrow at 09:30 GMT');
    expect(row.message).toContain('Assigned by Maria Manager.');
    expect(row.message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(row.metadata).toMatchObject({ work_order_id: created.json().id, asset_id: asset.id });
    // The creator, who assigned it, hears nothing about it.
    expect(await queued(boss.user.id)).toEqual([]);
  });

  it('reaches the assignee in the app and by e-mail when they asked for e-mail', async () => {
    const boss = await manager();
    const tech = await signedIn(t.app, 'technician');
    await setPreference(t.app, tech.cookie, { notification_type: 'assignment', email_enabled: true });
    const asset = await createAsset(t.app, { asset_id: 'OVN-001', asset_name: 'Tunnel Oven' });
    const created = await post(t.app, boss.cookie, '/api/work-orders', {
      title: 'Check burner',
      asset_id: asset.id,
    });
    expect(await queuedOfType(tech.user.id, 'assignment')).toEqual([]);
    // Assigned later, by editing the work order.
    const patched = await call(t.app, 'PATCH', `/api/work-orders/${created.json().id}`, boss.cookie, {
      assigned_to: tech.user.id,
    });
    expect(patched.statusCode).toBe(200);
    // Queue rows are due from the database's own clock: deliver after it.
    clock.now = new Date(Date.now() + 60_000);
    try {
      await deliverDueNotifications(t.app.ctx);
    } finally {
      clock.now = NOW;
    }
    const inApp = await notificationsOf(t.app, tech.user.id);
    expect(inApp.map((n) => n.title)).toEqual(['Work order assigned to you']);
    expect(inApp[0].message).toContain('on OVN-001 · Tunnel Oven');
    const mail = await latestMailTo(t.app, tech.user.email);
    expect(mail?.subject).toBe('[Plantwise] Work order assigned to you');
  });

  it('tells the assignee of a new or reassigned maintenance task when it is next due', async () => {
    const boss = await manager();
    const first = await signedIn(t.app, 'technician');
    const second = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app, { asset_id: 'CIP-001', asset_name: 'CIP Set' });
    const created = await post(t.app, boss.cookie, '/api/maintenance-tasks', {
      title: 'Daily CIP verification',
      asset_id: asset.id,
      assigned_to: first.user.id,
      frequency: 'weekly',
      next_due_date: '2026-12-03T08:00:00.000Z',
    });
    expect(created.statusCode).toBe(201);
    const [toFirst] = await queuedOfType(first.user.id, 'assignment');
    expect(toFirst.title).toBe('Maintenance task assigned to you');
    expect(toFirst.message).toBe(
      '"Daily CIP verification" on CIP-001 · CIP Set is now yours. It is next due on Thu 3 Dec at 08:00 GMT. Assigned by Maria Manager.',
    );
    const moved = await call(t.app, 'PATCH', `/api/maintenance-tasks/${created.json().id}`, boss.cookie, {
      assigned_to: second.user.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(await queuedOfType(second.user.id, 'assignment')).toHaveLength(1);
    expect(await queuedOfType(first.user.id, 'assignment')).toHaveLength(1);
  });

  it('tells a technician a breakdown was given to them, at its severity; taking one yourself tells nobody', async () => {
    const boss = await manager();
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app, { asset_id: 'CHK-001', asset_name: 'Checkweigher' });
    const b = await reported(t.app, boss.cookie, { asset_id: asset.id, severity: 'critical' });
    const assigned = await post(t.app, boss.cookie, `/api/breakdowns/${b.id}/assign`, {
      assigned_to: tech.user.id,
    });
    expect(assigned.statusCode).toBe(200);
    const [row] = await queuedOfType(tech.user.id, 'assignment');
    expect(row).toMatchObject({ title: 'Breakdown assigned to you', urgency: 'critical' });
    expect(row.message).toContain('on CHK-001 · Checkweigher is now yours.');

    const other = await reported(t.app, boss.cookie, { asset_id: asset.id });
    const taken = await post(t.app, tech.cookie, `/api/breakdowns/${other.id}/assign`, {
      assigned_to: tech.user.id,
    });
    expect(taken.statusCode).toBe(200);
    expect(await queuedOfType(tech.user.id, 'assignment')).toHaveLength(1);
  });
});

describe('nobody is notified of their own action', () => {
  it('leaves the reporter out of a breakdown alert that everyone else receives', async () => {
    const tech = await signedIn(t.app, 'technician');
    const colleague = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    await reported(t.app, tech.cookie, { asset_id: asset.id });
    await fanOutBroadcasts(t.app);
    expect(await queuedOfType(tech.user.id, 'asset_breakdown')).toEqual([]);
    expect(await queuedOfType(colleague.user.id, 'asset_breakdown')).toHaveLength(1);
  });

  it('tells the creator, not the starter, that their work order was started', async () => {
    const boss = await manager();
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const created = await post(t.app, boss.cookie, '/api/work-orders', {
      title: 'Realign conveyor',
      asset_id: asset.id,
      assigned_to: tech.user.id,
    });
    const started = await post(t.app, tech.cookie, `/api/work-orders/${created.json().id}/start`);
    expect(started.statusCode).toBe(200);
    expect(await queuedOfType(tech.user.id, 'work_order_started')).toEqual([]);
    expect(await queuedOfType(boss.user.id, 'work_order_started')).toHaveLength(1);
  });

  it('sends nothing to a manager who assigns work to themselves', async () => {
    const boss = await manager();
    const asset = await createAsset(t.app);
    const created = await post(t.app, boss.cookie, '/api/work-orders', {
      title: 'Inspect wiring',
      asset_id: asset.id,
      assigned_to: boss.user.id,
    });
    expect(created.statusCode).toBe(201);
    await post(t.app, boss.cookie, `/api/work-orders/${created.json().id}/start`);
    expect(await queued(boss.user.id)).toEqual([]);
  });
});
