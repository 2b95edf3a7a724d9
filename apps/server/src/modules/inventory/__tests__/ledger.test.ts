import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  audit_log,
  notification_queue,
  stock_movements,
  user_notification_preferences,
} from '../../../db/schema';
import type { Actor } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import {
  createAsset,
  createInventoryItem as createItem,
  createUser,
  createWorkOrder,
  fanOutBroadcasts,
  stockAndLedger,
} from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { adjustStock } from '../adjust-stock';
import { consumeStock, listMovementsForWorkOrder } from '../index';

const createWorkOrderOnAnAsset = async () => createWorkOrder(t.app, (await createAsset(t.app)).id);
let actor: Actor;
const t = useTestApp();
beforeAll(async () => {
  const tech = await createUser(t.app, { role: 'technician', full_name: 'Tess Tech' });
  actor = { id: tech.id, email: tech.email };
  await createUser(t.app, { role: 'admin' });
});

async function lowStockFor(itemId: string) {
  await fanOutBroadcasts(t.app);
  const queued = await t.app.ctx.db
    .select()
    .from(notification_queue)
    .where(eq(notification_queue.notification_type, 'low_stock'));
  return queued.filter((n) => (n.metadata as { inventory_item_id?: string }).inventory_item_id === itemId);
}

describe('consumeStock (work orders consume parts in their own transaction)', () => {
  it('takes every part, one ledger row each with the work order and the unit cost, and recomputes the status', async () => {
    const a = await createItem(t.app, {
      quantity_in_stock: 10,
      min_stock_level: 2,
      unit_cost: 12.5,
      food_grade: true,
    });
    const b = await createItem(t.app, { quantity_in_stock: 4.5, min_stock_level: 4, unit: 'litre' });
    const wo = await createWorkOrderOnAnAsset();
    const consumed = await t.app.ctx.db.transaction((tx) =>
      consumeStock(tx, {
        work_order_id: wo.id,
        parts: [
          { inventory_item_id: a.id, quantity: 3 },
          { inventory_item_id: b.id, quantity: 0.5 },
          { inventory_item_id: a.id, quantity: 1 },
        ],
        actor,
        reason: 'Used on WO-1a2b3c4d',
      }),
    );
    expect(consumed.find((c) => c.inventory_item_id === a.id)).toEqual({
      inventory_item_id: a.id,
      item_id: a.item_id,
      item_name: a.item_name,
      unit: 'each',
      quantity: 4,
      unit_cost: 12.5,
      food_grade: true,
      quantity_after: 6,
    });
    expect(consumed.find((c) => c.inventory_item_id === b.id)).toMatchObject({
      quantity: 0.5,
      quantity_after: 4,
    });
    expect(await stockAndLedger(t.app, b.id)).toMatchObject({
      quantity: 4,
      ledgerSum: 4,
      status: 'low-stock',
    });
    const moves = await listMovementsForWorkOrder(t.app.ctx.db, wo.id);
    expect(moves).toHaveLength(2);
    expect(moves.find((m) => m.inventory_item_id === a.id)).toMatchObject({
      delta: -4,
      quantity_after: 6,
      unit_cost: 12.5,
      work_order_id: wo.id,
      reason: 'Used on WO-1a2b3c4d',
      user_name: 'Tess Tech',
      item_name: a.item_name,
    });
    expect(await lowStockFor(b.id)).not.toHaveLength(0);
    const audits = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, a.id), eq(audit_log.action, 'inventory.consumed')));
    expect(audits).toHaveLength(1);
  });

  it('refuses short stock with a 422 naming the part and what is available, never clamping, and changes nothing', async () => {
    const ok = await createItem(t.app, { quantity_in_stock: 10 });
    const short = await createItem(t.app, {
      item_name: 'Filter cartridge',
      quantity_in_stock: 3,
      unit: 'each',
    });
    const wo = await createWorkOrderOnAnAsset();
    const attempt = t.app.ctx.db.transaction((tx) =>
      consumeStock(tx, {
        work_order_id: wo.id,
        parts: [
          { inventory_item_id: ok.id, quantity: 1 },
          { inventory_item_id: short.id, quantity: 4 },
        ],
        actor,
        reason: 'Used on WO-x',
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 422,
      code: 'insufficient_stock',
      message: `Not enough Filter cartridge (${short.item_id}): 4 each needed, 3 each available`,
      details: [{ inventory_item_id: short.id, available: 3 }],
    });
    expect(await stockAndLedger(t.app, ok.id)).toMatchObject({ quantity: 10, rows: 1 });
    expect(await stockAndLedger(t.app, short.id)).toMatchObject({ quantity: 3, rows: 1 });
  });

  it('refuses unknown and archived items', async () => {
    const archived = await createItem(t.app, { quantity_in_stock: 5, archived_at: new Date().toISOString() });
    const wo = await createWorkOrderOnAnAsset();
    const consume = (id: string) =>
      t.app.ctx.db.transaction((tx) =>
        consumeStock(tx, {
          work_order_id: wo.id,
          parts: [{ inventory_item_id: id, quantity: 1 }],
          actor,
          reason: 'x',
        }),
      );
    await expect(consume(archived.id)).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('archived'),
    });
    await expect(consume('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('not found'),
    });
  });

  it('never lets concurrent consumers take the same last units', async () => {
    const item = await createItem(t.app, { quantity_in_stock: 3 });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, async () => {
        const wo = await createWorkOrderOnAnAsset();
        return t.app.ctx.db.transaction((tx) =>
          consumeStock(tx, {
            work_order_id: wo.id,
            parts: [{ inventory_item_id: item.id, quantity: 2 }],
            actor,
            reason: 'race',
          }),
        );
      }),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 1, ledgerSum: 1, rows: 2 });
  });

  it('rolls back with the caller: a failing work order leaves stock and ledger untouched', async () => {
    const item = await createItem(t.app, { quantity_in_stock: 8 });
    const wo = await createWorkOrderOnAnAsset();
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await consumeStock(tx, {
          work_order_id: wo.id,
          parts: [{ inventory_item_id: item.id, quantity: 2 }],
          actor,
          reason: 'x',
        });
        throw new Error('certificate failed');
      }),
    ).rejects.toThrow('certificate failed');
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 8, rows: 1 });
  });
});

