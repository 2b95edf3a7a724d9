import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { maintenance_tasks, notification_queue } from '../../../db/schema';
import { createAsset, createMaintenanceTask, fanOutBroadcasts } from '../../../test/factories';
import { createTestApp, createUser, type TestApp, useTestInstances } from '../../../test/harness';
import { sendDueAlerts } from '../index';

let clock = new Date('2026-03-02T08:00:00.000Z');
const hours = (n: number) => new Date(clock.getTime() + n * 3_600_000).toISOString();

async function alertsFor(app: App, taskId: string) {
  await fanOutBroadcasts(app);
  return app.ctx.db
    .select()
    .from(notification_queue)
    .where(eq(notification_queue.notification_type, 'maintenance_due'))
    .then((rows) =>
      rows.filter((r) => (r.metadata as { maintenance_task_id?: string }).maintenance_task_id === taskId),
    );
}

describe('due alerts job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it('alerts the assignee once when due within 24 h and once when overdue, per due date', async () => {
    const tech = await createUser(t.app, { role: 'technician' });
    const asset = await createAsset(t.app);
    const task = await createMaintenanceTask(t.app, asset.id, {
      assigned_to: tech.id,
      next_due_date: hours(30),
    });
    expect(await sendDueAlerts(t.app.ctx)).toBe(0);

    clock = new Date(clock.getTime() + 8 * 3_600_000); // due in 22 h
    await sendDueAlerts(t.app.ctx);
    await sendDueAlerts(t.app.ctx);
    expect((await alertsFor(t.app, task.id)).map((a) => [a.user_id, a.title])).toEqual([
      [tech.id, 'Maintenance due: Lubricate bearings'],
    ]);
    // The asset by code and name, the time on the plant's clock (London, GMT in March) in words.
    expect((await alertsFor(t.app, task.id))[0].message).toBe(
      `Maintenance task "Lubricate bearings" on ${asset.asset_id} · ${asset.asset_name} is due tomorrow at 14:00 GMT.`,
    );

    clock = new Date(clock.getTime() + 23 * 3_600_000); // overdue
    await sendDueAlerts(t.app.ctx);
    await sendDueAlerts(t.app.ctx);
    expect((await alertsFor(t.app, task.id)).map((a) => a.title).sort()).toEqual([
      'Maintenance due: Lubricate bearings',
      'Maintenance overdue: Lubricate bearings',
    ]);

    // A new due date (after completion) earns its own alerts.
    await t.app.ctx.db
      .update(maintenance_tasks)
      .set({ next_due_date: hours(2) })
      .where(eq(maintenance_tasks.id, task.id));
    await sendDueAlerts(t.app.ctx);
    expect(await alertsFor(t.app, task.id)).toHaveLength(3);
  });

  it('an unassigned task alerts managers and admins, not technicians or users', async () => {
    const manager = await createUser(t.app, { role: 'manager' });
    const tech = await createUser(t.app, { role: 'technician' });
    const asset = await createAsset(t.app);
    const task = await createMaintenanceTask(t.app, asset.id, { next_due_date: hours(-1) });
    await sendDueAlerts(t.app.ctx);
    const recipients = (await alertsFor(t.app, task.id)).map((a) => a.user_id);
    expect(recipients).toContain(manager.id);
    expect(recipients).not.toContain(tech.id);
  });
});

/** Exactly once across instances: two servers on one PostgreSQL run the job at the same time. */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('due alerts across two instances', () => {
  const instances = useTestInstances(2);

  it('sends each alert once', async () => {
    const tech = await createUser(instances.apps[0], { role: 'technician' });
    const asset = await createAsset(instances.apps[0]);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      ids.push(
        (
          await createMaintenanceTask(instances.apps[0], asset.id, {
            assigned_to: tech.id,
            next_due_date: new Date(Date.now() - 60_000).toISOString(),
          })
        ).id,
      );
    }
    const counts = await Promise.all([
      sendDueAlerts(instances.apps[0].ctx),
      sendDueAlerts(instances.apps[1].ctx),
      sendDueAlerts(instances.apps[0].ctx),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10);
    const rows = await instances.apps[0].ctx.db
      .select()
      .from(notification_queue)
      .where(eq(notification_queue.user_id, tech.id));
    const perTask = rows.filter((r) =>
      ids.includes((r.metadata as { maintenance_task_id: string }).maintenance_task_id),
    );
    expect(perTask).toHaveLength(10);
    expect(
      new Set(perTask.map((r) => (r.metadata as { maintenance_task_id: string }).maintenance_task_id)).size,
    ).toBe(10);
  });
});
