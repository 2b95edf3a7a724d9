/**
 * Work under site access (docs/decisions/site-access.md): a technician and a manager limited to Leeds see and
 * change only Leeds's breakdowns, work orders and PM tasks (and work without an asset, which is shared); York's
 * answer 404, are left out of every list and count, cannot be raised, assigned or notified across the line,
 * while people with every site see both. The routes' 404s for each row are also in route-sites.test.ts.
 */
import { ERRORS } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  files,
  maintenance_tasks,
  notification_queue,
  stock_movements,
  work_orders,
} from '../../../db/schema';
import {
  call,
  createAssetVia,
  createBreakdown,
  createInventoryItem,
  createLocationVia,
  createMaintenanceTask,
  createWorkOrder,
  fanOutBroadcasts,
  limitToSites,
  PNG,
  subscribe,
} from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();
let admin: SignedIn;
let manager: SignedIn;
let technician: SignedIn;
const place = { leeds: '', leedsPacking: '', york: '' };
const asset = { leeds: '', york: '' };
const breakdown = { leeds: '', york: '' };
const order = { leeds: '', york: '', shared: '' };
const task = { leeds: '', york: '' };

const location = (body: Record<string, unknown>) => createLocationVia(t.app, admin.cookie, body);

const ids = (body: { data: Array<{ id: string }> }) => body.data.map((row) => row.id).sort();

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  manager = await signedIn(t.app, 'manager');
  technician = await signedIn(t.app, 'technician');
  place.leeds = await location({ kind: 'site', code: 'LDS', name: 'Leeds' });
  place.leedsPacking = await location({ kind: 'area', code: 'PK', name: 'Packing', parent_id: place.leeds });
  place.york = await location({ kind: 'site', code: 'YRK', name: 'York' });
  asset.leeds = (
    await createAssetVia(t.app, admin.cookie, { asset_id: 'LDS-1', location_id: place.leedsPacking })
  ).id;
  asset.york = (await createAssetVia(t.app, admin.cookie, { asset_id: 'YRK-1', location_id: place.york })).id;
  breakdown.leeds = (await createBreakdown(t.app, asset.leeds, { title: 'Leeds motor tripped' })).id;
  breakdown.york = (await createBreakdown(t.app, asset.york, { title: 'York motor tripped' })).id;
  order.leeds = (await createWorkOrder(t.app, asset.leeds, { title: 'Leeds seal' })).id;
  order.york = (await createWorkOrder(t.app, asset.york, { title: 'York seal' })).id;
  order.shared = (await createWorkOrder(t.app, asset.leeds, { title: 'Canteen door', asset_id: null })).id;
  task.leeds = (await createMaintenanceTask(t.app, asset.leeds, { title: 'Leeds grease' })).id;
  task.york = (await createMaintenanceTask(t.app, asset.york, { title: 'York grease' })).id;
  for (const person of [manager, technician]) {
    await limitToSites(t.app, admin.cookie, person.user.id, [place.leeds]);
  }
});

