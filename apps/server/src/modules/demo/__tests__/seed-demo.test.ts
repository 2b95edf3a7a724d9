import { isWorkOrderOverdue, stockStatus, zonedParts } from '@plantwise/domain';
import { describe, expect, it } from 'vitest';
import {
  asset_breakdowns,
  assets,
  budget_expenses,
  budget_lines,
  inventory_items,
  maintenance_completions,
  maintenance_tasks,
  record_signatures,
  records,
  stock_movements,
  work_orders,
} from '../../../db/schema';
import { call, signedIn } from '../../../test/factories';
import { createTestApp, createTestInstances, useTestApp } from '../../../test/harness';
import { seedDemoPlant } from '..';
import { DEMO_ASSETS } from '../demo-data';
import { type EquipmentKind, failuresFor, tasksFor } from '../demo-plant';

/** Seeding a whole plant (its history and about 700 signed records) takes seconds, more on a busy machine. */
const SEEDING_TIMEOUT_MS = 120_000;

/** The demo's temporary repairs add work orders: two follow-ups of breakdowns, one work order and its follow-up. */
const DEMO_TEMPORARY_REPAIR_WORK_ORDERS = 4;

const t = useTestApp();

describe('demo plant', () => {
  it(
    'seeds an empty register once, with consistent records',
    async () => {
      expect(await seedDemoPlant(t.app.ctx)).toBe(true);
      expect(await seedDemoPlant(t.app.ctx)).toBe(false);
      const db = t.app.ctx.db;
      expect((await db.select().from(assets)).length).toBe(32);
      // Demo meters with weeks of readings that the meter rules accept: the mixer reads about 14 h a day.
      const mixer = (await db.select().from(assets)).find((a) => a.asset_id === 'MIX-001');
      const admin = await signedIn(t.app, 'admin');
      const meterList = (await call(t.app, 'GET', `/api/assets/${mixer?.id}/meters`, admin.cookie)).json();
      expect(meterList.data).toHaveLength(1);
      expect(meterList.data[0]).toMatchObject({
        name: 'Run hours',
        kind: 'cumulative',
        readable_by_anyone: true,
      });
      expect(meterList.data[0].usage_rate_per_day).toBeGreaterThan(13);
      expect(meterList.data[0].usage_rate_per_day).toBeLessThan(15.5);
      // Food-contact assets, and the slicer waiting for its hygiene release with the work that put it there.
      const register = await db.select().from(assets);
      expect(
        register
          .filter((a) => a.food_contact)
          .map((a) => a.asset_id)
          .sort(),
      ).toEqual(['DIV-001', 'MIX-001', 'MIX-002', 'SLC-001']);
      const slicer = register.find((a) => a.asset_id === 'SLC-001');
      expect(slicer?.status).toBe('awaiting-release');
      // The glass register: items at Leeds, one round, its breakage closed with a seal; the mirror overdue.
      const glass = (await call(t.app, 'GET', '/api/glass-register', admin.cookie)).json();
      expect(glass.total).toBe(5);
      expect(glass.counts.overdue).toBeGreaterThanOrEqual(1);
      const glassIncidents = (await call(t.app, 'GET', '/api/glass-incidents', admin.cookie)).json();
      expect(glassIncidents.counts).toEqual({ open: 0, closed: 1 });
      expect(glassIncidents.data[0].close_hash).toMatch(/^[0-9a-f]{64}$/);
      const pending = (await call(t.app, 'GET', `/api/assets/${slicer?.id}/release`, admin.cookie)).json();
      expect(pending.pending.work).toMatchObject([{ completed_by: 'J. Okafor' }]);
      const orders = await db.select().from(work_orders);
      // 60 work orders of the plant's history, and 4 of its temporary repairs: the follow-ups of the two
      // temporary breakdown fixes, the depositor's work order fixed temporarily and its completed follow-up.
      expect(orders).toHaveLength(60 + DEMO_TEMPORARY_REPAIR_WORK_ORDERS);
      const now = t.app.ctx.now();
      for (const status of ['pending', 'in-progress', 'completed'] as const)
        expect(orders.some((w) => w.status === status)).toBe(true);
      expect(orders.some((w) => isWorkOrderOverdue(w, now))).toBe(true);
      const oldest = Math.min(...orders.map((w) => new Date(w.date_created).getTime()));
      expect(now.getTime() - oldest).toBeGreaterThan(170 * 24 * 3_600_000);
      const certified = orders.filter((w) => w.certificate_generated);
      expect(certified.length).toBeGreaterThan(0);
      expect(certified.every((w) => (w.parts_used as unknown[]).length > 0 && w.certificate_sha256)).toBe(
        true,
      );
      for (const w of orders.filter((o) => o.status === 'completed')) {
        expect(w.hygiene_clearance).toBeTruthy();
        expect(w.cost).toBeGreaterThan(0);
      }
      const tasks = await db.select().from(maintenance_tasks);
      expect(tasks.length).toBe(DEMO_ASSETS.reduce((n, a) => n + tasksFor(a.kind).length, 0));
      expect(tasks.filter((task) => new Date(task.next_due_date as string) < t.app.ctx.now()).length).toBe(2);
      const records = await db.select().from(maintenance_completions);
      // Six months of history: about 180 daily CIP checks, 26 of each weekly check, fewer for the others.
      expect(records.length).toBeGreaterThan(400);
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
      expect(spares.every((s) => s.status === stockStatus(s.quantity_in_stock, s.min_stock_level))).toBe(
        true,
      );
      expect(spares.filter((s) => s.status === 'out-of-stock')).toHaveLength(1);
      expect(
        spares.filter((s) => s.status === 'low-stock' || s.status === 'critical-stock').length,
      ).toBeGreaterThan(3);
      expect(spares.some((s) => s.food_grade && s.unit === 'litre')).toBe(true);
      expect(spares.every((s) => s.linked_asset_ids.length > 0)).toBe(true);
    },
    SEEDING_TIMEOUT_MS,
  );

  it("reconciles every item's stock ledger: opening stock first, each row the one before plus its change, ending at the stock shown", async () => {
    const db = t.app.ctx.db;
    const spares = await db.select().from(inventory_items);
    const movements = await db.select().from(stock_movements);
    const round = (n: number) => Math.round(n * 1000) / 1000;
    for (const spare of spares) {
      const own = movements
        .filter((m) => m.inventory_item_id === spare.id)
        .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
      expect(own.length, spare.item_id).toBeGreaterThan(1);
      expect(own[0].reason, spare.item_id).toBe('Opening stock');
      expect(own[0].quantity_after).toBe(own[0].delta);
      expect(Date.parse(own[0].created_at)).toBeLessThan(Date.parse(own[1].created_at));
      for (let i = 1; i < own.length; i++) {
        expect(own[i].quantity_after, `${spare.item_id}: ${own[i].reason}`).toBe(
          round(own[i - 1].quantity_after + own[i].delta),
        );
        expect(own[i].quantity_after).toBeGreaterThanOrEqual(0);
      }
      expect(own.at(-1)?.quantity_after, spare.item_id).toBe(spare.quantity_in_stock);
    }
    // Parts the work orders took are in the ledger, against their work order.
    const orders = await db.select().from(work_orders);
    const used = orders.flatMap((w) =>
      (w.parts_used as Array<{ inventory_item_id: string }>).map((p) => [w.id, p.inventory_item_id]),
    );
    expect(used.length).toBeGreaterThan(5);
    for (const [workOrderId, itemId] of used)
      expect(movements.some((m) => m.work_order_id === workOrderId && m.inventory_item_id === itemId)).toBe(
        true,
      );
  });

  it('gives every task and breakdown a job its asset actually has, per the plant description', async () => {
    const db = t.app.ctx.db;
    const plant = await db.select({ id: assets.id, code: assets.asset_id }).from(assets);
    const kindOf = new Map(
      plant.map((a) => [a.id, DEMO_ASSETS.find((d) => d.code === a.code)?.kind as EquipmentKind]),
    );
    for (const task of await db.select().from(maintenance_tasks)) {
      const kind = kindOf.get(task.asset_id as string) as EquipmentKind;
      expect(
        tasksFor(kind).map((x) => x.title),
        `${task.title} on a ${kind}`,
      ).toContain(task.title);
    }
    const breakdowns = await db.select().from(asset_breakdowns);
    expect(breakdowns.length).toBeGreaterThan(24);
    for (const b of breakdowns) {
      const kind = kindOf.get(b.asset_id as string) as EquipmentKind;
      expect(
        failuresFor(kind).map((f) => f.title),
        `${b.title} on a ${kind}`,
      ).toContain(b.title);
    }
    // The examples of a plant that does not make sense, by name.
    const titlesOn = async (code: string) => {
      const id = plant.find((a) => a.code === code)?.id;
      const tasks = (await db.select().from(maintenance_tasks)).filter((x) => x.asset_id === id);
      return [
        ...tasks.map((x) => x.title),
        ...breakdowns.filter((b) => b.asset_id === id).map((b) => b.title),
      ];
    };
    expect(await titlesOn('PMP-001')).toContain('Daily CIP verification');
    expect(await titlesOn('MD-001')).toContain('Weekly metal detector verification');
    for (const code of ['FLT-001', 'BLR-001', 'AHU-001'])
      expect(
        (await titlesOn(code)).some((title) => /CIP|metal detector/i.test(title)),
        code,
      ).toBe(false);
    for (const code of ['BCH-001', 'CHK-001'])
      expect(
        (await titlesOn(code)).some((title) => /burner/i.test(title)),
        code,
      ).toBe(false);
  });

  it('has a record for every completion, signed except the last week’s', async () => {
    const db = t.app.ctx.db;
    const all = await db.select().from(records);
    const signatures = await db.select().from(record_signatures);
    const completions = await db.select({ id: maintenance_completions.id }).from(maintenance_completions);
    expect(all.filter((r) => r.type === 'pm')).toHaveLength(completions.length);
    // Numbered in the order the work was done.
    const byNumber = [...all].sort((a, b) => a.number.localeCompare(b.number));
    const years = new Set(all.map((r) => r.number.slice(4, 8)));
    if (years.size === 1)
      expect(byNumber.map((r) => r.id)).toEqual(
        [...all]
          .sort((a, b) => a.completed_at.localeCompare(b.completed_at) || a.number.localeCompare(b.number))
          .map((r) => r.id),
      );
    const weekAgo = t.app.ctx.now().getTime() - 7 * 24 * 3_600_000;
    const meanings = (id: string) =>
      signatures
        .filter((s) => s.record_id === id)
        .map((s) => s.meaning)
        .sort();
    for (const record of all) {
      const recent = Date.parse(record.completed_at) >= weekAgo;
      expect(meanings(record.id), `${record.number} ${record.completed_at}`).toEqual(
        recent ? [] : ['approved', 'performed'],
      );
    }
    const waiting = all.filter((r) => Date.parse(r.completed_at) >= weekAgo).length;
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThan(all.length / 10);
    const { cookie } = await signedIn(t.app, 'manager');
    const tiles = (await call(t.app, 'GET', '/api/dashboard', cookie)).json().tiles;
    expect(tiles.records_awaiting_signatures).toBe(waiting);
  });

  it('has temporary repairs: one open, one overdue (the dashboard tile shows 1), one closed by its completed follow-up', async () => {
    const { cookie } = await signedIn(t.app, 'manager');
    const register = (await call(t.app, 'GET', '/api/compliance/temporary-repairs', cookie)).json();
    expect(register.counts).toEqual({ open: 1, overdue: 1, closed: 1 });
    const byState = Object.fromEntries(
      register.data.map((r: { state: string; asset_name: string; follow_up: unknown }) => [r.state, r]),
    );
    expect(byState.open).toMatchObject({ source: 'breakdown', asset_code: 'CNV-001' });
    expect(byState.open.temporary_fix).toMatch(/cable ties/);
    expect(byState.overdue).toMatchObject({
      source: 'breakdown',
      asset_code: 'PMP-001',
      follow_up: { status: 'pending' },
    });
    expect(byState.closed).toMatchObject({
      source: 'work_order',
      asset_code: 'DEP-001',
      follow_up: { status: 'completed', title: 'Permanent repair: Depositor nozzle dripping' },
    });
    const tiles = (await call(t.app, 'GET', '/api/dashboard', cookie)).json().tiles;
    expect(tiles.temporary_repairs_overdue).toBe(1);
    // Each temporary fix and the permanent repair has its food-safety record, like a completion through the API.
    const db = t.app.ctx.db;
    const sources = new Set((await db.select().from(records)).map((r) => r.source_id));
    for (const repair of register.data) expect(sources.has(repair.id), repair.title).toBe(true);
    expect(sources.has(byState.closed.follow_up.id)).toBe(true);
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
  it(
    'shows a believable PM compliance on the dashboard: most occurrences on time, some slipping',
    async () => {
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
    },
    SEEDING_TIMEOUT_MS,
  );
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two instances started together with --demo', () => {
  it(
    'seeds the empty database once, and neither fails',
    async () => {
      const { apps, close } = await createTestInstances(2);
      try {
        const seeded = await Promise.all(apps.map((app) => seedDemoPlant(app.ctx)));
        expect(seeded.sort()).toEqual([false, true]);
        expect(await apps[1].ctx.db.select().from(assets)).toHaveLength(32);
        expect(await apps[0].ctx.db.select().from(work_orders)).toHaveLength(
          60 + DEMO_TEMPORARY_REPAIR_WORK_ORDERS,
        );
      } finally {
        await close();
      }
    },
    SEEDING_TIMEOUT_MS,
  );
});
