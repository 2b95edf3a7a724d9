import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventory_items, stock_movements } from '../../../db/schema';
import { callerOf, createAsset, stockAndLedger } from '../../../test/factories';
import { signedInCookies, useTestApp } from '../../../test/harness';

let manager: string;
let technician: string;
let user: string;
const t = useTestApp();
beforeAll(async () => {
  ({ manager, technician, user } = await signedInCookies(t.app, 'manager', 'technician', 'user'));
});

let counter = 0;
const code = () => `API-${Date.now().toString(36)}-${++counter}`;
const call = callerOf(t);
/** A stock adjustment of the item as the technician. */
const adjust = (itemId: string, body: unknown) =>
  call('POST', `/api/inventory/${itemId}/adjust`, technician, body);

async function created(body: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/inventory', manager, {
    item_id: code(),
    item_name: 'V-belt SPA 1250',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('items', () => {
  it('creates an item with decimals, its status and an opening ledger row; 409 on a duplicate code in any case', async () => {
    const asset = await createAsset(t.app);
    const item = await created({
      item_name: 'Food-grade grease H1',
      unit: 'kg',
      quantity_in_stock: 2.5,
      min_stock_level: 2.5,
      unit_cost: 18.4,
      food_grade: true,
      linked_asset_ids: [asset.id],
    });
    expect(item).toMatchObject({ status: 'low-stock', quantity_in_stock: 2.5, unit: 'kg', food_grade: true });
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 2.5, ledgerSum: 2.5, rows: 1 });
    const dup = await call('POST', '/api/inventory', manager, {
      item_id: item.item_id.toLowerCase(),
      item_name: 'x',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      code: 'item_id_taken',
      message: `An item with ID "${item.item_id.toLowerCase()}" already exists`,
    });
    const linked = await call('GET', `/api/inventory?asset_id=${asset.id}`, user);
    expect(linked.json()).toMatchObject({ total: 1, data: [{ id: item.id }] });
  });

  it('refuses unknown linked assets and bad quantities with the error shape, changing nothing', async () => {
    const before = await t.app.ctx.db.select().from(inventory_items);
    for (const body of [
      { linked_asset_ids: ['00000000-0000-4000-8000-000000000001'] },
      { quantity_in_stock: -1 },
      { quantity_in_stock: 1e308 },
      { quantity_in_stock: 'ten' },
      { min_stock_level: null },
      { unit_cost: -0.01 },
    ]) {
      const response = await call('POST', '/api/inventory', manager, {
        item_id: code(),
        item_name: 'Gasket',
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await t.app.ctx.db.select().from(inventory_items)).toHaveLength(before.length);
  });

  it('edits details but not the quantity; a new minimum recomputes the status', async () => {
    const asset = await createAsset(t.app);
    const item = await created({
      quantity_in_stock: 5,
      min_stock_level: 2,
      food_grade: true,
      unit: 'kg',
      linked_asset_ids: [asset.id],
    });
    const quantity = await call('PATCH', `/api/inventory/${item.id}`, manager, { quantity_in_stock: 50 });
    expect(quantity.statusCode).toBe(400);
    const edited = await call('PATCH', `/api/inventory/${item.id}`, manager, {
      min_stock_level: 6,
      location: 'Store A / Bin 4',
    });
    expect(edited.json()).toMatchObject({
      status: 'critical-stock',
      location: 'Store A / Bin 4',
      quantity_in_stock: 5,
    });
  });

  it('deletes an item without movements and archives one with movements', async () => {
    const empty = await created();
    expect((await call('DELETE', `/api/inventory/${empty.id}`, manager)).json()).toEqual({
      id: empty.id,
      outcome: 'deleted',
    });
    const stocked = await created({ quantity_in_stock: 1 });
    expect((await call('DELETE', `/api/inventory/${stocked.id}`, manager)).json()).toEqual({
      id: stocked.id,
      outcome: 'archived',
    });
    const list = await call('GET', `/api/inventory?q=${stocked.item_id}`, user);
    expect(list.json().total).toBe(0);
    const adjusted = await adjust(stocked.id, { quantity: 1, mode: 'add' });
    expect(adjusted.statusCode).toBe(422);
  });
});

describe('roles', () => {
  it('lets everyone read, technicians adjust, and only managers and admins create, edit, delete and import', async () => {
    const item = await created({ quantity_in_stock: 3 });
    expect((await call('GET', '/api/inventory', undefined)).statusCode).toBe(401);
    expect((await call('GET', `/api/inventory/${item.id}`, user)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/inventory/${item.id}/adjust`, user, { quantity: 1, mode: 'add' })).statusCode,
    ).toBe(403);
    expect((await adjust(item.id, { quantity: 1, mode: 'add' })).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/inventory', technician, { item_id: code(), item_name: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/inventory/${item.id}`, technician, { item_name: 'y' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/inventory/${item.id}`, technician)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/inventory/import', technician, { csv: 'item_id,item_name\nA,B' })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/inventory/:id/adjust', () => {
  it('adds and removes with a reason; clamps a too-large remove at 0 and says so; the ledger names who and why', async () => {
    const item = await created({ quantity_in_stock: 4, min_stock_level: 2 });
    const noReason = await adjust(item.id, { quantity: 1, mode: 'remove' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'reason' })]),
    );
    const removed = await adjust(item.id, { quantity: 2, mode: 'remove', reason: 'Line 3 gearbox' });
    expect(removed.json()).toMatchObject({
      item: { quantity_in_stock: 2, status: 'low-stock' },
      clamped: false,
    });
    const clamped = await adjust(item.id, { quantity: 9, mode: 'remove', reason: 'Scrapped' });
    expect(clamped.json()).toMatchObject({
      item: { quantity_in_stock: 0, status: 'out-of-stock' },
      clamped: true,
    });
    expect(clamped.json().message).toContain('Only 2');
    const ledger = await call('GET', `/api/inventory/${item.id}/movements`, user);
    expect(ledger.json()).toMatchObject({
      total: 3,
      data: [
        { delta: -2, quantity_after: 0, reason: 'Scrapped', user_name: expect.any(String) },
        { delta: -2, quantity_after: 2, reason: 'Line 3 gearbox' },
        { delta: 4, quantity_after: 4, reason: 'Opening stock' },
      ],
    });
    const low = await call('GET', '/api/inventory/low-stock', user);
    expect(low.json().data.map((i: { id: string }) => i.id)).toContain(item.id);
  });

  it.each([
    [{ quantity: -1, mode: 'add' }],
    [{ quantity: 0, mode: 'add' }],
    [{ quantity: 'NaN', mode: 'add' }],
    [{ quantity: 1e308, mode: 'add' }],
    [{ quantity: '5', mode: 'add' }],
    [{ mode: 'add' }],
    [{ quantity: 1, mode: 'take' }],
  ])('refuses %j with a 400 and changes nothing', async (body) => {
    const item = await created({ quantity_in_stock: 3 });
    const response = await adjust(item.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 3, rows: 1 });
  });

  it('50 concurrent API adjusts on one item end exact', async () => {
    const item = await created({ quantity_in_stock: 100 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        adjust(
          item.id,
          i % 2 ? { quantity: 3, mode: 'remove', reason: 'used' } : { quantity: 1, mode: 'add' },
        ),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await stockAndLedger(t.app, item.id)).toEqual({
      quantity: 50,
      status: 'in-stock',
      ledgerSum: 50,
      rows: 51,
    });
  });
});

describe('list, facets, CSV', () => {
  it('filters by status, food grade and search, and counts per status', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    await created({ item_name: `${tag} filter`, quantity_in_stock: 0, food_grade: true });
    await created({ item_name: `${tag} seal`, quantity_in_stock: 10, min_stock_level: 2 });
    const out = await call('GET', `/api/inventory?q=${tag}&status=out-of-stock`, user);
    expect(out.json()).toMatchObject({ total: 1, data: [{ item_name: `${tag} filter` }] });
    const food = await call('GET', `/api/inventory?q=${tag}&food_grade=true`, user);
    expect(food.json().total).toBe(1);
    const facets = await call('GET', `/api/inventory/facets?q=${tag}`, user);
    expect(facets.json()).toMatchObject({ total: 2, by_status: { 'out-of-stock': 1, 'in-stock': 1 } });
    expect((await call('GET', '/api/inventory?sort=nope', user)).statusCode).toBe(400);
  });

  it('filters by several statuses at once: low, critical and out of stock (the dashboard tile)', async () => {
    const tag = `Zs${Date.now().toString(36)}`;
    await created({ item_name: `${tag} out`, quantity_in_stock: 0, min_stock_level: 2 });
    await created({ item_name: `${tag} critical`, quantity_in_stock: 1, min_stock_level: 2 });
    await created({ item_name: `${tag} low`, quantity_in_stock: 2, min_stock_level: 2 });
    await created({ item_name: `${tag} plenty`, quantity_in_stock: 9, min_stock_level: 2 });
    const low = await call(
      'GET',
      `/api/inventory?q=${tag}&status=low-stock,critical-stock,out-of-stock&sort=status`,
      user,
    );
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json().total).toBe(3);
    expect(low.json().data.map((i: { item_name: string }) => i.item_name)).toEqual([
      `${tag} out`,
      `${tag} critical`,
      `${tag} low`,
    ]);
    const csv = await call('GET', `/api/inventory/export.csv?q=${tag}&status=in-stock,out-of-stock`, user);
    expect(csv.body).toContain(`${tag} out`);
    expect(csv.body).toContain(`${tag} plenty`);
    expect(csv.body).not.toContain(`${tag} low`);
    expect((await call('GET', '/api/inventory?status=low-stock,plenty', user)).statusCode).toBe(400);
  });

  it('exports with formulas escaped, and imports: preview with per-row errors, commit upserts by item ID in one transaction', async () => {
    const evil = await created({ item_name: "=cmd|' /C calc'!A0", supplier: '+SUM(1)' });
    const csv = (
      await call('GET', `/api/inventory/export.csv?q=${encodeURIComponent(evil.item_id.toLowerCase())}`, user)
    ).body;
    expect(csv).toContain(`'=cmd|`);
    expect(csv).toContain(`'+SUM(1)`);

    const existing = await created({ quantity_in_stock: 5 });
    const newCode = code();
    const file = [
      'Item ID,Item name,Quantity in stock,Minimum stock level,Unit,Food grade,Colour',
      `${existing.item_id.toLowerCase()},Renamed belt,8,2,each,no,red`,
      `${newCode},Sight glass,1.5,1,m,yes,`,
      `,Missing code,1,0,each,no,`,
      `${newCode},Twice,1,0,each,no,`,
      `BAD-QTY-${counter},Bad,-4,0,each,no,`,
    ].join('\n');
    const preview = await call('POST', '/api/inventory/import', manager, { csv: file, mode: 'preview' });
    expect(preview.json()).toMatchObject({
      total_rows: 5,
      created: 1,
      updated: 1,
      invalid_rows: 3,
      ignored_columns: ['Colour'],
    });
    expect(preview.json().rows[2].errors[0]).toMatchObject({ field: 'item_id' });
    expect(await stockAndLedger(t.app, existing.id)).toMatchObject({ quantity: 5 });

    const commit = await call('POST', '/api/inventory/import', manager, { csv: file, mode: 'commit' });
    expect(commit.json()).toMatchObject({ mode: 'commit', created: 1, updated: 1 });
    expect(await stockAndLedger(t.app, existing.id)).toMatchObject({ quantity: 8, ledgerSum: 8, rows: 2 });
    const [made] = await t.app.ctx.db
      .select()
      .from(inventory_items)
      .where(eq(inventory_items.item_id, newCode));
    expect(made).toMatchObject({ quantity_in_stock: 1.5, unit: 'm', food_grade: true, status: 'in-stock' });
    const again = await call('POST', '/api/inventory/import', manager, { csv: file, mode: 'commit' });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('refuses a file over 10 MB and a file without the code column', async () => {
    const big = await call('POST', '/api/inventory/import', manager, {
      csv: `item_id,item_name\n${'A,'.repeat(5_300_000)}`,
      mode: 'preview',
    });
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);
    const noCode = await call('POST', '/api/inventory/import', manager, { csv: 'name\nx', mode: 'preview' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.message).toContain('item_id');
    const moves = await t.app.ctx.db.select().from(stock_movements);
    expect(moves.length).toBeGreaterThan(0);
  });
});
