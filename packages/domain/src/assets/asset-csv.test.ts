import { describe, expect, it } from 'vitest';
import { parseCsv } from '../common/csv';
import type { Asset, AssetValues } from './asset.schema';
import {
  ASSET_EXPORT_COLUMNS,
  assetExportFilename,
  assetsToCsv,
  type ExistingAssetForImport,
  planAssetImport,
  readAssetCsv,
} from './asset-csv';
import { validateAssetData } from './asset-rules';

const now = new Date('2026-03-10T12:00:00Z');

function rowsOf(text: string) {
  const result = readAssetCsv(text);
  if (!result.ok) throw new Error(result.error);
  return result;
}

function existing(values: Record<string, unknown>, overrides: Partial<ExistingAssetForImport> = {}) {
  const check = validateAssetData(values, { now });
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  const asset: ExistingAssetForImport = {
    id: 'a1',
    archived: false,
    values: check.value as AssetValues,
    ...overrides,
  };
  return new Map([[check.value.asset_id.toLowerCase(), asset]]);
}

describe('readAssetCsv', () => {
  it('maps headers by field name or label, any case, and reports the others as ignored', () => {
    const result = rowsOf('Asset ID,asset name,PURCHASE COST,Colour\r\nP-1,Pump,"1,200",red\r\n');
    expect(result.columns).toEqual(['asset_id', 'asset_name', 'purchase_cost']);
    expect(result.ignoredColumns).toEqual(['Colour']);
    expect(result.rows).toEqual([
      { row: 2, values: { asset_id: 'P-1', asset_name: 'Pump', purchase_cost: 1200 } },
    ]);
  });

  it('reads UK dates, list values in words, grades in any case, and empty cells', () => {
    const result = rowsOf(
      'asset_id,asset_name,purchase_date,status,category,criticality,condition_grade,make,status_note\n' +
        'P-1,Pump,05/04/2021,Out of service,HVAC,Critical,b,,x\n' +
        'P-2,Fan,2021-04-05,,,,,,\n',
    );
    expect(result.rows[0].values).toEqual({
      asset_id: 'P-1',
      asset_name: 'Pump',
      purchase_date: '2021-04-05',
      status: 'out-of-service',
      category: 'hvac',
      criticality: 'critical',
      condition_grade: 'B',
      make: null,
    });
    // Empty status, category and criticality take the default (or stay as they are on update).
    expect(result.rows[1].values).toEqual({
      asset_id: 'P-2',
      asset_name: 'Fan',
      purchase_date: '2021-04-05',
      condition_grade: null,
      make: null,
    });
  });

  it('refuses a file without the asset_id or asset_name column', () => {
    expect(readAssetCsv('asset_name\nPump')).toEqual({
      ok: false,
      error: 'The file has no "asset_id" column (Asset ID)',
    });
    expect(readAssetCsv('asset_id\nP-1')).toEqual({
      ok: false,
      error: 'The file has no "asset_name" column (Asset name)',
    });
  });

  it('refuses an empty file, a file with only a header, a repeated column and broken CSV', () => {
    expect(readAssetCsv('')).toEqual({ ok: false, error: 'The file is empty' });
    expect(readAssetCsv('asset_id,asset_name\r\n')).toEqual({
      ok: false,
      error: 'The file has no asset rows',
    });
    expect(readAssetCsv('asset_id,Asset ID,asset_name\nA,B,C')).toEqual({
      ok: false,
      error: 'The column "Asset ID" appears twice',
    });
    const broken = readAssetCsv('asset_id,asset_name\n"P-1,Pump');
    expect(broken.ok).toBe(false);
  });

  it('refuses more than 10,000 rows in one file', () => {
    const text = `asset_id,asset_name\n${Array.from({ length: 10_001 }, (_, i) => `A-${i},N`).join('\n')}`;
    expect(readAssetCsv(text)).toEqual({
      ok: false,
      error: 'The file has 10001 rows; import at most 10000 at a time',
    });
  });
});

