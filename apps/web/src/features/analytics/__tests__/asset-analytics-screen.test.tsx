import {
  type AssetActivity,
  type AssetAnalyticsResponse,
  type LocationRollupResponse,
  assetPercentiles,
  computeAssetMetrics,
  DEFAULT_KPI_TARGETS,
  NO_ACTIVITY,
  rankAssets,
  sortAssetMetrics,
  summarizeFleet,
} from '@plantwise/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { apiError, type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { buildPlantTree } from '@/test/location-factories';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A fleet computed by the domain's own functions, as the server answers it. */
function analyticsOf(
  assets: Array<{ name: string; site: string; activity: Partial<AssetActivity> }>,
): AssetAnalyticsResponse {
  const entries = assets.map((a, i) => {
    const activity = { ...NO_ACTIVITY, ...a.activity };
    return {
      asset: {
        id: uuid(i + 1),
        asset_id: `A-${i + 1}`,
        asset_name: a.name,
        site: a.site,
        category: 'machinery' as const,
        status: 'operational' as const,
      },
      activity,
      metrics: computeAssetMetrics(activity, 'operational'),
    };
  });
  const data = sortAssetMetrics(
    assetPercentiles(entries.map((e) => ({ ...e.asset, ...e.metrics }))),
    'health_score',
  );
  return {
    window_days: 180,
    window_hours: 4320,
    generated_at: '2026-06-30T12:00:00.000Z',
    location_id: null,
    site: null,
    category: null,
    sites: ['Leeds', 'York'],
    summary: summarizeFleet(entries),
    rankings: rankAssets(data),
    data,
    total: data.length,
  };
}

const FLEET = analyticsOf([
  // 432 h down → 90 %, one critical breakdown, one overdue work order: 100 − 10 − 10 − 8 = 72.
  {
    name: 'Spiral mixer',
    site: 'Leeds',
    activity: {
      breakdowns: 2,
      critical_breakdowns: 1,
      downtime_hours: 432,
      resolved_breakdowns: 2,
      resolved_downtime_hours: 12,
      work_orders: 3,
      overdue_work_orders: 1,
      open_work_orders: 1,
      completed_work_orders: 2,
      work_orders_with_cost: 2,
      maintenance_cost: 1200,
    },
  },
  {
    name: 'Bottle filler',
    site: 'York',
    activity: { work_orders: 1, work_orders_with_cost: 1, maintenance_cost: 60 },
  },
  { name: 'Tunnel oven', site: 'Leeds', activity: {} },
]);

type Handlers = Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

const TREE = buildPlantTree();
/** The roll-up as the server answers it: each child's summary from the domain's summarizeFleet. */
function rollupOf(parentId: string | null): LocationRollupResponse {
  const parent = TREE.all.find((l) => l.id === parentId) ?? null;
  const children = TREE.all.filter((l) => l.parent_id === (parentId ?? null));
  const toLocation = (l: (typeof TREE.all)[number]) => ({
    id: l.id,
    name: l.name,
    code: l.code,
    kind: l.kind,
    path: l.path,
    has_children: TREE.all.some((c) => c.parent_id === l.id),
  });
  return {
    window_days: 180,
    window_hours: 4320,
    generated_at: '2026-06-30T12:00:00.000Z',
    parent: parent ? toLocation(parent) : null,
    category: null,
    data: children.map((l, i) => ({
      location: toLocation(l),
      summary: { ...FLEET.summary, asset_count: i + 2, downtime_hours: 10 * (i + 1) },
    })),
    total: children.length,
  };
}

function setup(path = '/analytics', handlers: Handlers = {}) {
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role: 'user' }) }),
    'GET /api/settings/kpi-targets': () => ({ body: DEFAULT_KPI_TARGETS }),
    'GET /api/analytics/assets': () => ({ body: FLEET }),
    'GET /api/analytics/locations': (request) => ({
      body: rollupOf(request.url.searchParams.get('parent_id')),
    }),
    'GET /api/locations': () => ({ body: { data: TREE.all, total: TREE.all.length } }),
    ...handlers,
  });
  return { ...renderApp(path), ...api };
}

