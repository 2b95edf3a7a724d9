import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '../maintenance/plant-time';
import { SHOWN_ASSET_STATUS_LABELS } from './asset.schema';
import { shownAssetStatus, stopsTheLine } from './asset-down';
import {
  assetFieldsNotEditableBy,
  assetIdTakenMessage,
  canManageAssets,
  checkAssetCrossFieldRules,
  isOnlyDuplicateAssetId,
  trimAssetText,
  validateAssetData,
} from './asset-rules';

const now = new Date('2026-03-10T12:00:00Z');
const valid = { asset_id: 'PUMP-001', asset_name: 'Brine pump' };
const messages = (data: unknown, options: Parameters<typeof validateAssetData>[1] = { now }) =>
  validateAssetData(data, options).errors.map((e) => e.message);

// Our own rules, since spec §5 says "Specific asset rules are not shown".
describe('validateAssetData', () => {
  it('accepts the two required fields and applies the spec defaults (status operational, category machinery, criticality medium)', () => {
    const result = validateAssetData(valid, { now });
    expect(result.ok).toBe(true);
    expect(result.value).toMatchObject({
      asset_id: 'PUMP-001',
      asset_name: 'Brine pump',
      status: 'operational',
      category: 'machinery',
      criticality: 'medium',
      make: null,
      purchase_cost: null,
    });
  });

  it('trims strings and turns empty ones into null (spec §5)', () => {
    const result = validateAssetData({ ...valid, asset_id: '  P-1 ', make: '   ', site: ' Leeds ' }, { now });
    expect(result.value).toMatchObject({ asset_id: 'P-1', make: null, site: 'Leeds' });
  });

  it('requires asset_id and asset_name, naming them in words', () => {
    expect(messages({})).toEqual(['Asset ID is required', 'Asset name is required']);
    expect(messages({ asset_id: '  ', asset_name: '' })).toEqual([
      'Asset ID is required',
      'Asset name is required',
    ]);
  });

  it('allows 1–50 letters, digits, -, _, . and / in asset_id', () => {
    expect(validateAssetData({ ...valid, asset_id: 'A/B-1_2.3' }, { now }).ok).toBe(true);
    expect(validateAssetData({ ...valid, asset_id: 'X'.repeat(50) }, { now }).ok).toBe(true);
    expect(messages({ ...valid, asset_id: 'X'.repeat(51) })).toEqual([
      'Asset ID must be 50 characters or fewer',
    ]);
    expect(messages({ ...valid, asset_id: 'PUMP 001' })).toEqual([
      'Asset ID may contain only letters, digits, "-", "_", "." and "/"',
    ]);
  });

  it('refuses an asset_id already taken, case-insensitively: Asset ID "{id}" already exists', () => {
    const taken = new Set(['pump-001']);
    expect(messages({ ...valid, asset_id: 'Pump-001' }, { now, takenAssetIds: taken })).toEqual([
      'Asset ID "Pump-001" already exists',
    ]);
    expect(assetIdTakenMessage('P-9')).toBe('Asset ID "P-9" already exists');
  });

  it('limits asset_name to 200 characters', () => {
    expect(validateAssetData({ ...valid, asset_name: 'n'.repeat(200) }, { now }).ok).toBe(true);
    expect(messages({ ...valid, asset_name: 'n'.repeat(201) })).toEqual([
      'Asset name must be 200 characters or fewer',
    ]);
  });

  it('refuses negative purchase cost and current market value', () => {
    expect(messages({ ...valid, purchase_cost: -1, current_market_value: -0.01 })).toEqual([
      'Purchase cost must not be negative',
      'Current market value must not be negative',
    ]);
    expect(validateAssetData({ ...valid, purchase_cost: 0, current_market_value: 12500.5 }, { now }).ok).toBe(
      true,
    );
  });

  it('refuses a purchase cost that is not a number', () => {
    expect(messages({ ...valid, purchase_cost: 'twelve' })).toEqual(['Purchase cost must be a number']);
    expect(messages({ ...valid, purchase_cost: Number.NaN })).toEqual(['Purchase cost must be a number']);
  });

  it('keeps the annual depreciation rate within 0–100', () => {
    expect(validateAssetData({ ...valid, annual_depreciation_rate: 0 }, { now }).ok).toBe(true);
    expect(validateAssetData({ ...valid, annual_depreciation_rate: 100 }, { now }).ok).toBe(true);
    expect(messages({ ...valid, annual_depreciation_rate: 100.5 })).toEqual([
      'Annual depreciation rate must be between 0 and 100',
    ]);
    expect(messages({ ...valid, annual_depreciation_rate: -1 })).toEqual([
      'Annual depreciation rate must be between 0 and 100',
    ]);
  });

  it('allows a year of manufacture from 1900 to next year', () => {
    expect(validateAssetData({ ...valid, yom: 1900 }, { now }).ok).toBe(true);
    expect(validateAssetData({ ...valid, yom: 2027 }, { now }).ok).toBe(true);
    expect(messages({ ...valid, yom: 1899 })).toEqual([
      'Year of manufacture must be a whole number between 1900 and 2027',
    ]);
    expect(messages({ ...valid, yom: 2028 })).toEqual([
      'Year of manufacture must be a whole number between 1900 and 2027',
    ]);
    expect(messages({ ...valid, yom: 2001.5 })).toEqual(['Year of manufacture must be a whole number']);
  });

  it('refuses a purchase date in the future, counted in UK time', () => {
    expect(validateAssetData({ ...valid, purchase_date: '2026-03-10' }, { now }).ok).toBe(true);
    expect(messages({ ...valid, purchase_date: '2026-03-11' })).toEqual([
      'Purchase date must not be in the future',
    ]);
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const lateEvening = new Date('2026-06-30T23:30:00Z');
    expect(validateAssetData({ ...valid, purchase_date: '2026-07-01' }, { now: lateEvening }).ok).toBe(true);
  });

  it('refuses a warranty expiry before the purchase date', () => {
    expect(messages({ ...valid, purchase_date: '2025-05-01', warranty_expiry: '2025-04-30' })).toEqual([
      'Warranty expiry must not be before the purchase date',
    ]);
    expect(
      validateAssetData({ ...valid, purchase_date: '2025-05-01', warranty_expiry: '2025-05-01' }, { now }).ok,
    ).toBe(true);
    expect(validateAssetData({ ...valid, warranty_expiry: '2020-01-01' }, { now }).ok).toBe(true);
  });

  it('refuses dates that are not real calendar dates', () => {
    expect(messages({ ...valid, purchase_date: '2025-02-30', warranty_expiry: '01/02/2025' })).toEqual([
      'Purchase date must be a date (YYYY-MM-DD)',
      'Warranty expiry must be a date (YYYY-MM-DD)',
    ]);
  });

  it('keeps condition score within 0–100 and risk probability and impact within 1–5', () => {
    expect(
      validateAssetData({ ...valid, condition_score: 0, risk_probability: 1, risk_impact: 5 }, { now }).ok,
    ).toBe(true);
    expect(messages({ ...valid, condition_score: 101, risk_probability: 0, risk_impact: 6 })).toEqual([
      'Condition score must be a whole number between 0 and 100',
      'Risk probability must be a whole number between 1 and 5',
      'Risk impact must be a whole number between 1 and 5',
    ]);
  });

  it('takes status, category and criticality from the fixed lists', () => {
    expect(messages({ ...valid, status: 'broken', category: 'spaceship', criticality: 'urgent' })).toEqual([
      'Category must be one of machinery, electrical, hvac, plumbing, refrigeration, conveyor, packaging, utilities, vehicle, building, it, other',
      'Status must be one of operational, maintenance, out-of-service',
      'Criticality must be one of low, medium, high, critical',
    ]);
    expect(
      validateAssetData(
        { ...valid, status: 'out-of-service', category: 'hvac', criticality: 'critical' },
        { now },
      ).ok,
    ).toBe(true);
  });

  it('reports every error at once, each with its field', () => {
    const result = validateAssetData({ asset_id: 'bad id', purchase_cost: -5, risk_impact: 9 }, { now });
    expect(result.errors).toEqual([
      { field: 'asset_id', message: 'Asset ID may contain only letters, digits, "-", "_", "." and "/"' },
      { field: 'asset_name', message: 'Asset name is required' },
      { field: 'purchase_cost', message: 'Purchase cost must not be negative' },
      { field: 'risk_impact', message: 'Risk impact must be a whole number between 1 and 5' },
    ]);
  });

  it('treats a non-object as an empty asset', () => {
    expect(messages(null)).toEqual(['Asset ID is required', 'Asset name is required']);
  });
});