describe('planAssetImport', () => {
  it('creates new assets and checks every row with the register rules', () => {
    const { rows } = rowsOf('asset_id,asset_name,purchase_cost,risk_impact\nP-1,Pump,100,3\nbad id,,-5,9\n');
    const plan = planAssetImport(rows, new Map(), { now });
    expect(plan[0]).toMatchObject({ row: 2, action: 'create', asset_id: 'P-1', errors: [], targetId: null });
    expect(plan[0].values).toMatchObject({
      asset_id: 'P-1',
      purchase_cost: 100,
      risk_impact: 3,
      status: 'operational',
    });
    expect(plan[1]).toMatchObject({ row: 3, action: 'invalid', asset_id: 'bad id', values: null });
    expect(plan[1].errors.map((e) => e.message)).toEqual([
      'Asset ID may contain only letters, digits, "-", "_", "." and "/"',
      'Asset name is required',
      'Purchase cost must not be negative',
      'Risk impact must be a whole number between 1 and 5',
    ]);
  });

  it('matches existing assets by asset ID without regard to case, keeping columns the file does not have', () => {
    const register = existing({ asset_id: 'PUMP-1', asset_name: 'Pump', make: 'Grundfos', site: 'Leeds' });
    const { rows } = rowsOf('asset_id,asset_name,site\npump-1,Brine pump,York\n');
    const [row] = planAssetImport(rows, register, { now });
    expect(row).toMatchObject({ action: 'update', targetId: 'a1' });
    expect(row.values).toMatchObject({
      asset_id: 'pump-1',
      asset_name: 'Brine pump',
      make: 'Grundfos',
      site: 'York',
    });
  });

  it('marks a row that matches its asset already as unchanged, so a re-import changes nothing', () => {
    const register = existing({ asset_id: 'PUMP-1', asset_name: 'Pump', purchase_cost: 1200 });
    const { rows } = rowsOf('asset_id,asset_name,purchase_cost\nPUMP-1,Pump,1200\n');
    expect(planAssetImport(rows, register, { now })[0]).toMatchObject({
      action: 'unchanged',
      targetId: 'a1',
    });
  });

  it('refuses a repeated asset ID in the same file, naming the first row', () => {
    const { rows } = rowsOf('asset_id,asset_name\nP-1,Pump\np-1,Other pump\n');
    const plan = planAssetImport(rows, new Map(), { now });
    expect(plan[0].action).toBe('create');
    expect(plan[1]).toMatchObject({
      action: 'invalid',
      errors: [
        { field: 'asset_id', message: 'Asset ID "p-1" appears more than once in the file (first on row 2)' },
      ],
    });
  });

  it('refuses a row naming an archived asset', () => {
    const register = existing({ asset_id: 'OLD-1', asset_name: 'Old' }, { archived: true });
    const { rows } = rowsOf('asset_id,asset_name\nOLD-1,Old\n');
    expect(planAssetImport(rows, register, { now })[0]).toMatchObject({
      action: 'invalid',
      errors: [
        {
          field: 'asset_id',
          message: 'Asset ID "OLD-1" belongs to an archived asset and cannot be imported',
        },
      ],
    });
  });

  it('applies the cross-field rules to the values it would store', () => {
    const register = existing({ asset_id: 'P-1', asset_name: 'Pump', purchase_date: '2024-01-10' });
    const { rows } = rowsOf('asset_id,asset_name,warranty_expiry\nP-1,Pump,2023-12-31\n');
    expect(planAssetImport(rows, register, { now })[0].errors).toEqual([
      { field: 'warranty_expiry', message: 'Warranty expiry must not be before the purchase date' },
    ]);
  });
});

describe('assetsToCsv', () => {
  const asset: Asset = {
    id: '5c1f4c1e-8a44-4a8e-9d7f-0f5e3a1b2c3d',
    asset_id: 'OVEN-2',
    asset_name: 'Tunnel oven, line "A"',
    make: '=cmd',
    model_variant: null,
    serial_number: null,
    e_diagram_number: null,
    description: 'two\nlines',
    oem_agent: null,
    yom: 2015,
    max_output: null,
    category: 'machinery',
    site: 'Leeds',
    location: null,
    purchase_cost: 250000.5,
    current_market_value: null,
    annual_depreciation_rate: 10,
    purchase_date: '2015-06-01',
    warranty_expiry: null,
    status: 'operational',
    criticality: 'high',
    condition_grade: 'B',
    condition_score: 80,
    risk_probability: null,
    risk_impact: null,
    parts_availability_risk: null,
    food_contact: false,
    images: [],
    featured_image_url: null,
    archived_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    down_since: null,
    location_id: null,
    location_path: [],
    parent_asset_id: null,
    parent_asset: null,
  };

  it('writes every column, and its own output imports back to the same values', () => {
    const text = assetsToCsv([asset]);
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.rows[0]).toEqual([...ASSET_EXPORT_COLUMNS]);
    expect(parsed.rows[1][2]).toBe('Tunnel oven, line "A"');
    const read = rowsOf(text);
    expect(read.ignoredColumns).toEqual(['id', 'featured_image_url', 'created_at', 'updated_at']);
    const register = existing({ ...asset });
    expect(planAssetImport(read.rows, register, { now })[0].action).toBe('unchanged');
  });

  it('names the file by date', () => {
    expect(assetExportFilename('2026-03-10')).toBe('assets-2026-03-10.csv');
  });
});
