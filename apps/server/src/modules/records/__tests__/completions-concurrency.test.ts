import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { describe, expect, it } from 'vitest';
import { records } from '../../../db/schema';
import {
  createAsset,
  createInventoryItem,
  post,
  reported,
  stockAndLedger,
  VALID_COMPLETION,
} from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';
import { verifyAuditChain } from '../../admin/index';

// Completions write a food-safety record (the year's counter row) and audit entries (the chain's lock):
// on PostgreSQL they run side by side, and taken in different orders those two locks deadlocked.
const t = useTestApp();

const TOMORROW = () => new Date(Date.now() + 24 * 3_600_000).toISOString();

describe('completions at the same moment', () => {
  it('completes 24 mixed completions (breakdowns, work orders with parts, PM tasks) at once with no error', async () => {
    const manager = await signedIn(t.app, 'manager');
    const tech = await signedIn(t.app, 'technician');
    const part = await createInventoryItem(t.app, { quantity_in_stock: 1000, unit_cost: 2 });
    const asset = await createAsset(t.app);

    const breakdowns = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const own = await createAsset(t.app);
        return reported(t.app, tech.cookie, { asset_id: own.id, severity: 'high' });
      }),
    );
    const orders: Array<{ id: string }> = [];
    for (let i = 0; i < 8; i++) {
      const created = await post(t.app, manager.cookie, '/api/work-orders', {
        title: `Replace seal ${i}`,
        asset_id: asset.id,
        assigned_to: tech.user.id,
      });
      expect(created.statusCode, created.body).toBe(201);
      const started = await post(t.app, tech.cookie, `/api/work-orders/${created.json().id}/start`);
      expect(started.statusCode, started.body).toBe(200);
      orders.push(started.json());
    }
    const tasks: Array<{ id: string }> = [];
    for (let i = 0; i < 8; i++) {
      const created = await post(t.app, manager.cookie, '/api/maintenance-tasks', {
        title: `Inspect belt ${i}`,
        asset_id: asset.id,
        next_due_date: new Date().toISOString(),
      });
      expect(created.statusCode, created.body).toBe(201);
      tasks.push(created.json());
    }

    // Half the repairs are temporary: their follow-up work orders join the same transactions.
    const temporary = (i: number) =>
      i % 2 === 0 ? { fix_type: 'temporary', permanent_repair_deadline: TOMORROW() } : {};
    const answers = await Promise.all([
      ...breakdowns.map((b, i) =>
        post(t.app, tech.cookie, `/api/breakdowns/${b.id}/complete`, {
          ...VALID_COMPLETION,
          ...temporary(i),
        }),
      ),
      ...orders.map((o, i) =>
        post(t.app, tech.cookie, `/api/work-orders/${o.id}/complete`, {
          completion_notes: 'Seal replaced, no leaks after 10 min run',
          completed_by: 'Tom Tech',
          actual_duration: 1,
          hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
          parts_used: [{ inventory_item_id: part.id, quantity: 1 }],
          ...temporary(i),
        }),
      ),
      ...tasks.map((task) =>
        post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
          hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
        }),
      ),
    ]);

    const failed = answers.filter((a) => a.statusCode !== 200);
    expect(
      failed.map((a) => `${a.statusCode} ${a.body}`),
      `${failed.length} of ${answers.length} completions failed`,
    ).toEqual([]);
    // A fresh database per file: these are its only records.
    const written = await t.app.ctx.db.select({ number: records.number }).from(records);
    expect(written).toHaveLength(24);
    expect(new Set(written.map((r) => r.number)).size).toBe(24);
    expect(await stockAndLedger(t.app, part.id)).toMatchObject({ quantity: 992, ledgerSum: 992 });
    expect((await verifyAuditChain(t.app.ctx)).verified).toBe(true);
    // About 70 requests of setup and 24 completions: on PGlite, which runs one at a time, a busy CI
    // machine has taken 28 s of the default 30.
  }, 90_000);
});