describe('the ledger', () => {
  it('is append-only: UPDATE and DELETE are refused by the database', async () => {
    const item = await createItem(t.app, { quantity_in_stock: 2 });
    await expect(
      t.app.ctx.db
        .update(stock_movements)
        .set({ delta: 5 })
        .where(eq(stock_movements.inventory_item_id, item.id)),
    ).rejects.toThrow();
    await expect(
      t.app.ctx.db.delete(stock_movements).where(eq(stock_movements.inventory_item_id, item.id)),
    ).rejects.toThrow();
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 2, ledgerSum: 2 });
  });

  it('always sums to the stock after a random sequence of adds, removes (some clamped) and consumptions', async () => {
    const item = await createItem(t.app, { quantity_in_stock: 5, min_stock_level: 3 });
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let expected = 5;
    for (let i = 0; i < 60; i++) {
      const quantity = Math.round(random() * 4000) / 1000 + 0.001;
      const roll = random();
      if (roll < 0.45) {
        await adjustStock(t.app.ctx, actor, item.id, { quantity, mode: 'add', reason: null });
        expected = Math.round((expected + quantity) * 1000) / 1000;
      } else if (roll < 0.9) {
        await adjustStock(t.app.ctx, actor, item.id, { quantity, mode: 'remove', reason: 'used' });
        expected = Math.max(0, Math.round((expected - quantity) * 1000) / 1000);
      } else {
        const wo = await createWorkOrderOnAnAsset();
        const ok = quantity <= expected;
        const attempt = t.app.ctx.db.transaction((tx) =>
          consumeStock(tx, {
            work_order_id: wo.id,
            parts: [{ inventory_item_id: item.id, quantity }],
            actor,
            reason: 'wo',
          }),
        );
        if (ok) {
          await attempt;
          expected = Math.round((expected - quantity) * 1000) / 1000;
        } else await expect(attempt).rejects.toBeInstanceOf(AppError);
      }
    }
    const state = await stockAndLedger(t.app, item.id);
    expect(state.quantity).toBeCloseTo(expected, 3);
    expect(state.ledgerSum).toBeCloseTo(state.quantity, 3);
  });

  it('stays exact under 50 concurrent removes and adds on one item', async () => {
    const item = await createItem(t.app, { quantity_in_stock: 100, min_stock_level: 1 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? adjustStock(t.app.ctx, actor, item.id, { quantity: 1, mode: 'add', reason: null })
          : adjustStock(t.app.ctx, actor, item.id, { quantity: 2, mode: 'remove', reason: 'used' }),
      ),
    );
    // 100 + 25 × 1 − 25 × 2: no order of these can reach 0, so a lost update is the only way to differ.
    expect(results.some((r) => r.clamped)).toBe(false);
    expect(await stockAndLedger(t.app, item.id)).toEqual({
      quantity: 75,
      status: 'in-stock',
      ledgerSum: 75,
      rows: 51,
    });
    // Each answer saw its own step: the 50 quantities after are each the previous one ± the change.
    const afters = results.map((r) => r.movement.quantity_after);
    const deltas = new Map(results.map((r) => [r.movement.quantity_after, r.movement.delta]));
    expect(afters.every((after) => after - (deltas.get(after) ?? 0) >= 0)).toBe(true);
  });

  it('clamps concurrent removes at 0 without losing any: 50 removes of 1 from 30', async () => {
    const item = await createItem(t.app, { quantity_in_stock: 30 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        adjustStock(t.app.ctx, actor, item.id, { quantity: 1, mode: 'remove', reason: 'used' }),
      ),
    );
    expect(results.filter((r) => r.movement.delta === -1)).toHaveLength(30);
    expect(results.filter((r) => r.clamped)).toHaveLength(20);
    expect(await stockAndLedger(t.app, item.id)).toEqual({
      quantity: 0,
      status: 'out-of-stock',
      ledgerSum: 0,
      rows: 51,
    });
  });
});