describe('work for people limited to a site', () => {
  it('lists and counts only their sites, and the counts agree with the lists; everyone else sees both', async () => {
    for (const person of [manager, technician]) {
      const breakdowns = (await call(t.app, 'GET', '/api/breakdowns', person.cookie)).json();
      expect(ids(breakdowns)).toEqual([breakdown.leeds]);
      expect(breakdowns.total).toBe(1);
      const counts = (await call(t.app, 'GET', '/api/breakdowns/counts', person.cookie)).json();
      expect(counts.active).toBe(1);

      const orders = (await call(t.app, 'GET', '/api/work-orders', person.cookie)).json();
      expect(ids(orders)).toEqual([order.leeds, order.shared].sort());
      expect(orders.total).toBe(2);
      const tiles = (await call(t.app, 'GET', '/api/work-orders/counts', person.cookie)).json();
      expect(tiles.pending).toBe(2);

      const tasks = (await call(t.app, 'GET', '/api/maintenance-tasks', person.cookie)).json();
      expect(ids(tasks)).toEqual([task.leeds]);
      expect(tasks.total).toBe(1);
    }
    expect((await call(t.app, 'GET', '/api/breakdowns', admin.cookie)).json().total).toBe(2);
    expect((await call(t.app, 'GET', '/api/breakdowns/counts', admin.cookie)).json().active).toBe(2);
    expect((await call(t.app, 'GET', '/api/work-orders', admin.cookie)).json().total).toBe(3);
    expect((await call(t.app, 'GET', '/api/work-orders/counts', admin.cookie)).json().pending).toBe(3);
    expect((await call(t.app, 'GET', '/api/maintenance-tasks', admin.cookie)).json().total).toBe(2);
    // The remembered total of the limited list did not leak into the unlimited one, nor back.
    expect((await call(t.app, 'GET', '/api/work-orders', manager.cookie)).json().total).toBe(2);
  });

  it("answers 404 for another site's work, and changes nothing", async () => {
    for (const url of [
      `/api/breakdowns/${breakdown.york}`,
      `/api/work-orders/${order.york}`,
      `/api/work-orders/${order.york}/position`,
      `/api/maintenance-tasks/${task.york}`,
      `/api/maintenance-tasks/${task.york}/completions`,
    ]) {
      expect((await call(t.app, 'GET', url, technician.cookie)).statusCode, url).toBe(404);
    }
    expect((await call(t.app, 'GET', `/api/work-orders/${order.shared}`, technician.cookie)).statusCode).toBe(
      200,
    );
    const renamed = await call(t.app, 'PATCH', `/api/work-orders/${order.york}`, manager.cookie, {
      title: 'Renamed',
    });
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json().error.code).toBe(ERRORS.workOrderNotFound.code);
    const deleted = await call(t.app, 'DELETE', `/api/maintenance-tasks/${task.york}`, manager.cookie);
    expect(deleted.statusCode).toBe(404);
    const york = (await call(t.app, 'GET', `/api/work-orders/${order.york}`, admin.cookie)).json();
    expect(york.title).toBe('York seal');
    expect((await call(t.app, 'GET', `/api/maintenance-tasks/${task.york}`, admin.cookie)).statusCode).toBe(
      200,
    );
  });

  it("cannot raise work on another site's asset (404 as an unknown asset; nothing is written)", async () => {
    const before = (await call(t.app, 'GET', '/api/work-orders', admin.cookie)).json().total;
    const report = await call(t.app, 'POST', '/api/breakdowns', technician.cookie, {
      asset_id: asset.york,
      title: 'Leak',
      severity: 'high',
    });
    expect(report.statusCode).toBe(404);
    expect(report.json().error.code).toBe(ERRORS.assetNotFound.code);
    const work = await call(t.app, 'POST', '/api/work-orders', manager.cookie, {
      title: 'Seal',
      asset_id: asset.york,
      priority: 'medium',
      maintenance_type: 'corrective',
    });
    expect(work.statusCode).toBe(404);
    const pm = await call(t.app, 'POST', '/api/maintenance-tasks', manager.cookie, {
      title: 'Grease',
      asset_id: asset.york,
      type: 'preventive',
      frequency: 'monthly',
      priority: 'medium',
    });
    expect(pm.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/work-orders', admin.cookie)).json().total).toBe(before);
    expect((await call(t.app, 'GET', '/api/breakdowns', admin.cookie)).json().total).toBe(2);
    expect((await call(t.app, 'GET', '/api/maintenance-tasks', admin.cookie)).json().total).toBe(2);
    // At their own site they can.
    const own = await call(t.app, 'POST', '/api/breakdowns', technician.cookie, {
      asset_id: asset.leeds,
      title: 'Leak',
      severity: 'high',
    });
    expect(own.statusCode).toBe(201);
    await call(t.app, 'DELETE', `/api/breakdowns/${own.json().id}`, admin.cookie);
  });

  it("resets only their sites' tasks for the month", async () => {
    const at = t.app.ctx.now().toISOString();
    await t.app.ctx.db.update(maintenance_tasks).set({ last_completed_date: at });
    const reset = await call(t.app, 'POST', '/api/maintenance-tasks/reset-month', manager.cookie);
    expect(reset.json()).toEqual({ reset: 1 });
    const [york] = await t.app.ctx.db
      .select({ last: maintenance_tasks.last_completed_date })
      .from(maintenance_tasks)
      .where(eq(maintenance_tasks.id, task.york));
    expect(york.last).not.toBeNull();
  });

  it("keeps another site's work orders out of an item's ledger and usage, the stock itself shared", async () => {
    const item = await createInventoryItem(t.app, { quantity_in_stock: 10 });
    await t.app.ctx.db.insert(stock_movements).values([
      {
        inventory_item_id: item.id,
        delta: -1,
        quantity_after: 9,
        reason: 'Used',
        work_order_id: order.leeds,
      },
      { inventory_item_id: item.id, delta: -2, quantity_after: 7, reason: 'Used', work_order_id: order.york },
    ]);
    const usage = (
      await call(t.app, 'GET', `/api/inventory/${item.id}/work-orders`, technician.cookie)
    ).json();
    expect(usage.data.map((row: { work_order_id: string }) => row.work_order_id)).toEqual([order.leeds]);
    const ledger = await call(t.app, 'GET', `/api/inventory/${item.id}/movements`, technician.cookie);
    expect(ledger.json().total).toBe(3);
    expect(ledger.body).not.toContain(order.york);
    const york = await t.app.ctx.db
      .select({ number: work_orders.number })
      .from(work_orders)
      .where(eq(work_orders.id, order.york));
    expect(ledger.body).not.toContain(york[0].number);
    const everySite = await call(t.app, 'GET', `/api/inventory/${item.id}/work-orders`, admin.cookie);
    expect(everySite.json().data).toHaveLength(2);
    expect((await call(t.app, 'GET', `/api/inventory/${item.id}/movements`, admin.cookie)).body).toContain(
      order.york,
    );
  });

  it("shows an item's links only to its own sites' assets, and an edit keeps the links it could not see", async () => {
    const item = await createInventoryItem(t.app, { linked_asset_ids: [asset.leeds, asset.york] });
    const seen = (await call(t.app, 'GET', `/api/inventory/${item.id}`, manager.cookie)).json();
    expect(seen.linked_asset_ids).toEqual([asset.leeds]);
    const listed = (await call(t.app, 'GET', '/api/inventory?limit=200', manager.cookie)).body;
    expect(listed).not.toContain(asset.york);
    expect(
      (await call(t.app, 'GET', `/api/inventory?asset_id=${asset.york}`, manager.cookie)).json().total,
    ).toBe(0);
    expect((await call(t.app, 'GET', '/api/inventory/export.csv', manager.cookie)).body).not.toContain(
      asset.york,
    );
    // Linking another site's asset is refused as an unknown one; an edit of the links keeps York's.
    const yorkPress = (
      await createAssetVia(t.app, admin.cookie, { asset_id: 'YRK-2', location_id: place.york })
    ).id;
    const linkYork = await call(t.app, 'PATCH', `/api/inventory/${item.id}`, manager.cookie, {
      linked_asset_ids: [asset.leeds, yorkPress],
    });
    expect(linkYork.json().error?.code).toBe(ERRORS.linkedAssetsNotFound.code);
    const edited = await call(t.app, 'PATCH', `/api/inventory/${item.id}`, manager.cookie, {
      linked_asset_ids: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().linked_asset_ids).toEqual([]);
    const all = (await call(t.app, 'GET', `/api/inventory/${item.id}`, admin.cookie)).json();
    expect(all.linked_asset_ids).toEqual([asset.york]);
  });

  it("imports links only to their sites' assets, keeping an item's links they cannot see", async () => {
    const item = await createInventoryItem(t.app, { linked_asset_ids: [asset.york] });
    const header = 'Item ID,Item name,Quantity in stock,Minimum stock level,Unit,Food grade,Linked assets';
    const refused = await call(t.app, 'POST', '/api/inventory/import', manager.cookie, {
      csv: [header, `NEW-LNK,Seal kit,1,0,each,no,${asset.york}`].join('\n'),
      mode: 'preview',
    });
    expect(refused.json().rows[0].errors[0]).toMatchObject({ field: 'linked_asset_ids' });
    const commit = await call(t.app, 'POST', '/api/inventory/import', manager.cookie, {
      csv: [header, `${item.item_id},Seal kit,1,0,each,no,${asset.leeds}`].join('\n'),
      mode: 'commit',
    });
    expect(commit.json()).toMatchObject({ updated: 1 });
    const all = (await call(t.app, 'GET', `/api/inventory/${item.id}`, admin.cookie)).json();
    expect([...all.linked_asset_ids].sort()).toEqual([asset.leeds, asset.york].sort());
  });

  it("answers 404 for a photo of another site's breakdown", async () => {
    const [photo] = await t.app.ctx.db
      .insert(files)
      .values({
        owner_type: 'breakdown',
        owner_id: breakdown.york,
        filename: 'york.png',
        content_type: 'image/png',
        size_bytes: PNG.length,
        data: PNG,
      })
      .returning();
    expect((await call(t.app, 'GET', `/api/files/${photo.id}`, technician.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/files/${photo.id}`, admin.cookie)).statusCode).toBe(200);
  });
});

describe('people limited to a site are neither told of nor given other sites’ work', () => {
  it("is not notified of another site's breakdown, and is of their own", async () => {
    await subscribe(t.app, technician.user.id, { email: false });
    await t.app.ctx.db.delete(notification_queue);
    const york = await call(t.app, 'POST', '/api/breakdowns', admin.cookie, {
      asset_id: asset.york,
      title: 'York conveyor',
      severity: 'high',
    });
    expect(york.statusCode).toBe(201);
    await fanOutBroadcasts(t.app);
    const queued = () =>
      t.app.ctx.db
        .select({ metadata: notification_queue.metadata })
        .from(notification_queue)
        .where(eq(notification_queue.user_id, technician.user.id));
    expect(await queued()).toEqual([]);
    const leeds = await call(t.app, 'POST', '/api/breakdowns', admin.cookie, {
      asset_id: asset.leeds,
      title: 'Leeds conveyor',
      severity: 'high',
    });
    await fanOutBroadcasts(t.app);
    expect((await queued()).map((row) => (row.metadata as { breakdown_id: string }).breakdown_id)).toEqual([
      leeds.json().id,
    ]);
  });

  it("is not offered for, nor given, another site's breakdown or work", async () => {
    const people = async (assetId: string) =>
      (await call(t.app, 'GET', `/api/breakdowns/assignees?asset_id=${assetId}`, admin.cookie))
        .json()
        .data.map((p: { id: string }) => p.id);
    expect(await people(asset.york)).not.toContain(technician.user.id);
    expect(await people(asset.leeds)).toContain(technician.user.id);
    // The limited caller cannot ask about another site's asset at all.
    const probe = await call(
      t.app,
      'GET',
      `/api/breakdowns/assignees?asset_id=${asset.york}`,
      manager.cookie,
    );
    expect(probe.statusCode).toBe(404);

    const assign = await call(t.app, 'POST', `/api/breakdowns/${breakdown.york}/assign`, admin.cookie, {
      assigned_to: technician.user.id,
    });
    expect(assign.json().error?.code).toBe(ERRORS.assigneeNotFound.code);
    const work = await call(t.app, 'PATCH', `/api/work-orders/${order.york}`, admin.cookie, {
      assigned_to: technician.user.id,
    });
    expect(work.statusCode).toBe(400);
    expect(work.json().error.code).toBe(ERRORS.workOrderAssigneeNotFound.code);
    const own = await call(t.app, 'PATCH', `/api/work-orders/${order.leeds}`, admin.cookie, {
      assigned_to: technician.user.id,
    });
    expect(own.statusCode).toBe(200);
  });
});
