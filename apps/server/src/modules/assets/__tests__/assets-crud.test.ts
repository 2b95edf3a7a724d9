import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../../db/schema';
import {
  auditOf as auditOfEntity,
  buildAssetBody,
  call,
  createAssetVia,
  createBreakdown,
  createMaintenanceTask,
  createWorkOrder,
  postAsset,
} from '../../../test/factories';
import { signedInCookies, useTestApp } from '../../../test/harness';

const NOW = new Date('2026-03-10T12:00:00.000Z');
let manager: string;
let admin: string;
let technician: string;
let user: string;
const t = useTestApp({ now: () => NOW });
beforeAll(async () => {
  ({ manager, admin, technician, user } = await signedInCookies(
    t.app,
    'manager',
    'admin',
    'technician',
    'user',
  ));
});

const auditOf = (id: string) => auditOfEntity(t.app, 'asset', id);

describe('POST /api/assets', () => {
  it('adds an asset with the spec defaults, text trimmed and empty text stored as null, and audits it', async () => {
    const response = await call(t.app, 'POST', '/api/assets', manager, {
      asset_id: '  MIX-001 ',
      asset_name: ' Dough mixer ',
      make: '  ',
      site: ' Leeds ',
      purchase_cost: 12500,
      purchase_date: '2024-01-15',
      warranty_expiry: '2027-01-15',
    });
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset).toMatchObject({
      asset_id: 'MIX-001',
      asset_name: 'Dough mixer',
      make: null,
      site: 'Leeds',
      purchase_cost: 12500,
      status: 'operational',
      category: 'machinery',
      criticality: 'medium',
      images: [],
      featured_image_url: null,
      archived_at: null,
      created_at: NOW.toISOString(),
    });
    const audit = await auditOf(asset.id);
    expect(audit.map((a) => a.action)).toEqual(['asset.created']);
    expect(audit[0].after).toMatchObject({ asset_id: 'MIX-001', purchase_cost: 12500 });
  });

  it('lets an admin add assets too', async () => {
    expect((await postAsset(t.app, admin)).statusCode).toBe(201);
  });

  it('refuses technicians and users (403) and strangers (401), adding nothing', async () => {
    const body = buildAssetBody();
    expect((await call(t.app, 'POST', '/api/assets', technician, body)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/assets', user, body)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/assets', undefined, body)).statusCode).toBe(401);
    const rows = await t.app.ctx.db.select().from(assets).where(eq(assets.asset_id, body.asset_id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a missing asset name with a message naming the field (400)', async () => {
    const response = await call(t.app, 'POST', '/api/assets', manager, { asset_id: 'X-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'asset_name', message: 'Asset name is required' }],
    });
  });

  it('refuses out-of-range numbers and unknown list values, each naming its field', async () => {
    const response = await postAsset(t.app, manager, { purchase_cost: -1, risk_impact: 6, status: 'broken' });
    expect(response.statusCode).toBe(400);
    const messages = response.json().error.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Purchase cost must not be negative',
        'Risk impact must be a whole number between 1 and 5',
        'Status must be one of operational, maintenance, out-of-service',
      ]),
    );
  });

  it('refuses a purchase date in the future and a warranty before the purchase date (400, all at once)', async () => {
    const response = await postAsset(t.app, manager, {
      purchase_date: '2026-03-11',
      warranty_expiry: '2026-03-01',
      yom: 2028,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      message:
        'Year of manufacture must be a whole number between 1900 and 2027, Purchase date must not be in the future, Warranty expiry must not be before the purchase date',
      details: [
        { path: 'yom', message: 'Year of manufacture must be a whole number between 1900 and 2027' },
        { path: 'purchase_date', message: 'Purchase date must not be in the future' },
        { path: 'warranty_expiry', message: 'Warranty expiry must not be before the purchase date' },
      ],
    });
  });

  it('refuses a taken asset ID whatever its case: Asset ID "{id}" already exists (409)', async () => {
    await createAssetVia(t.app, manager, { asset_id: 'OVEN-7' });
    const response = await postAsset(t.app, manager, { asset_id: 'oven-7' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'asset_id_taken',
      message: 'Asset ID "oven-7" already exists',
      details: [{ path: 'asset_id', message: 'Asset ID "oven-7" already exists' }],
    });
  });
});

