import type { InventoryItem } from '@plantwise/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { buildInventoryFacets, buildItem, buildMovement } from '@/test/inventory-factories';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8000 });
});

type Handlers = Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

function setup(path: string, { role = 'manager', items = [buildItem()], handlers = {} as Handlers } = {}) {
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role: role as 'manager' }) }),
    'GET /api/inventory': () => ({ body: { data: items, total: items.length } }),
    'GET /api/inventory/facets': () => ({ body: buildInventoryFacets() }),
    'GET /api/assets': () => ({ body: { data: [], total: 0 } }),
    ...handlers,
  });
  return { ...renderApp(path), ...api };
}

describe('/inventory', () => {
  it('shows the status tiles and the table with quantity and unit, status and food-grade badges', async () => {
    const grease = buildItem({
      item_id: 'LUB-H1',
      item_name: 'Food-grade grease H1',
      unit: 'kg',
      quantity_in_stock: 2.5,
      min_stock_level: 2.5,
      status: 'low-stock',
      food_grade: true,
    });
    setup('/inventory', { items: [grease] });
    const row = (await screen.findByRole('button', { name: 'LUB-H1' }, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Food-grade grease H1')).toBeVisible();
    expect(within(row).getByText('2.5 kg')).toBeVisible();
    expect(within(row).getByText('Low Stock')).toBeVisible();
    expect(within(row).getByText('Food grade')).toBeVisible();
    const tiles = screen.getByRole('list', { name: 'Items by stock status' });
    expect(within(tiles).getByRole('button', { name: /All items\s*3/ })).toBeVisible();
    expect(within(tiles).getByRole('button', { name: /Out of Stock\s*1/ })).toBeVisible();
  });

  it('filters by status from a tile', async () => {
    const { user, requests } = setup('/inventory');
    await user.click(await screen.findByRole('button', { name: /Low Stock\s*1/ }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.path === '/api/inventory' && r.url.searchParams.get('status') === 'low-stock'),
      ).toBe(true),
    );
  });

  it('opens filtered to several statuses from a link (the dashboard low-stock tile)', async () => {
    const { requests } = setup('/inventory?status=low-stock,critical-stock,out-of-stock&sort=status');
    const tiles = await screen.findByRole('list', { name: 'Items by stock status' });
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/api/inventory' &&
            r.url.searchParams.get('status') === 'low-stock,critical-stock,out-of-stock',
        ),
      ).toBe(true),
    );
    for (const name of [/^Low Stock/, /^Critical Stock/, /^Out of Stock/]) {
      expect(within(tiles).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(within(tiles).getByRole('button', { name: /^In Stock/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(tiles).getByRole('button', { name: /^All items/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('adjust dialog shows the resulting quantity and status before saving, and requires a reason to remove', async () => {
    const item = buildItem({
      item_id: 'FLT-1',
      item_name: 'Air filter',
      quantity_in_stock: 6,
      min_stock_level: 5,
    });
    const adjusted: InventoryItem = { ...item, quantity_in_stock: 4, status: 'critical-stock' };
    const { user, requests } = setup('/inventory', {
      role: 'technician',
      items: [item],
      handlers: {
        [`POST /api/inventory/${item.id}/adjust`]: () => ({
          body: {
            item: adjusted,
            movement: buildMovement(adjusted, { quantity_after: 4 }),
            clamped: false,
            message: null,
          },
        }),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Air filter' }, { timeout: 10_000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Adjust stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Stock' });
    await user.type(within(dialog).getByLabelText(/Quantity/), '2');
    const preview = within(dialog).getByRole('status');
    expect(preview).toHaveTextContent('After saving: 4 each');
    expect(within(preview).getByText('Critical Stock')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(dialog).findByText('A reason is required to remove stock')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Line 3 gearbox');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust Stock' })).toBeNull());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ mode: 'remove', quantity: 2, reason: 'Line 3 gearbox' });
  });

  it('warns in the preview when a remove is larger than the stock', async () => {
    const item = buildItem({ item_name: 'Gasket', quantity_in_stock: 1, min_stock_level: 0 });
    const { user } = setup('/inventory', { role: 'technician', items: [item] });
    await user.click(await screen.findByRole('button', { name: 'Actions for Gasket' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Adjust stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Stock' });
    await user.type(within(dialog).getByLabelText(/Quantity/), '3');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Only 1 can be removed; stock stops at 0.');
  });

  it('a user sees no add, adjust, edit or delete', async () => {
    const item = buildItem({ item_name: 'Seal kit' });
    const { user } = setup('/inventory', { role: 'user', items: [item] });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Seal kit' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('menuitem', { name: 'View details' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Adjust stock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
  });

  it('the add dialog sends the item and shows the 409 on the code field', async () => {
    const { user, requests } = setup('/inventory', {
      handlers: {
        'POST /api/inventory': () => ({
          status: 409,
          body: {
            error: {
              code: 'item_id_taken',
              message: 'An item with ID "BRG-1" already exists',
              details: [{ path: 'item_id', message: 'An item with ID "BRG-1" already exists' }],
            },
          },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add item' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    await user.type(within(dialog).getByLabelText(/Item ID/), 'BRG-1');
    await user.type(within(dialog).getByLabelText(/Item name/), 'Bearing');
    await user.clear(within(dialog).getByLabelText(/Quantity in stock/));
    await user.type(within(dialog).getByLabelText(/Quantity in stock/), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText('An item with ID "BRG-1" already exists')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      item_id: 'BRG-1',
      item_name: 'Bearing',
      quantity_in_stock: 1.5,
      unit: 'each',
    });
  });

  it('the detail sheet shows the ledger with names and reasons', async () => {
    const item = buildItem({ item_id: 'BLT-9', item_name: 'V-belt', quantity_in_stock: 3 });
    const { user } = setup('/inventory', {
      items: [item],
      handlers: {
        [`GET /api/inventory/${item.id}/movements`]: () => ({
          body: {
            data: [
              buildMovement(item, { delta: -2, reason: 'Used on conveyor' }),
              buildMovement(item, {
                delta: 5,
                quantity_after: 5,
                reason: 'Opening stock',
                user_name: 'Mary Manager',
              }),
            ],
            total: 2,
          },
        }),
        [`GET /api/inventory/${item.id}/work-orders`]: () => ({ body: { data: [], total: 0 } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'BLT-9' }, { timeout: 10_000 }));
    const ledger = await screen.findByRole('list', { name: 'Stock movements' });
    expect(within(ledger).getByText('Used on conveyor')).toBeVisible();
    expect(within(ledger).getByText(/Mary Manager/)).toBeVisible();
    expect(within(ledger).getByText('-2 each')).toBeVisible();
  });

  it('?highlight={id} (a search result) shows that item, marked, and can show all again', async () => {
    const item = buildItem({ item_id: 'SEAL-LKH', item_name: 'Mechanical seal kit' });
    const { user, requests } = setup(`/inventory?highlight=${item.id}`, {
      items: [item],
      handlers: { [`GET /api/inventory/${item.id}`]: () => ({ body: item }) },
    });
    await expectVisibleText('Showing SEAL-LKH', 10_000);
    const row = (await screen.findByRole('button', { name: 'SEAL-LKH' })).closest('tr') as HTMLElement;
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(
      requests.some((r) => r.path === '/api/inventory' && r.url.searchParams.get('q') === 'SEAL-LKH'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show all items' }));
    await waitFor(() => expect(screen.queryByText('Showing SEAL-LKH')).toBeNull());
  });
});

describe('inventory CSV import', () => {
  it('previews each row by item ID with its errors, imports the valid rows, and sums up', async () => {
    const preview = {
      mode: 'preview',
      total_rows: 3,
      valid_rows: 2,
      invalid_rows: 1,
      created: 1,
      updated: 1,
      unchanged: 0,
      ignored_columns: ['bin'],
      rows: [
        { row: 2, item_id: 'BRG-6204', item_name: 'Bearing 6204', action: 'update', errors: [] },
        { row: 3, item_id: 'BLT-A42', item_name: 'V-belt A42', action: 'create', errors: [] },
        {
          row: 4,
          item_id: 'LUB-H1',
          item_name: null,
          action: 'invalid',
          errors: [{ field: 'item_name', message: 'Item name is required' }],
        },
      ],
    };
    const { user, requests } = setup('/inventory', {
      handlers: {
        'POST /api/inventory/import': ({ body }) => ({
          body: { ...preview, mode: (body as { mode: string }).mode },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import items from CSV' });
    const file = new File(['item_id,item_name,bin\nBRG-6204,Bearing 6204,A1\n'], 'stock.csv', {
      type: 'text/csv',
    });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Item name is required')).toBeVisible();
    expect(within(dialog).getByRole('columnheader', { name: 'Item ID' })).toBeVisible();
    expect(within(dialog).getByText('Columns left out (not item fields): bin')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 items' }));
    expect(
      await within(dialog).findByText(/1 item added, 1 updated, 0 unchanged, 1 row skipped with errors/),
    ).toBeVisible();
    const imports = requests.filter((r) => r.path === '/api/inventory/import');
    expect(imports.map((r) => (r.body as { mode: string }).mode)).toEqual(['preview', 'commit']);
    expect((imports[0].body as { csv: string }).csv).toContain('BRG-6204');
  });

  it('is not offered to users', async () => {
    setup('/inventory', { role: 'user', items: [buildItem({ item_id: 'LUB-H1' })] });
    expect(await screen.findByRole('button', { name: 'LUB-H1' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
  });
});