describe('/analytics', () => {
  it('shows the fleet against the KPI targets in words, the rankings, the chart and every asset', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset Analytics' })).toBeVisible();
    const tiles = await screen.findByRole('list', { name: 'Fleet summary' });
    // (90 + 100 + 100) / 3 = 96.7 % against 95 %: met, said in words.
    expect(within(tiles).getByText('96.7%')).toBeVisible();
    expect(within(tiles).getByText('Target 95.0% · meets the target')).toBeVisible();
    // MTTR 6 h against 4 h: missed. MTBF (4320 × 3 − 432) h / 1 critical against 500 h: met.
    expect(within(tiles).getByText('6 h')).toBeVisible();
    expect(within(tiles).getByText('Target 4 h · misses the target')).toBeVisible();
    expect(within(tiles).getByText('Target 20 d 20 h · meets the target')).toBeVisible();
    // £1,260 over 6 months.
    expect(within(tiles).getByText('£210')).toBeVisible();

    const health = screen.getByRole('region', { name: 'Health score' });
    const best = within(health).getAllByRole('list')[0];
    expect(
      within(best)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Bottle filler', 'Tunnel oven', 'Spiral mixer']);
    const cost = screen.getByRole('region', { name: 'Maintenance cost per month' });
    expect(within(cost).getByText('Most costly')).toBeVisible();

    expect(await screen.findByRole('figure', { name: 'Health score distribution' })).toBeVisible();
    expect(screen.getByText(/70–79: 1, 80–89: 0, 90–100: 2/)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Asset metrics' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Spiral mixer');
    expect(rows[0]).toHaveTextContent('72 · C');
    expect(within(rows[0]).getByRole('link', { name: 'Spiral mixer' })).toHaveAttribute(
      'href',
      `/assets/${uuid(1)}`,
    );
  });

  it('marks the asset a link came for and links each asset to its 30-day failure risk', async () => {
    setup(`/analytics?highlight=${uuid(2)}`);
    const table = await screen.findByRole('table', { name: 'Asset metrics' });
    const marked = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(marked).toHaveTextContent('Bottle filler');
    expect(
      within(marked as HTMLElement).getByRole('link', { name: '30-day failure risk of Bottle filler' }),
    ).toHaveAttribute('href', `/predictive-ai?asset=${uuid(2)}`);
  });

  it('sorts the table by a column header', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Asset metrics' });
    fireEvent.click(within(table).getByRole('button', { name: /Cost \/ month/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Tunnel oven'));
    fireEvent.click(within(table).getByRole('button', { name: /Cost \/ month/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Spiral mixer'));
  });

  it('asks for the filtered fleet and exports the same', async () => {
    const { requests } = setup('/reports/asset-analytics?site=Leeds&category=hvac');
    expect(await screen.findByRole('table', { name: 'Asset metrics' })).toBeVisible();
    const asked = requests.find((r) => r.path === '/api/analytics/assets');
    expect(asked?.url.searchParams.get('site')).toBe('Leeds');
    expect(asked?.url.searchParams.get('category')).toBe('hvac');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/analytics/assets/export.csv?site=Leeds&category=hvac',
    );
  });

  it('rolls the figures up by location and drills down from the sites by a row, filtering the screen', async () => {
    const { requests } = setup('/analytics');
    const table = await screen.findByRole('table', { name: 'Figures by location' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['LeedsSite', 'YorkSite']);
    expect(rows[1]).toHaveTextContent('20 h');
    fireEvent.click(within(table).getByRole('row', { name: 'Show Leeds' }));
    const areas = await screen.findByRole('table', { name: 'Figures by location' });
    await waitFor(() => expect(within(areas).getByRole('row', { name: 'Show Packing' })).toBeVisible());
    // The whole screen now shows Leeds: the assets, the export and the trail back to every site.
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/api/analytics/assets' && r.url.searchParams.get('location_id') === TREE.leeds.id,
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/analytics/assets/export.csv?location_id=${TREE.leeds.id}`,
    );
    const trail = screen.getByRole('navigation', { name: 'Where in the plant' });
    expect(within(trail).getByText('Leeds')).toHaveAttribute('aria-current', 'location');
    fireEvent.click(within(trail).getByRole('button', { name: 'All sites' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Figures by location' })).getByRole('row', {
          name: 'Show York',
        }),
      ).toBeVisible(),
    );
  });

  it('says when a location has nothing below it', async () => {
    setup(`/analytics?location=${TREE.line3.id}`);
    await expectVisibleText('Nothing is below Line 3: the figures above are its own.');
  });

  it('says when there is no asset to analyse', async () => {
    setup('/analytics', {
      'GET /api/analytics/assets': () => ({ body: analyticsOf([]) }),
    });
    await expectVisibleText('No assets to analyse');
  });

  it('says when the figures cannot be loaded, and offers to try again', async () => {
    setup('/analytics', {
      'GET /api/analytics/assets': () => apiError(500, 'internal', 'Something went wrong'),
    });
    await expectVisibleText('Could not load the asset analytics');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
