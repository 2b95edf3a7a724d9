import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets, audit_log } from '../../../db/schema';
import { call, createAssetVia } from '../../../test/factories';
import { signedInCookies, useTestApp } from '../../../test/harness';

let manager: string;
let technician: string;
let user: string;
const t = useTestApp({ now: () => new Date('2026-03-10T12:00:00.000Z') });
beforeAll(async () => {
  ({ manager, technician, user } = await signedInCookies(t.app, 'manager', 'technician', 'user'));
});

const FILE = [
  'Asset ID,Asset name,Make,Site,Purchase cost,Purchase date,Status,Colour',
  'IMP-001,Bottle washer,Krones,Leeds,"12,500",01/02/2024,Operational,blue',
  'IMP-002,Labeller,Herma,Leeds,800,2023-05-01,out of service,red',
  'bad id,,,,-4,2030-01-01,broken,',
  'IMP-001,Duplicate row,,,,,,',
].join('\r\n');

const importCsv = (csv: string, mode: 'preview' | 'commit', cookie = manager) =>
  call(t.app, 'POST', '/api/assets/import', cookie, { csv, mode });
const registerCount = async () => (await t.app.ctx.db.select().from(assets)).length;

describe('POST /api/assets/import', () => {
  it('previews every row with its errors and changes nothing', async () => {
    const before = await registerCount();
    const response = await importCsv(FILE, 'preview');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      mode: 'preview',
      total_rows: 4,
      valid_rows: 2,
      invalid_rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      ignored_columns: ['Colour'],
    });
    expect(body.rows[0]).toEqual({
      row: 2,
      asset_id: 'IMP-001',
      asset_name: 'Bottle washer',
      action: 'create',
      errors: [],
    });
    expect(body.rows[2]).toMatchObject({ row: 4, action: 'invalid' });
    expect(body.rows[2].errors.map((e: { message: string }) => e.message)).toEqual([
      'Asset ID may contain only letters, digits, "-", "_", "." and "/"',
      'Asset name is required',
      'Purchase cost must not be negative',
      'Purchase date must not be in the future',
      'Status must be one of operational, maintenance, out-of-service',
    ]);
    expect(body.rows[3].errors).toEqual([
      {
        field: 'asset_id',
        message: 'Asset ID "IMP-001" appears more than once in the file (first on row 2)',
      },
    ]);
    expect(await registerCount()).toBe(before);
  });

  it('imports all valid rows in one go, audits them, and a re-import changes nothing', async () => {
    const first = await importCsv(FILE, 'commit');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mode: 'commit', created: 2, updated: 0, invalid_rows: 2 });
    const washer = (await call(t.app, 'GET', '/api/assets?asset_id=IMP-001', user)).json().data[0];
    expect(washer).toMatchObject({
      asset_name: 'Bottle washer',
      make: 'Krones',
      purchase_cost: 12500,
      purchase_date: '2024-02-01',
      status: 'operational',
    });
    const labeller = (await call(t.app, 'GET', '/api/assets?asset_id=IMP-002', user)).json().data[0];
    expect(labeller.status).toBe('out-of-service');

    const audit = await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.action, 'asset.imported'));
    expect(audit.at(-1)?.after).toMatchObject({ created: 2, invalid_rows: 2 });
    const perAsset = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'asset.created'), eq(audit_log.entity_id, washer.id)));
    expect(perAsset).toHaveLength(1);

    const before = await registerCount();
    const again = await importCsv(FILE, 'commit');
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await registerCount()).toBe(before);
  });

  it('updates the asset with the same asset ID whatever its case, keeping columns the file lacks', async () => {
    const asset = await createAssetVia(t.app, manager, {
      asset_id: 'UPD-9',
      asset_name: 'Chiller',
      make: 'Carrier',
      site: 'Hull',
    });
    const response = await importCsv('asset_id,asset_name,site\nupd-9,Blast chiller,York\n', 'commit');
    expect(response.json()).toMatchObject({ created: 0, updated: 1 });
    const read = (await call(t.app, 'GET', `/api/assets/${asset.id}`, user)).json();
    expect(read).toMatchObject({
      asset_id: 'upd-9',
      asset_name: 'Blast chiller',
      make: 'Carrier',
      site: 'York',
    });
    const [audit] = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'asset.updated'), eq(audit_log.entity_id, asset.id)));
    expect(audit.before).toMatchObject({ asset_name: 'Chiller', site: 'Hull' });
    expect(audit.after).toMatchObject({ asset_name: 'Blast chiller', site: 'York', source: 'csv_import' });
  });

  it('refuses a file it cannot read, changing nothing (400)', async () => {
    const noId = await importCsv('asset_name\nPump\n', 'commit');
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.message).toBe('The file has no "asset_id" column (Asset ID)');
    const broken = await importCsv('asset_id,asset_name\n"P-1,Pump', 'preview');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toContain('The file is not valid CSV');
    expect((await importCsv('', 'preview')).statusCode).toBe(400);
  });

  it('is for admins and managers only', async () => {
    expect((await importCsv(FILE, 'preview', technician)).statusCode).toBe(403);
    expect((await importCsv(FILE, 'preview', user)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/assets/import', undefined, { csv: FILE })).statusCode).toBe(401);
  });
});

describe('GET /api/assets/export.csv', () => {
  it('downloads every column of the filtered register as CSV, and the file imports back unchanged', async () => {
    await createAssetVia(t.app, manager, {
      asset_id: 'EXP-1',
      asset_name: 'Mixer, "spiral"',
      site: 'Export site',
      purchase_cost: 99.5,
    });
    await createAssetVia(t.app, manager, { asset_id: 'EXP-2', asset_name: 'Sifter', site: 'Other site' });
    const response = await call(t.app, 'GET', '/api/assets/export.csv?site=Export%20site', user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="assets-2026-03-10.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0].split(',').slice(0, 4)).toEqual(['id', 'asset_id', 'asset_name', 'make']);
    expect(lines[0]).toContain('parts_availability_risk');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('EXP-1,"Mixer, ""spiral"""');
    const reimport = await importCsv(response.body, 'preview');
    expect(reimport.json()).toMatchObject({ total_rows: 1, unchanged: 1, created: 0, updated: 0 });
  });

  it('needs a signed-in person (401)', async () => {
    expect((await call(t.app, 'GET', '/api/assets/export.csv')).statusCode).toBe(401);
  });
});