describe('low-stock notifications (once per crossing)', () => {
  it('queues one for managers and admins when the item crosses into low, then critical, then out — not while it stays', async () => {
    const manager = await createUser(t.app, { role: 'manager' });
    const technician = await createUser(t.app, { role: 'technician' });
    const optedIn = await createUser(t.app, { role: 'user' });
    await t.app.ctx.db
      .insert(user_notification_preferences)
      .values({ user_id: optedIn.id, notification_type: 'low_stock', enabled: true });
    const item = await createItem(t.app, { quantity_in_stock: 10, min_stock_level: 5, status: 'in-stock' });
    const remove = (quantity: number) =>
      adjustStock(t.app.ctx, actor, item.id, { quantity, mode: 'remove', reason: 'used' });
    await remove(2); // 8 in stock
    expect(await lowStockFor(item.id)).toHaveLength(0);
    await remove(3); // 5 = minimum: low
    const first = await lowStockFor(item.id);
    expect(first.map((n) => n.user_id)).toContain(manager.id);
    expect(first.map((n) => n.user_id)).toContain(optedIn.id);
    expect(first.map((n) => n.user_id)).not.toContain(technician.id);
    expect(first.find((n) => n.user_id === manager.id)?.title).toBe(`Low stock: ${item.item_name}`);
    await remove(1); // 4: critical — a new crossing
    await remove(1); // 3: still critical — no new notification
    const forManager = (await lowStockFor(item.id)).filter((n) => n.user_id === manager.id);
    expect(forManager.map((n) => (n.metadata as { status: string }).status)).toEqual([
      'low-stock',
      'critical-stock',
    ]);
    await adjustStock(t.app.ctx, actor, item.id, { quantity: 10, mode: 'add', reason: null }); // back in stock
    await remove(10); // 3 again: critical — crossing again
    expect((await lowStockFor(item.id)).filter((n) => n.user_id === manager.id)).toHaveLength(3);
  });
});
