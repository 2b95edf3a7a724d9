import { isWorkOrderOverdue } from '@plantwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asset_breakdowns,
  assets,
  inventory_items,
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
    const orders = await db.select().from(work_orders);
    expect(orders).toHaveLength(60);
    const now = t.app.ctx.now();
    for (const status of ['pending', 'in-progress', 'completed'] as const)
      expect(orders.some((w) => w.status === status)).toBe(true);
    expect(orders.some((w) => isWorkOrderOverdue(w, now))).toBe(true);
    const oldest = Math.min(...orders.map((w) => new Date(w.date_created).getTime()));
    expect(now.getTime() - oldest).toBeGreaterThan(170 * 24 * 3_600_000);
    const certified = orders.filter((w) => w.certificate_generated);
    expect(certified.length).toBeGreaterThan(0);
    expect(certified.every((w) => (w.parts_used as unknown[]).length > 0 && w.certificate_sha256)).toBe(true);
    for (const w of orders.filter((o) => o.status === 'completed')) {
      expect(w.hygiene_clearance).toBeTruthy();
      expect(w.cost).toBeGreaterThan(0);
    }
    expect((await db.select().from(maintenance_tasks)).length).toBe(30);
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
