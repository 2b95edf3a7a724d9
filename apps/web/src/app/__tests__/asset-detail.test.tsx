import { assessFleet, assetDetail, sampleWeibull, seededRandom } from '@plantwise/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAsset, buildFacets } from '@/test/asset-factories';
import { buildSession } from '@/test/factories';
import { apiError, type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { buildItem } from '@/test/inventory-factories';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

// the test DOM cannot draw on a canvas; the label's payload is what matters here.
const qr = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('qrcode', () => ({
  default: {
    toDataURL: async (text: string) => {
      qr.texts.push(text);
      return 'data:image/png;base64,iVBORw0KGgo=';
    },
  },
}));

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

type Handlers = Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

const performance = (asset: { id: string; asset_id: string; asset_name: string }) => ({
  metrics: {
    id: asset.id,
    asset_id: asset.asset_id,
    asset_name: asset.asset_name,
    site: null,
    category: 'machinery',
    status: 'operational',
    window_days: 180,
    window_hours: 4320,
    generated_at: '2026-03-31T00:00:00.000Z',
    availability: 94,
    mtbf_hours: 324,
    mttr_hours: 48,
    health_score: 72,
    condition_grade: 'C',
    risk_level: 'medium',
    total_maintenance_cost: 1250.4,
    average_cost_per_breakdown: 625.2,
    monthly_maintenance_cost: 208.4,
    total_work_orders: 3,
    completed_work_orders: 2,
    pending_work_orders: 1,
    overdue_work_orders: 0,
    completion_rate: 66.7,
    total_breakdowns: 2,
    critical_breakdowns: 1,
    unresolved_breakdowns: 0,
    resolved_breakdowns: 2,
    average_repair_time: 3,
    breakdown_frequency: 0.33,
    utilization_rate: 89,
    operational_hours: 4248,
    maintenance_hours: 6,
    downtime_hours: 72,
    failure_rate: 0.2354,
    data_quality_score: 100,
    has_data: true,
  },
  last_maintenance_date: '2026-03-01T10:00:00.000Z',
  next_due_date: null,
  simple: {
    window_hours: 720,
    uptime: 92.5,
    efficiency: 90,
    breakdowns_in_window: 2,
    downtime_hours_in_window: 54,
  },
  condition_recorded_at: '2026-01-12T09:00:00.000Z',
});

const NOW = Date.UTC(2026, 2, 31);
const H = 3_600_000;

/** The reliability model's answer for an asset with 12 breakdowns that wear out around 300 hours. */
function predictive(asset: { id: string; asset_id: string; asset_name: string }) {
  const random = seededRandom(7);
  const gaps = Array.from({ length: 12 }, () => sampleWeibull(random, 4, 300));
  const start = NOW - (gaps.reduce((s, g) => s + g + 1, 0) + 200) * H;
  let cursor = start;
  const fleet = assessFleet(
    [
      {
        id: asset.id,
        asset_id: asset.asset_id,
        asset_name: asset.asset_name,
        category: 'machinery',
        site: null,
        observed_from: start,
        breakdowns: gaps.map((g) => {
          const span = { start: cursor + g * H, end: cursor + (g + 1) * H };
          cursor = span.end;
          return span;
        }),
        current_pm_interval_days: null,
      },
    ],
    NOW,
  );
  return assetDetail(fleet.get(asset.id) as never, NOW);
}

function setup(asset = buildAsset(), { role = 'manager', handlers = {} as Handlers } = {}) {
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role: role as 'manager' }) }),
    'GET /api/assets/facets': () => ({ body: buildFacets() }),
    [`GET /api/assets/${asset.id}`]: () => ({ body: asset }),
    [`GET /api/assets/${asset.id}/history`]: () => ({ body: { data: [], total: 0 } }),
    [`GET /api/assets/${asset.id}/performance`]: () => ({ body: performance(asset) }),
    [`GET /api/assets/${asset.id}/images`]: () => ({ body: { data: [], total: 0 } }),
    [`GET /api/predictive/assets/${asset.id}`]: () => ({ body: predictive(asset) }),
    'GET /api/inventory': () => ({ body: { data: [], total: 0 } }),
    ...handlers,
  });
  return { ...renderApp(`/assets/${asset.id}`), ...api, asset };
}

