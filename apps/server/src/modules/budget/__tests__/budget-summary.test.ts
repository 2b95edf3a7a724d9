import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets, stock_movements, work_orders } from '../../../db/schema';
import {
  callerOf,
  createAsset,
  createInventoryItem,
  createWorkOrder,
  signedIn,
} from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { createTwoSites, type TestLocation } from '../../../test/location-tree';

// The budget reads work's cost from a summary the triggers of migration 0048 keep (per UTC month and place, per
// UTC year and asset). These tests change work every way that moves a cost, and check the budget's figures by
// hand and the summary against one built again from the work itself.
const clock = new Date('2026-06-15T10:00:00Z');
const t = useTestApp({ now: () => clock });
const api = callerOf(t);
let manager: string;
let tree: Record<'leeds' | 'packing' | 'line1' | 'baking' | 'york', TestLocation>;
let filler: string;
let chiller: string;

type Json = Record<string, unknown>;
async function budget(query = ''): Promise<Json> {
  const response = await api('GET', `/api/budget?year=2026${query}`, manager);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Json;
}
const actuals = (answer: Json) => (answer.months as Array<{ actual: number }>).map((m) => m.actual);
const topAssets = (answer: Json) =>
  (answer.top_assets as Array<{ asset_name: string; labour: number; parts: number; total: number }>).map(
    ({ asset_name, labour, parts, total }) => ({ asset_name, labour, parts, total }),
  );

/** The summaries as stored, and as built again from the work (rows that summed to nothing left out). */
async function summaries() {
  const read = async () => {
    const months = await t.app.ctx.db.execute(sql`
      select month::text, location_id, site, category, amount::float8 as amount, entries from work_cost_months
       where entries <> 0 order by 1, 2, 3, 4`);
    const years = await t.app.ctx.db.execute(sql`
      select year, asset_id, labour::float8 as labour, other::float8 as other, parts::float8 as parts from work_cost_years
       where labour <> 0 or other <> 0 or parts <> 0 order by 1, 2`);
    return {
      months: (months as unknown as { rows: unknown[] }).rows,
      years: (years as unknown as { rows: unknown[] }).rows,
    };
  };
  const kept = await read();
  await t.app.ctx.db.execute(sql`select plantwise_work_costs_rebuild()`);
  return { kept, rebuilt: await read() };
}

beforeAll(async () => {
  manager = (await signedIn(t.app, 'manager')).cookie;
  tree = await createTwoSites(t.app, manager);
  filler = (
    await createAsset(t.app, { asset_name: 'Filler', location_id: tree.line1.id, site: tree.leeds.name })
  ).id;
  chiller = (
    await createAsset(t.app, { asset_name: 'Chiller', location_id: tree.york.id, site: tree.york.name })
  ).id;
  // An asset with no work at all, and an archived (decommissioned) one whose past work still counts.
  await createAsset(t.app, { asset_name: 'Spare pump', location_id: tree.baking.id, site: tree.leeds.name });
  const retired = (
    await createAsset(t.app, {
      asset_name: 'Old mixer',
      location_id: tree.baking.id,
      site: tree.leeds.name,
      archived_at: '2026-02-01T00:00:00Z',
    })
  ).id;
  await createWorkOrder(t.app, retired, {
    status: 'completed',
    date_completed: '2026-01-20T10:00:00Z',
    labour_cost: 15,
  });
});

describe('the budget read from the work-cost summary', () => {
  it("counts work in the plant's month, not the UTC month, across a summer-time boundary", async () => {
    // 23:30 UTC on 30 April is 00:30 on 1 May in London (BST): May's work.
    await createWorkOrder(t.app, filler, {
      status: 'completed',
      date_completed: '2026-04-30T23:30:00Z',
      labour_cost: 80,
    });
    // 22:30 UTC the same evening is still April in London.
    await createWorkOrder(t.app, chiller, {
      status: 'completed',
      date_completed: '2026-04-30T22:30:00Z',
      labour_cost: 20,
    });
    const all = await budget();
    expect(actuals(all).slice(0, 6)).toEqual([15, 0, 0, 20, 80, 0]);
    expect(actuals(await budget(`&location_id=${tree.leeds.id}`)).slice(0, 6)).toEqual([15, 0, 0, 0, 80, 0]);
  });

  it('follows parts taken, an edited cost, a work order reopened and one moved to another asset', async () => {
    const seal = await createInventoryItem(t.app, { quantity_in_stock: 10, unit_cost: 12.5 });
    const order = await createWorkOrder(t.app, filler, {
      status: 'completed',
      date_completed: '2026-03-10T10:00:00Z',
      labour_cost: 30,
    });
    // Two seals taken for it in March (£25) and one returned (−£12.50).
    for (const [delta, after] of [
      [-2, 8],
      [1, 9],
    ])
      await t.app.ctx.db.insert(stock_movements).values({
        inventory_item_id: seal.id,
        delta,
        quantity_after: after,
        work_order_id: order.id,
        unit_cost: 12.5,
        created_at: '2026-03-11T09:00:00Z',
      });
    expect(actuals(await budget()).slice(0, 6)).toEqual([15, 0, 42.5, 20, 80, 0]);

    // The labour is corrected to £45, then the order moves to the chiller in York with its parts.
    await t.app.ctx.db.update(work_orders).set({ labour_cost: 45 }).where(sql`id = ${order.id}`);
    await t.app.ctx.db.update(work_orders).set({ asset_id: chiller }).where(sql`id = ${order.id}`);
    expect(actuals(await budget(`&location_id=${tree.york.id}`)).slice(0, 6)).toEqual([0, 0, 57.5, 20, 0, 0]);
    expect(actuals(await budget(`&location_id=${tree.leeds.id}`)).slice(0, 6)).toEqual([15, 0, 0, 0, 80, 0]);

    // A work order reopened no longer counts its labour (its parts stay taken).
    await t.app.ctx.db
      .update(work_orders)
      .set({ status: 'in-progress', date_completed: null })
      .where(sql`id = ${order.id}`);
    expect(actuals(await budget()).slice(0, 6)).toEqual([15, 0, 12.5, 20, 80, 0]);
  });

  it('moves an asset’s cost with the asset: another location and site', async () => {
    await t.app.ctx.db
      .update(assets)
      .set({ location_id: tree.york.id, site: tree.york.name })
      .where(sql`id = ${filler}`);
    expect(actuals(await budget(`&location_id=${tree.york.id}`)).slice(0, 6)).toEqual([
      0, 0, 12.5, 20, 80, 0,
    ]);
    expect(actuals(await budget(`&site=${encodeURIComponent(tree.york.name)}`)).slice(0, 6)).toEqual([
      0, 0, 12.5, 20, 80, 0,
    ]);
    expect(actuals(await budget(`&location_id=${tree.leeds.id}`)).slice(0, 6)).toEqual([15, 0, 0, 0, 0, 0]);
    // Top spenders: the spare pump has no work and is not listed; the archived mixer still is.
    expect(topAssets(await budget())).toEqual([
      { asset_name: 'Filler', labour: 80, parts: 0, total: 80 },
      { asset_name: 'Chiller', labour: 20, parts: 12.5, total: 32.5 },
      { asset_name: 'Old mixer', labour: 15, parts: 0, total: 15 },
    ]);
  });

  it('keeps the summary equal to one built again from the work', async () => {
    const { kept, rebuilt } = await summaries();
    expect(kept.months.length).toBeGreaterThan(0);
    expect(kept).toEqual(rebuilt);
  });
});
