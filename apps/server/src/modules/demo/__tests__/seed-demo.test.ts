import { isWorkOrderOverdue, stockStatus, zonedParts } from '@plantwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asset_breakdowns,
  assets,
  budget_expenses,
  budget_lines,
  inventory_items,
  maintenance_completions,
  maintenance_tasks,
  stock_movements,
  work_orders,
} from '../../../db/schema';
import { call, signedIn } from '../../../test/factories';
import { createTestApp, createTestInstances, type TestApp } from '../../../test/harness';
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
    const tasks = await db.select().from(maintenance_tasks);
    expect(tasks.length).toBe(25);
    expect(tasks.filter((task) => new Date(task.next_due_date as string) < t.app.ctx.now()).length).toBe(2);
    const records = await db.select().from(maintenance_completions);
    // Six months of history: about 180 daily CIP checks per daily task, fewer for the others.
    expect(records.length).toBeGreaterThan(500);
    expect(records.every((r) => new Date(r.completed_at) <= t.app.ctx.now())).toBe(true);
    // A task's last completion is the time its newest completion record states, not its due time.
    for (const task of tasks) {
      const own = records.filter((r) => r.task_id === task.id).map((r) => r.completed_at);
      const newest = own.sort().at(-1) ?? null;
      expect(task.last_completed_date, task.title).toBe(newest);
    }
    const breakdowns = await db.select().from(asset_breakdowns);
    const completed = breakdowns.filter((b) => b.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const b of completed) {
      expect(b.completion_notes).toBeTruthy();
      expect(b.downtime_hours).toBeGreaterThan(0);
    }
    const spares = await db.select().from(inventory_items);
    expect(spares).toHaveLength(40);
    expect(spares.every((s) => s.status === stockStatus(s.quantity_in_stock, s.min_stock_level))).toBe(true);
    expect(spares.filter((s) => s.status === 'out-of-stock')).toHaveLength(1);
    expect(
      spares.filter((s) => s.status === 'low-stock' || s.status === 'critical-stock').length,
    ).toBeGreaterThan(3);
    expect(spares.some((s) => s.food_grade && s.unit === 'litre')).toBe(true);
    expect(spares.every((s) => s.linked_asset_ids.length > 0)).toBe(true);
    // The ledger sums to the stock for every item, with a history beyond the opening row.
    const movements = await db.select().from(stock_movements);
    for (const spare of spares) {
      const own = movements.filter((m) => m.inventory_item_id === spare.id);
      expect(own.length).toBeGreaterThan(1);
      expect(own.every((m) => m.quantity_after >= 0)).toBe(true);
      expect(Math.round(own.reduce((sum, m) => sum + m.delta, 0) * 1000) / 1000).toBe(
        spare.quantity_in_stock,
      );
    }
  });

  it('has a budget: a plan for every site, category and month, and Hull running over it', async () => {
    const db = t.app.ctx.db;
    expect(await db.select().from(budget_lines)).toHaveLength(2 * 5 * 12);
    expect((await db.select().from(budget_expenses)).length).toBeGreaterThanOrEqual(6 * 4 + 1);
    const { cookie } = await signedIn(t.app, 'manager');
    const year = zonedParts(t.app.ctx.now(), t.app.ctx.config.PLANT_TIME_ZONE).year;
    const hull = await call(t.app, 'GET', `/api/budget?year=${year}&site=Hull%20Chilled%20Foods`, cookie);
    expect(hull.statusCode).toBe(200);
    expect(hull.json().totals.variance_ytd).toBeGreaterThan(0);
  });
});

describe('demo plant on the 25th of a month', () => {
  it('shows a believable PM compliance on the dashboard: most occurrences on time, some slipping', async () => {
    // A fixed clock: early in a month too little has fallen due to judge.
    const fixed = await createTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
    try {
      await seedDemoPlant(fixed.app.ctx);
      const { cookie } = await signedIn(fixed.app, 'manager');
      const tile = (await call(fixed.app, 'GET', '/api/dashboard', cookie)).json().tiles.pm_compliance;
      expect(tile.due).toBeGreaterThan(10);
      expect(tile.value).toBeGreaterThanOrEqual(75);
      expect(tile.value).toBeLessThan(100);
    } finally {
      await fixed.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two instances started together with --demo', () => {
  it('seeds the empty database once, and neither fails', async () => {
    const { apps, close } = await createTestInstances(2);
    try {
      const seeded = await Promise.all(apps.map((app) => seedDemoPlant(app.ctx)));
      expect(seeded.sort()).toEqual([false, true]);
      expect(await apps[1].ctx.db.select().from(assets)).toHaveLength(30);
      expect(await apps[0].ctx.db.select().from(work_orders)).toHaveLength(60);
    } finally {
      await close();
    }
  });
});
