import { CLEARED_HYGIENE_CLEARANCE, GENERATED_TASK_CREATOR, PM_STARTED_TITLE } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notification_queue, users } from '../../../db/schema';
import { createAsset, createMaintenanceTask, post } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

/** The tests' task factory writes rows as the product does, so a test built on it meets what people meet. */
const t = useTestApp();

describe('a task made by the test factory', () => {
  it('is planned by a real person, and completing it tells them it was started and completed', async () => {
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const task = await createMaintenanceTask(t.app, asset.id, {
      next_due_date: new Date(Date.now() - 3600_000).toISOString(),
    });
    const [planner] = await t.app.ctx.db.select().from(users).where(eq(users.id, task.created_by));
    expect(planner).toBeDefined();

    const done = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(done.statusCode, done.body).toBe(200);
    const told = await t.app.ctx.db
      .select()
      .from(notification_queue)
      .where(
        and(eq(notification_queue.user_id, task.created_by), eq(notification_queue.title, PM_STARTED_TITLE)),
      );
    expect(told).toHaveLength(1);
  });

  it('keeps the creator a test gives it', async () => {
    const manager = await signedIn(t.app, 'manager');
    const task = await createMaintenanceTask(t.app, (await createAsset(t.app)).id, {
      created_by: manager.user.id,
    });
    expect(task.created_by).toBe(manager.user.id);
  });
});

describe('a task the system made', () => {
  it("(created_by 'system', as the demo plant's schedule) completes, and only its assignee is told", async () => {
    const manager = await signedIn(t.app, 'manager');
    const assignee = await signedIn(t.app, 'technician');
    const task = await createMaintenanceTask(t.app, (await createAsset(t.app)).id, {
      created_by: GENERATED_TASK_CREATOR,
      assigned_to: assignee.user.id,
      next_due_date: new Date(Date.now() - 3600_000).toISOString(),
    });
    const done = await post(t.app, manager.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(done.statusCode, done.body).toBe(200);
    const told = await t.app.ctx.db
      .select({ user_id: notification_queue.user_id })
      .from(notification_queue)
      .where(eq(notification_queue.title, PM_STARTED_TITLE));
    expect(told.filter((row) => row.user_id === assignee.user.id)).toHaveLength(1);
  });
});
