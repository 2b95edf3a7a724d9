import type { Asset } from '@plantwise/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAssetVia, createWorkOrder } from '../../../test/factories';
import { signedInCookies, useTestApp } from '../../../test/harness';

let manager: string;
let user: string;
const t = useTestApp();
beforeAll(async () => {
  ({ manager, user } = await signedInCookies(t.app, 'manager', 'user'));
  const rows = [
    {
      asset_id: 'PMP-001',
      asset_name: 'Brine pump',
      make: 'Grundfos',
      model_variant: 'CR 10',
      site: 'Leeds',
      location: 'Brine room',
      status: 'operational',
      category: 'plumbing',
      criticality: 'high',
      condition_score: 80,
    },
    {
      asset_id: 'PMP-002',
      asset_name: 'Glaze pump',
      make: 'Grundfos',
      site: 'York',
      location: 'Line 2',
      status: 'maintenance',
      category: 'plumbing',
      criticality: 'low',
      condition_score: 40,
    },
    {
      asset_id: 'OVN-001',
      asset_name: 'Tunnel oven',
      make: 'Rademaker',
      site: 'Leeds',
      location: 'Bake hall',
      status: 'out-of-service',
      category: 'machinery',
      criticality: 'critical',
      condition_score: null,
    },
    {
      asset_id: 'CNV-010',
      asset_name: 'Cooling conveyor',
      make: 'Intralox',
      site: 'Leeds',
      location: 'Line 2',
      status: 'operational',
      category: 'conveyor',
      criticality: 'medium',
      condition_score: 95,
    },
    {
      asset_id: 'FAN-050',
      asset_name: 'Extract fan 50%',
      make: null,
      site: null,
      location: null,
      status: 'operational',
      category: 'hvac',
      criticality: 'medium',
      condition_score: 70,
    },
  ];
  for (const row of rows) await createAssetVia(t.app, manager, row);
  const archived = await createAssetVia(t.app, manager, {
    asset_id: 'OLD-001',
    asset_name: 'Old pump',
    site: 'Hull',
  });
  await createWorkOrder(t.app, archived.id);
  await call(t.app, 'DELETE', `/api/assets/${archived.id}`, manager);
});

const list = async (query = '', cookie = user) => {
  const response = await call(t.app, 'GET', `/api/assets${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Asset[]; total: number };
};
const ids = (body: { data: Asset[] }) => body.data.map((a) => a.asset_id);

describe('GET /api/assets', () => {
  it('answers {data, total}, sorted by asset ID, archived assets hidden', async () => {
    const body = await list();
    expect(body.total).toBe(5);
    expect(ids(body)).toEqual(['CNV-010', 'FAN-050', 'OVN-001', 'PMP-001', 'PMP-002']);
  });

  it('pages with limit and offset while total counts every match', async () => {
    const body = await list('?limit=2&offset=2');
    expect(body.total).toBe(5);
    expect(ids(body)).toEqual(['OVN-001', 'PMP-001']);
  });

  it('sorts by any list column in either order; criticality by severity, missing values last', async () => {
    // Tunnel oven, Glaze pump, Extract fan 50%, Cooling conveyor, Brine pump
    expect(ids(await list('?sort=asset_name&order=desc'))).toEqual([
      'OVN-001',
      'PMP-002',
      'FAN-050',
      'CNV-010',
      'PMP-001',
    ]);
    expect(ids(await list('?sort=criticality&order=desc'))).toEqual([
      'OVN-001',
      'PMP-001',
      'CNV-010',
      'FAN-050',
      'PMP-002',
    ]);
    expect(ids(await list('?sort=condition_score&order=asc'))).toEqual([
      'PMP-002',
      'FAN-050',
      'PMP-001',
      'CNV-010',
      'OVN-001',
    ]);
    expect(ids(await list('?sort=site'))).toEqual(['CNV-010', 'OVN-001', 'PMP-001', 'PMP-002', 'FAN-050']);
  });

  it('filters by text over name, asset ID, make, model and location, every word must match', async () => {
    expect(ids(await list('?q=pump'))).toEqual(['PMP-001', 'PMP-002']);
    expect(ids(await list('?q=GRUNDFOS%20line'))).toEqual(['PMP-002']);
    expect(ids(await list('?q=cr%2010'))).toEqual(['PMP-001']);
    expect(ids(await list('?q=bake'))).toEqual(['OVN-001']);
    expect(ids(await list('?q=old'))).toEqual([]);
  });

  it('treats % and _ in the text filter as plain characters', async () => {
    expect(ids(await list('?q=50%25'))).toEqual(['FAN-050']);
    expect(ids(await list('?q=%25'))).toEqual(['FAN-050']);
    expect(ids(await list('?q=_'))).toEqual([]);
  });

  it('filters by status, category, criticality, site and exact asset ID (any case)', async () => {
    expect(ids(await list('?status=operational'))).toEqual(['CNV-010', 'FAN-050', 'PMP-001']);
    expect(ids(await list('?category=plumbing'))).toEqual(['PMP-001', 'PMP-002']);
    expect(ids(await list('?criticality=critical'))).toEqual(['OVN-001']);
    expect(ids(await list('?site=Leeds&status=operational'))).toEqual(['CNV-010', 'PMP-001']);
    expect(ids(await list('?asset_id=pmp-002'))).toEqual(['PMP-002']);
  });

  it('refuses bad query values (400) and strangers (401)', async () => {
    expect((await call(t.app, 'GET', '/api/assets?limit=501', user)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/assets?status=broken', user)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/assets?sort=purchase_cost', user)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/assets')).statusCode).toBe(401);
  });
});

describe('GET /api/assets/facets', () => {
  it('counts assets per status (archived left out) and lists the sites', async () => {
    const response = await call(t.app, 'GET', '/api/assets/facets', user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 5,
      by_status: { operational: 3, maintenance: 1, 'out-of-service': 1, 'awaiting-release': 0, down: 0 },
      sites: ['Leeds', 'York'],
    });
  });

  it('counts under the other filters', async () => {
    const response = await call(t.app, 'GET', '/api/assets/facets?site=Leeds&q=pump', user);
    expect(response.json().by_status).toEqual({
      operational: 1,
      maintenance: 0,
      'out-of-service': 0,
      'awaiting-release': 0,
      down: 0,
    });
  });

  it('needs a signed-in person (401)', async () => {
    expect((await call(t.app, 'GET', '/api/assets/facets')).statusCode).toBe(401);
  });
});
