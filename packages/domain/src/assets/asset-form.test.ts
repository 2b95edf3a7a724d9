import { describe, expect, it } from 'vitest';
import type { Asset } from './asset.schema';
import {
  ASSET_MESSAGES,
  assetErrorsByField,
  assetFormSchema,
  assetFormToPayload,
  assetToFormValues,
  changedAssetFields,
  EMPTY_ASSET_FORM,
  joinValidationErrors,
  parseNumberInput,
  trimToNull,
  validationServiceErrorMessage,
} from './asset-form';

const now = new Date('2026-03-10T12:00:00Z');

// Spec §5 "Asset add and edit first call a server validation service."
describe('the spec §5 client flow', () => {
  it("words a failed validation call as 'Validation service error: {message}'", () => {
    expect(validationServiceErrorMessage('Network down')).toBe('Validation service error: Network down');
  });

  it("joins the validation errors with commas, default 'Validation failed'", () => {
    expect(
      joinValidationErrors([{ message: 'Asset ID is required' }, { message: 'Asset name is required' }]),
    ).toBe('Asset ID is required, Asset name is required');
    expect(joinValidationErrors([])).toBe('Validation failed');
    expect(joinValidationErrors(undefined)).toBe('Validation failed');
    expect(joinValidationErrors([{ message: '' }])).toBe('Validation failed');
  });

  it('trims strings and turns empty ones into null', () => {
    expect(trimToNull('  Line 3 ')).toBe('Line 3');
    expect(trimToNull('   ')).toBeNull();
    expect(trimToNull(undefined)).toBeNull();
  });

  it('parses purchase cost as a number, empty becomes null', () => {
    expect(parseNumberInput('12500')).toBe(12500);
    expect(parseNumberInput(' £12,500.50 ')).toBe(12500.5);
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('  ')).toBeNull();
    expect(parseNumberInput('twelve')).toBeNaN();
    expect(parseNumberInput('-3')).toBe(-3);
  });

  it('turns the form into the payload the validation service and the API receive', () => {
    const payload = assetFormToPayload({
      ...EMPTY_ASSET_FORM,
      asset_id: ' MIX-01 ',
      asset_name: ' Mixer ',
      purchase_cost: '1,500',
      yom: '2019',
      make: '',
    });
    expect(payload).toMatchObject({
      asset_id: 'MIX-01',
      asset_name: 'Mixer',
      purchase_cost: 1500,
      yom: 2019,
      make: null,
      status: 'operational',
      category: 'machinery',
      criticality: 'medium',
      condition_score: null,
    });
  });
});

describe('spec §8 Assets toasts', () => {
  it('has the spec texts', () => {
    expect(ASSET_MESSAGES.added).toBe('Asset added successfully');
    expect(ASSET_MESSAGES.updated).toBe('Asset updated successfully');
    expect(ASSET_MESSAGES.deleted).toBe('Asset deleted successfully');
    expect(ASSET_MESSAGES.addFailed('x')).toBe('Failed to add asset: x');
    expect(ASSET_MESSAGES.updateFailed('x')).toBe('Failed to update asset: x');
    expect(ASSET_MESSAGES.deleteFailed('x')).toBe('Failed to delete asset: x');
  });
});

describe('assetFormSchema', () => {
  const schema = assetFormSchema({ now });

  it('gives the same messages as the server, on the right fields', () => {
    const result = schema.safeParse({
      ...EMPTY_ASSET_FORM,
      asset_id: 'A 1',
      purchase_cost: 'abc',
      purchase_date: '2026-04-01',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['asset_id', 'Asset ID may contain only letters, digits, "-", "_", "." and "/"'],
        ['asset_name', 'Asset name is required'],
        ['purchase_cost', 'Purchase cost must be a number'],
      ]),
    );
  });

  it('checks the cross-field rules once the fields are valid', () => {
    const result = schema.safeParse({
      ...EMPTY_ASSET_FORM,
      asset_id: 'A-1',
      asset_name: 'Oven',
      purchase_date: '2025-05-02',
      warranty_expiry: '2025-05-01',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['warranty_expiry', 'Warranty expiry must not be before the purchase date'],
    ]);
  });

  it('outputs the API payload', () => {
    const result = schema.parse({
      ...EMPTY_ASSET_FORM,
      asset_id: 'A-1',
      asset_name: 'Oven',
      purchase_cost: '£2,000',
    });
    expect(result).toMatchObject({ asset_id: 'A-1', asset_name: 'Oven', purchase_cost: 2000, make: null });
  });
});

const asset: Asset = {
  id: '5c1f4c1e-8a44-4a8e-9d7f-0f5e3a1b2c3d',
  asset_id: 'OVEN-2',
  asset_name: 'Tunnel oven',
  make: 'Rademaker',
  model_variant: null,
  serial_number: null,
  e_diagram_number: null,
  description: null,
  oem_agent: null,
  yom: 2015,
  max_output: null,
  category: 'machinery',
  site: 'Leeds',
  location: null,
  purchase_cost: 250000,
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
  updated_at: '2026-01-01T00:00:00.000Z',
  down_since: null,
  location_id: null,
  location_path: [],
  parent_asset_id: null,
  parent_asset: null,
};

describe('editing', () => {
  it('fills the form from an asset and sends only what changed', () => {
    const values = assetToFormValues(asset);
    expect(values).toMatchObject({
      asset_id: 'OVEN-2',
      yom: '2015',
      purchase_cost: '250000',
      make: 'Rademaker',
      location: '',
    });
    const next = assetFormSchema({ now }).parse({ ...values, condition_score: '65', location: ' Bay 4 ' });
    expect(changedAssetFields(asset, next)).toEqual({ condition_score: 65, location: 'Bay 4' });
  });

  it('maps server errors onto fields by field or by path', () => {
    expect(
      assetErrorsByField([
        { field: 'asset_id', message: 'Asset ID "X" already exists' },
        { path: 'purchase_cost', message: 'Purchase cost must not be negative' },
        { path: '', message: 'Send at least one field to change' },
      ]),
    ).toEqual({
      asset_id: 'Asset ID "X" already exists',
      purchase_cost: 'Purchase cost must not be negative',
    });
  });
});