describe('POST /api/assets/validate', () => {
  it('answers valid for a good asset', async () => {
    const response = await call(t.app, 'POST', '/api/assets/validate', manager, {
      asset_data: { asset_id: 'NEW-1', asset_name: 'New', purchase_cost: 10 },
      is_edit: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, errors: [] });
  });

  it('answers every error with its message and field, without refusing the call', async () => {
    const taken = await createAssetVia(t.app, manager, { asset_id: 'VAL-1' });
    const response = await call(t.app, 'POST', '/api/assets/validate', manager, {
      asset_data: { asset_id: 'val-1', asset_name: '', purchase_cost: -5 },
      is_edit: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: false,
      errors: [
        { field: 'asset_id', message: 'Asset ID "val-1" already exists' },
        { field: 'asset_name', message: 'Asset name is required' },
        { field: 'purchase_cost', message: 'Purchase cost must not be negative' },
      ],
    });
    // On edit, the asset's own ID is not taken.
    const edit = await call(t.app, 'POST', '/api/assets/validate', manager, {
      asset_data: { asset_id: 'VAL-1', asset_name: 'Same' },
      is_edit: true,
      existing_asset_id: taken.id,
    });
    expect(edit.json()).toEqual({ valid: true, errors: [] });
  });

  it('is open to technicians (they edit condition fields) but not to users or strangers', async () => {
    const body = { asset_data: { asset_id: 'A', asset_name: 'B' } };
    expect((await call(t.app, 'POST', '/api/assets/validate', technician, body)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/assets/validate', user, body)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/assets/validate', undefined, body)).statusCode).toBe(401);
  });

  it('refuses a call without asset_data (400)', async () => {
    expect((await call(t.app, 'POST', '/api/assets/validate', manager, { is_edit: false })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/assets/:id', () => {
  it('shows an asset to every signed-in role', async () => {
    const asset = await createAssetVia(t.app, manager);
    const response = await call(t.app, 'GET', `/api/assets/${asset.id}`, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(asset);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 for strangers', async () => {
    expect(
      (await call(t.app, 'GET', '/api/assets/00000000-0000-4000-8000-000000000000', user)).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/assets/not-a-uuid', user)).statusCode).toBe(400);
    const asset = await createAssetVia(t.app, manager);
    expect((await call(t.app, 'GET', `/api/assets/${asset.id}`)).statusCode).toBe(401);
  });

  it('trims text on read, even when a row was stored untrimmed', async () => {
    const asset = await createAssetVia(t.app, manager);
    await t.app.ctx.db
      .update(assets)
      .set({ location: '  Bay 4  ', make: '   ' })
      .where(eq(assets.id, asset.id));
    const read = (await call(t.app, 'GET', `/api/assets/${asset.id}`, user)).json();
    expect(read).toMatchObject({ location: 'Bay 4', make: null });
  });
});

describe('PATCH /api/assets/:id', () => {
  it('changes only the supplied fields and audits before and after', async () => {
    const asset = await createAssetVia(t.app, manager, { site: 'Leeds', make: 'Hobart' });
    const response = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager, {
      asset_name: 'Spiral mixer',
      site: 'York',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ asset_name: 'Spiral mixer', site: 'York', make: 'Hobart' });
    const audit = (await auditOf(asset.id)).filter((a) => a.action === 'asset.updated');
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toEqual({ asset_name: asset.asset_name, site: 'Leeds' });
    expect(audit[0].after).toEqual({ asset_name: 'Spiral mixer', site: 'York' });
  });

  it('lets a technician change status and the condition fields', async () => {
    const asset = await createAssetVia(t.app, manager);
    const response = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, technician, {
      status: 'maintenance',
      condition_grade: 'C',
      condition_score: 64,
      parts_availability_risk: 'high',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'maintenance',
      condition_grade: 'C',
      condition_score: 64,
      parts_availability_risk: 'high',
    });
  });

  it('refuses a technician changing anything else (403), changing nothing', async () => {
    const asset = await createAssetVia(t.app, manager);
    const response = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, technician, {
      condition_score: 50,
      purchase_cost: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Technicians may change only the status, condition grade, condition score and parts availability risk of an asset',
    );
    expect((await call(t.app, 'GET', `/api/assets/${asset.id}`, user)).json().condition_score).toBeNull();
  });

  it('refuses users (403) and strangers (401)', async () => {
    const asset = await createAssetVia(t.app, manager);
    expect(
      (await call(t.app, 'PATCH', `/api/assets/${asset.id}`, user, { status: 'maintenance' })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'PATCH', `/api/assets/${asset.id}`, undefined, { status: 'maintenance' }))
        .statusCode,
    ).toBe(401);
  });

  it('checks the rules against the stored asset: a warranty before the stored purchase date (400)', async () => {
    const asset = await createAssetVia(t.app, manager, { purchase_date: '2025-06-01' });
    const response = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager, {
      warranty_expiry: '2025-05-31',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Warranty expiry must not be before the purchase date');
  });

  it("refuses another asset's ID (409) but accepts its own in another case", async () => {
    await createAssetVia(t.app, manager, { asset_id: 'FAN-1' });
    const asset = await createAssetVia(t.app, manager, { asset_id: 'FAN-2' });
    const clash = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager, { asset_id: 'fan-1' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('Asset ID "fan-1" already exists');
    const own = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager, { asset_id: 'fan-2' });
    expect(own.statusCode).toBe(200);
    expect(own.json().asset_id).toBe('fan-2');
  });

  it('refuses an empty change (400), an unknown asset (404) and a malformed id (400)', async () => {
    const asset = await createAssetVia(t.app, manager);
    expect((await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager, {})).statusCode).toBe(400);
    expect(
      (await call(t.app, 'PATCH', '/api/assets/00000000-0000-4000-8000-000000000000', manager, { site: 'X' }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'PATCH', '/api/assets/nope', manager, { site: 'X' })).statusCode).toBe(400);
  });

  it('writes no audit row when nothing changes', async () => {
    const asset = await createAssetVia(t.app, manager, { site: 'Hull' });
    expect(
      (await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager, { site: 'Hull' })).statusCode,
    ).toBe(200);
    expect((await auditOf(asset.id)).map((a) => a.action)).toEqual(['asset.created']);
  });
});

describe('DELETE /api/assets/:id', () => {
  it('erases an asset without records and says so', async () => {
    const asset = await createAssetVia(t.app, manager);
    const response = await call(t.app, 'DELETE', `/api/assets/${asset.id}`, manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: asset.id,
      asset_id: asset.asset_id,
      result: 'deleted',
      message: 'Asset deleted successfully',
    });
    expect((await call(t.app, 'GET', `/api/assets/${asset.id}`, user)).statusCode).toBe(404);
    expect((await auditOf(asset.id)).map((a) => a.action)).toEqual(['asset.created', 'asset.deleted']);
  });

  it.each([
    ['a work order', createWorkOrder],
    ['a breakdown', createBreakdown],
    ['a maintenance task', createMaintenanceTask],
  ])(
    'archives instead of erasing an asset with %s: hidden from the list, still readable',
    async (_what, add) => {
      const asset = await createAssetVia(t.app, manager);
      await add(t.app, asset.id);
      const response = await call(t.app, 'DELETE', `/api/assets/${asset.id}`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        result: 'archived',
        message: `Asset "${asset.asset_id}" has work orders, breakdowns or maintenance tasks, so it was archived instead of deleted`,
      });
      const read = await call(t.app, 'GET', `/api/assets/${asset.id}`, user);
      expect(read.json().archived_at).toBe(NOW.toISOString());
      const list = await call(t.app, 'GET', `/api/assets?asset_id=${asset.asset_id}`, user);
      expect(list.json()).toEqual({ data: [], total: 0 });
      expect((await auditOf(asset.id)).map((a) => a.action)).toContain('asset.archived');
    },
  );

  it('refuses to change or delete an archived asset again (409)', async () => {
    const asset = await createAssetVia(t.app, manager);
    await createWorkOrder(t.app, asset.id);
    await call(t.app, 'DELETE', `/api/assets/${asset.id}`, manager);
    const again = await call(t.app, 'DELETE', `/api/assets/${asset.id}`, manager);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Asset "${asset.asset_id}" is already archived`);
    const edit = await call(t.app, 'PATCH', `/api/assets/${asset.id}`, manager, { site: 'X' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(`Asset "${asset.asset_id}" is archived and cannot be changed`);
  });

  it('keeps the asset ID of an archived asset taken', async () => {
    const asset = await createAssetVia(t.app, manager);
    await createMaintenanceTask(t.app, asset.id);
    await call(t.app, 'DELETE', `/api/assets/${asset.id}`, manager);
    const response = await postAsset(t.app, manager, { asset_id: asset.asset_id });
    expect(response.statusCode).toBe(409);
  });

  it('refuses technicians and users (403), strangers (401) and unknown assets (404)', async () => {
    const asset = await createAssetVia(t.app, manager);
    expect((await call(t.app, 'DELETE', `/api/assets/${asset.id}`, technician)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/assets/${asset.id}`, user)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/assets/${asset.id}`)).statusCode).toBe(401);
    expect(
      (await call(t.app, 'DELETE', '/api/assets/00000000-0000-4000-8000-000000000000', manager)).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/assets/${asset.id}`, user)).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the asset routes from their schemas', async () => {
    const doc = (await call(t.app, 'GET', '/api/openapi.json')).json();
    expect(doc.paths['/api/assets'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'status', 'sort', 'limit']),
    );
    expect(doc.paths['/api/assets'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/assets/{id}'].patch).toBeDefined();
    expect(doc.paths['/api/assets/import'].post).toBeDefined();
  });
});
