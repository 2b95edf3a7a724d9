import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asset_breakdowns,
  assets,
  inventory_items,
  maintenance_completions,
  maintenance_tasks,
  work_orders,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedDemoPlant } from '..';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo plant', () => {
  it('seeds an empty register once, with consistent records', async () => {
    expect(await seedDemoPlant(t.app.ctx)).toBe(true);
    expect(await seedDemoPlant(t.app.ctx)).toBe(false);
    const db = t.app.ctx.db;
    expect((await db.select().from(assets)).length).toBe(30);
    expect((await db.select().from(work_orders)).length).toBe(40);
    const tasks = await db.select().from(maintenance_tasks);
    expect(tasks.length).toBe(25);
    expect(tasks.filter((task) => new Date(task.next_due_date as string) < t.app.ctx.now()).length).toBe(2);
    const records = await db.select().from(maintenance_completions);
    // Six months of history: about 180 daily CIP checks per daily task, fewer for the others.
    expect(records.length).toBeGreaterThan(500);
    expect(records.every((r) => new Date(r.completed_at) <= t.app.ctx.now())).toBe(true);
    const breakdowns = await db.select().from(asset_breakdowns);
    const completed = breakdowns.filter((b) => b.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const b of completed) {
      expect(b.completion_notes).toBeTruthy();
      expect(b.downtime_hours).toBeGreaterThan(0);
    }
    const spares = await db.select().from(inventory_items);
    expect(spares.every((s) => (s.quantity_in_stock === 0 ? s.status === 'out-of-stock' : true))).toBe(true);
  });
});