describe('checkAssetCrossFieldRules', () => {
  it('ignores fields that are empty', () => {
    expect(
      checkAssetCrossFieldRules({ yom: null, purchase_date: null, warranty_expiry: null }, { now }),
    ).toEqual([]);
  });
});

describe('calendarDateIn', () => {
  it('gives the UK calendar date', () => {
    expect(calendarDateIn(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
    expect(calendarDateIn(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
  });
});

describe('isOnlyDuplicateAssetId', () => {
  it('is true only when every error is the taken asset ID', () => {
    expect(isOnlyDuplicateAssetId([{ field: 'asset_id', message: 'Asset ID "X" already exists' }])).toBe(
      true,
    );
    expect(
      isOnlyDuplicateAssetId([
        { field: 'asset_id', message: 'Asset ID "X" already exists' },
        { field: 'asset_name', message: 'Asset name is required' },
      ]),
    ).toBe(false);
    expect(isOnlyDuplicateAssetId([])).toBe(false);
  });
});

describe('who may change assets (docs/decisions/sessions-and-roles.md)', () => {
  it('lets admins and managers manage assets', () => {
    expect(canManageAssets('admin')).toBe(true);
    expect(canManageAssets('manager')).toBe(true);
    expect(canManageAssets('technician')).toBe(false);
    expect(canManageAssets('user')).toBe(false);
  });

  it('lets technicians change only status and the condition fields', () => {
    expect(
      assetFieldsNotEditableBy('technician', [
        'status',
        'condition_grade',
        'condition_score',
        'parts_availability_risk',
      ]),
    ).toEqual([]);
    expect(
      assetFieldsNotEditableBy('technician', ['condition_score', 'asset_name', 'purchase_cost']),
    ).toEqual(['asset_name', 'purchase_cost']);
    expect(assetFieldsNotEditableBy('manager', ['asset_name', 'purchase_cost'])).toEqual([]);
    expect(assetFieldsNotEditableBy('user', ['status'])).toEqual(['status']);
  });
});

describe('trimAssetText (spec §3: text fields are trimmed on read)', () => {
  it('trims text and reads blank optional text as null', () => {
    expect(
      trimAssetText({ asset_id: ' P-1 ', asset_name: ' Pump ', make: '  ', location: ' Line 2 ' }),
    ).toEqual({
      asset_id: 'P-1',
      asset_name: 'Pump',
      make: null,
      location: 'Line 2',
    });
  });
});

describe('an asset is down while a line-stopping breakdown is active', () => {
  it('shows down over any stored status, and the stored status otherwise', () => {
    expect(shownAssetStatus({ status: 'operational', down_since: '2026-11-25T08:00:00.000Z' })).toBe('down');
    expect(shownAssetStatus({ status: 'maintenance', down_since: '2026-11-25T08:00:00.000Z' })).toBe('down');
    expect(shownAssetStatus({ status: 'operational', down_since: null })).toBe('operational');
    expect(SHOWN_ASSET_STATUS_LABELS.down).toBe('Down');
  });
  it('counts only an active critical ("line stopped") breakdown', () => {
    expect(stopsTheLine({ severity: 'critical', status: 'reported' })).toBe(true);
    expect(stopsTheLine({ severity: 'critical', status: 'assigned' })).toBe(true);
    expect(stopsTheLine({ severity: 'critical', status: 'resolved' })).toBe(false);
    expect(stopsTheLine({ severity: 'critical', status: 'cancelled' })).toBe(false);
    expect(stopsTheLine({ severity: 'high', status: 'reported' })).toBe(false);
  });
});