describe('/assets/:assetId', () => {
  it('lists the parts linked to the asset, each linking to its row in /inventory', async () => {
    const asset = buildAsset({ asset_name: 'Spiral cooler' });
    const bearing = buildItem({
      item_id: 'BRG-6205',
      item_name: 'Bearing 6205',
      status: 'low-stock',
      food_grade: true,
    });
    const { requests } = setup(asset, {
      handlers: { 'GET /api/inventory': () => ({ body: { data: [bearing], total: 1 } }) },
    });
    const parts = await screen.findByRole('region', { name: 'Parts' });
    const link = await within(parts).findByRole('link', { name: /BRG-6205/ });
    expect(link).toHaveAttribute('href', `/inventory?highlight=${bearing.id}`);
    expect(within(parts).getByText('Low Stock')).toBeVisible();
    expect(requests.find((r) => r.path === '/api/inventory')?.url.searchParams.get('asset_id')).toBe(
      asset.id,
    );
  });

  it('shows every field, the performance figures and an empty history', async () => {
    const asset = buildAsset({
      asset_name: 'Tunnel oven',
      purchase_cost: 250000.6,
      warranty_expiry: '2027-06-30',
    });
    setup(asset);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tunnel oven' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Financial' });
    expect(within(details).getByText('£250,001')).toBeVisible();
    expect(within(details).getByText('30 Jun 2027')).toBeVisible();
    const figures = await screen.findByLabelText('Asset analytics, last 180 days');
    expect(within(figures).getByText('94.0%')).toBeVisible();
    expect(within(figures).getByText('Utilisation (availability − 5)')).toBeVisible();
    expect(within(figures).getByText('£1,250')).toBeVisible();
    expect(within(figures).getByText('13 d 12 h')).toBeVisible(); // MTBF 324 hours
    // The spec's simple figures stay, apart and labelled as the last 30 days.
    const simple = screen.getByRole('region', { name: 'Simple figures, last 30 days' });
    expect(within(simple).getByText('Uptime (30 days)')).toBeVisible();
    expect(within(simple).getByText('92.5%')).toBeVisible();
    expect(
      await screen.findByText('No work orders, breakdowns or maintenance tasks for this asset yet.'),
    ).toBeVisible();
    await expectVisibleText('No images of this asset yet.');
  });

  it('shows the inspected condition, the computed health score and the 30-day failure probability together, each named and linked', async () => {
    const asset = buildAsset({ asset_name: 'Spiral mixer', condition_grade: 'D', condition_score: 61 });
    setup(asset);
    const block = await screen.findByLabelText('Condition, health and failure risk');
    const expected = Math.round((predictive(asset).failure_probability_30d ?? 0) * 100);
    expect(within(block).getByText('Inspected condition')).toBeVisible();
    expect(within(block).getByText('Grade D · 61/100')).toBeVisible();
    expect(await within(block).findByText('72 · Grade C')).toBeVisible();
    expect(within(block).getByText(/Recorded 12 Jan 2026/)).toBeVisible();
    expect(within(block).getByText(/Medium risk\. From the last 180 days/)).toBeVisible();
    expect(await within(block).findByText(`${expected}%`)).toBeVisible();
    expect(within(block).getByText(/from 12 failures/)).toBeVisible();
    expect(within(block).getByRole('link', { name: 'Asset analytics' })).toHaveAttribute(
      'href',
      `/analytics?highlight=${asset.id}`,
    );
    expect(within(block).getByRole('link', { name: 'Predictive AI' })).toHaveAttribute(
      'href',
      `/predictive-ai?asset=${asset.id}`,
    );
    // Each figure appears once on the page.
    expect(screen.getAllByText('72 · Grade C')).toHaveLength(1);
  });

  it('prints a QR label carrying assetId, the /assets?asset={id} url and a timestamp', async () => {
    const asset = buildAsset({
      asset_id: 'OVN-9',
      asset_name: 'Oven nine',
      location_path: [
        { id: '00000000-0000-4000-a000-0000000000a1', name: 'Leeds' },
        { id: '00000000-0000-4000-a000-0000000000a2', name: 'Bakery' },
      ],
    });
    setup(asset);
    const label = await screen.findByRole('img', { name: 'QR code for asset OVN-9' });
    expect(label.closest('figure')?.textContent).toContain('Oven nine');
    // The location path on the label starts at the site.
    expect(label.closest('figure')?.textContent).toContain('Leeds › Bakery');
    const payload = JSON.parse(qr.texts.at(-1) ?? '{}');
    expect(payload).toMatchObject({
      assetId: 'OVN-9',
      url: `${window.location.origin}/assets?asset=${asset.id}`,
    });
    expect(Number.isNaN(Date.parse(payload.timestamp))).toBe(false);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    screen.getByRole('button', { name: 'Print label' }).click();
    expect(print).toHaveBeenCalled();
    expect(document.body.classList.contains('printing-asset-label')).toBe(true);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.classList.contains('printing-asset-label')).toBe(false);
  });

  it('lists the history newest first with links to the records', async () => {
    const asset = buildAsset();
    setup(asset, {
      handlers: {
        [`GET /api/assets/${asset.id}/history`]: () => ({
          body: {
            total: 2,
            data: [
              {
                type: 'breakdown',
                id: '11111111-1111-4111-8111-111111111111',
                title: 'Belt snapped',
                status: 'resolved',
                date: '2026-03-20T06:00:00.000Z',
                priority: 'critical',
                cost: null,
                downtime_hours: 4,
              },
              {
                type: 'work_order',
                id: '22222222-2222-4222-8222-222222222222',
                title: 'Fit guard',
                status: 'pending',
                date: '2026-03-01T09:00:00.000Z',
                priority: 'high',
                cost: 150,
                downtime_hours: null,
              },
            ],
          },
        }),
      },
    });
    const history = await screen.findByRole('list', { name: 'Asset history' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0].textContent).toContain('Belt snapped');
    expect(items[0].textContent).toContain('Downtime 4 h');
    expect(within(items[1]).getByRole('link', { name: 'Fit guard' }).getAttribute('href')).toBe(
      '/work-orders?highlight=22222222-2222-4222-8222-222222222222',
    );
  });

  it('lets a manager choose the featured image and confirms deleting one', async () => {
    const asset = buildAsset();
    const images = [
      {
        id: '33333333-3333-4333-8333-333333333333',
        url: '/api/files/33333333-3333-4333-8333-333333333333',
        filename: 'front.png',
        content_type: 'image/png',
        size_bytes: 10,
        created_at: '2026-01-01T00:00:00.000Z',
        featured: true,
      },
      {
        id: '44444444-4444-4444-8444-444444444444',
        url: '/api/files/44444444-4444-4444-8444-444444444444',
        filename: 'side.jpg',
        content_type: 'image/jpeg',
        size_bytes: 10,
        created_at: '2026-01-02T00:00:00.000Z',
        featured: false,
      },
    ];
    const { user, requests } = setup(asset, {
      handlers: {
        [`GET /api/assets/${asset.id}/images`]: () => ({ body: { data: images, total: 2 } }),
        [`POST /api/assets/${asset.id}/images/${images[1].id}/featured`]: () => ({ body: asset }),
        [`DELETE /api/assets/${asset.id}/images/${images[0].id}`]: () => ({ body: asset }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make side.jpg the featured image' }));
    await expectVisibleText('Featured image changed');
    await user.click(screen.getByRole('button', { name: 'Delete front.png' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete image front.png?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete image' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('shows an archived asset read-only', async () => {
    setup(buildAsset({ archived_at: '2026-02-01T10:00:00.000Z' }));
    await expectVisibleText(/^Archived/);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says when the asset does not exist', async () => {
    const asset = buildAsset();
    setup(asset, {
      handlers: {
        [`GET /api/assets/${asset.id}`]: () => apiError(404, 'not_found', 'Asset not found'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Assets' }).getAttribute('href')).toBe('/assets');
  });

  it('offers a technician "Update condition" and no delete', async () => {
    setup(buildAsset(), { role: 'technician' });
    expect(await screen.findByRole('button', { name: 'Update condition' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload images' })).toBeNull();
  });
});
