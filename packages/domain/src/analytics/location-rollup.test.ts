import { describe, expect, it } from 'vitest';
import { type AssetActivity, computeAssetMetrics, NO_ACTIVITY, summarizeFleet } from './asset-metrics';
import { type RollupEntry, rollUpToLocations } from './location-rollup';

const SITE = '00000000-0000-4000-8000-000000000001';
const AREA_A = '00000000-0000-4000-8000-000000000002';
const AREA_B = '00000000-0000-4000-8000-000000000003';
const EMPTY = '00000000-0000-4000-8000-000000000004';

const entry = (overrides: Partial<AssetActivity>, ancestorIds: string[]): RollupEntry => {
  const activity = { ...NO_ACTIVITY, ...overrides };
  return { activity, metrics: computeAssetMetrics(activity, 'operational', 30), ancestor_ids: ancestorIds };
};

// A 30-day window: 720 hours, one month.
const pump = entry(
  {
    breakdowns: 1,
    critical_breakdowns: 1,
    resolved_breakdowns: 1,
    downtime_hours: 10,
    resolved_downtime_hours: 10,
    work_orders: 1,
    work_orders_with_cost: 1,
    maintenance_cost: 100,
  },
  [SITE, AREA_A],
);
const mixer = entry(
  {
    breakdowns: 2,
    critical_breakdowns: 1,
    resolved_breakdowns: 2,
    downtime_hours: 10,
    resolved_downtime_hours: 10,
    work_orders: 1,
    work_orders_with_cost: 1,
    maintenance_cost: 50,
  },
  [SITE, AREA_B],
);
const nowhere = entry({ work_orders: 1, work_orders_with_cost: 1, maintenance_cost: 1000 }, []);

describe('rolling the fleet figures up to locations', () => {
  const rolled = rollUpToLocations([SITE, AREA_A, AREA_B, EMPTY], [pump, mixer, nowhere], 30);

  it('sums a site from every asset below it: 2 assets, £150, 3 breakdowns, 20 hours down', () => {
    const site = rolled.get(SITE);
    expect(site).toMatchObject({
      asset_count: 2,
      total_maintenance_cost: 150,
      monthly_maintenance_cost: 150,
      total_breakdowns: 3,
      critical_breakdowns: 2,
      downtime_hours: 20,
      // 710 + 710 operational hours over 2 critical breakdowns; 20 resolved hours over 3 resolved breakdowns.
      mtbf_hours: 710,
      mttr_hours: 6.67,
      // Each asset was up 710 of 720 hours: 98.6 %, a whole 99 % each.
      availability: 99,
    });
    expect(site).toEqual(summarizeFleet([pump, mixer], 30));
  });

  it('gives each area only its own assets: MTTR 10 hours in A, 5 in B', () => {
    expect(rolled.get(AREA_A)).toMatchObject({ asset_count: 1, total_maintenance_cost: 100, mttr_hours: 10 });
    expect(rolled.get(AREA_B)).toMatchObject({ asset_count: 1, total_maintenance_cost: 50, mttr_hours: 5 });
  });

  it('answers a location without assets with no figures rather than zeros that look measured', () => {
    expect(rolled.get(EMPTY)).toMatchObject({
      asset_count: 0,
      availability: null,
      mtbf_hours: null,
      mttr_hours: null,
    });
  });

  it('leaves an asset without a location out of every row, and asks only for the locations given', () => {
    expect([...rolled.keys()]).toEqual([SITE, AREA_A, AREA_B, EMPTY]);
    expect(rollUpToLocations([AREA_A], [pump, mixer, nowhere], 30).get(AREA_A)?.asset_count).toBe(1);
  });
});
