import type { Asset, AssetFacets } from '@plantwise/domain';

let counter = 0;

/** An asset as the API answers it, with overrides. */
export function buildAsset(overrides: Partial<Asset> = {}): Asset {
  counter += 1;
  const n = String(counter).padStart(3, '0');
  return {
    id: `00000000-0000-4000-8000-000000000${n}`,
    asset_id: `PMP-${n}`,
    asset_name: `Pump ${n}`,
    make: 'Grundfos',
    model_variant: 'CR 10',
    serial_number: null,
    e_diagram_number: null,
    description: null,
    oem_agent: null,
    yom: 2019,
    max_output: null,
    category: 'machinery',
    site: 'Leeds',
    location: 'Line 2',
    purchase_cost: 12500,
    current_market_value: null,
    annual_depreciation_rate: null,
    purchase_date: '2024-01-15',
    warranty_expiry: null,
    status: 'operational',
    down_since: null,
    criticality: 'medium',
    condition_grade: 'B',
    condition_score: 80,
    risk_probability: null,
    risk_impact: null,
    parts_availability_risk: null,
    food_contact: false,
    images: [],
    featured_image_url: null,
    archived_at: null,
    created_at: '2026-01-01T09:00:00.000Z',
    updated_at: '2026-01-01T09:00:00.000Z',
    location_id: null,
    location_path: [],
    parent_asset_id: null,
    parent_asset: null,
    ...overrides,
  };
}

export function buildFacets(overrides: Partial<AssetFacets> = {}): AssetFacets {
  return {
    total: 3,
    by_status: { operational: 2, maintenance: 1, 'out-of-service': 0, 'awaiting-release': 0, down: 0 },
    sites: ['Leeds', 'York'],
    ...overrides,
  };
}
