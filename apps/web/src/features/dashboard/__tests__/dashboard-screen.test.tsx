import { type DashboardResponse, DEFAULT_KPI_TARGETS } from '@plantwise/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { apiError, type FakeResponse, fakeApi } from '@/test/fake-api';
import { buildPlantTree } from '@/test/location-factories';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 10_000 });
});

const ORDER_ID = '2b1c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const TASK_ID = '3c2d4e5f-6071-4b8c-9dae-1f2a3b4c5d6e';
const ASSET_ID = '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const TREE = buildPlantTree();
const PACKING = TREE.packing.id;

function dashboard(overrides: Partial<DashboardResponse['tiles']> = {}): DashboardResponse {
  return {
    generated_at: '2026-11-25T10:00:00.000Z',
    location_id: null,
    counters: { operational_assets: 41, critical_breakdowns: 1, open_work_orders: 12 },
    tiles: {
      active_breakdowns: 3,
      overdue_work_orders: 2,
      pm_due_7_days: 5,
      low_stock_items: 4,
      records_awaiting_signatures: 7,
      temporary_repairs_overdue: 2,
      availability: { value: 96.5, target: 95, standing: 'met' },
      mttr_hours: { value: 6, target: 4, standing: 'missed' },
      pm_compliance: { value: 67, target: 90, standing: 'missed', due: 3, on_time: 2 },
      ...overrides,
    },
    weekly: Array.from({ length: 12 }, (_, i) => ({
      week_start: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString(),
      breakdowns: i === 11 ? 2 : 0,
      downtime_hours: i === 11 ? 5.5 : 0,
    })),
    top_downtime: [
      { id: ASSET_ID, asset_id: 'FIL-01', asset_name: 'Bottle filler', breakdowns: 2, downtime_hours: 30 },
    ],
    upcoming: [
      {
        kind: 'maintenance-task',
        id: TASK_ID,
        title: 'Lubricate bearings',
        asset_name: 'Bottle filler',
        at: '2026-11-27T08:00:00.000Z',
        status: 'active',
        priority: 'medium',
        overdue: false,
        url: `/maintenance?highlight=${TASK_ID}`,
      },
    ],
    my_work: [
      {
        kind: 'work-order',
        id: ORDER_ID,
        title: 'Replace conveyor belt',
        asset_name: 'Conveyor 2',
        at: '2026-11-20T09:00:00.000Z',
        status: 'pending',
        priority: 'high',
        overdue: true,
        url: `/work-orders?highlight=${ORDER_ID}`,
      },
    ],
    targets: { ...DEFAULT_KPI_TARGETS },
  };
}

function setup(answer: () => FakeResponse = () => ({ body: dashboard() }), path = '/dashboard') {
  const tree = TREE;
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role: 'technician' }) }),
    'GET /api/dashboard': answer,
    'GET /api/locations': () => ({ body: { data: tree.all, total: tree.all.length } }),
  });
  return { ...renderApp(path), ...api, tree };
}

describe('/dashboard', () => {
  it("shows the plant's tiles, each linking to its filtered screen, with KPIs against targets in words", async () => {
    setup();
    const tiles = await screen.findByRole('list', { name: 'Plant at a glance' });
    const link = (name: RegExp) => within(tiles).getByRole('link', { name });
    expect(link(/Active breakdowns\s*3/)).toHaveAttribute('href', '/reactive-maintenance');
    expect(link(/Overdue work orders\s*2/)).toHaveAttribute('href', '/work-orders?overdue=true');
    expect(link(/PM due in 7 days\s*5/)).toHaveAttribute('href', '/maintenance');
    expect(link(/Low-stock items\s*4/)).toHaveAttribute(
      'href',
      '/inventory?status=low-stock,critical-stock,out-of-stock&sort=status',
    );
    expect(link(/Records awaiting signatures\s*7/)).toHaveAttribute(
      'href',
      '/records?state=awaiting_signatures',
    );
    expect(link(/Temporary repairs overdue\s*2/)).toHaveAttribute(
      'href',
      '/compliance/temporary-repairs?state=overdue',
    );
    expect(link(/Fleet availability\s*96\.5%/)).toHaveTextContent('Target 95.0% · meets the target');
    expect(link(/MTTR\s*6 h/)).toHaveTextContent('Target 4 h · misses the target');
    expect(link(/PM compliance this month/)).toHaveTextContent('2 of 3 on time');
  });

  it('narrows the figures to the location in the URL, named on the Location filter', async () => {
    const { requests } = setup(undefined, `/dashboard?location=${PACKING}`);
    expect(await screen.findByRole('list', { name: 'Plant at a glance' })).toBeVisible();
    // The route starts the plant-wide answer before the screen reads its URL; the screen asks for Packing's.
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.path === '/api/dashboard' && r.url.searchParams.get('location_id') === PACKING,
        ),
      ).toBe(true),
    );
    const picker = screen.getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(picker).toHaveTextContent('Leeds › Packing'));
  });

  it('lists my work and the next 7 days, each opening the highlighted item', async () => {
    setup();
    const mine = await screen.findByRole('region', { name: 'My work' });
    const order = within(mine).getByRole('link', { name: /Replace conveyor belt/ });
    expect(order).toHaveAttribute('href', `/work-orders?highlight=${ORDER_ID}`);
    expect(within(order).getByText('Overdue')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Next 7 days' });
    expect(within(next).getByRole('link', { name: /Lubricate bearings/ })).toHaveAttribute(
      'href',
      `/maintenance?highlight=${TASK_ID}`,
    );
    const top = screen.getByRole('region', { name: 'Most downtime, last 12 weeks' });
    expect(within(top).getByRole('link', { name: /Bottle filler/ })).toHaveAttribute(
      'href',
      `/assets/${ASSET_ID}`,
    );
  });

  it('gives the weekly figures to screen readers as a table', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Breakdowns and downtime per week' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByText('5 h 30 min')).toBeInTheDocument();
  });

  it('says when there is no data for a KPI yet', async () => {
    setup(() => ({
      body: dashboard({
        mttr_hours: { value: null, target: 4, standing: 'no-data' },
        pm_compliance: { value: 100, target: 90, standing: 'no-data', due: 0, on_time: 0 },
      }),
    }));
    const tiles = await screen.findByRole('list', { name: 'Plant at a glance' });
    expect(within(tiles).getByRole('link', { name: /MTTR/ })).toHaveTextContent('no data yet');
    expect(within(tiles).getByRole('link', { name: /PM compliance/ })).toHaveTextContent(
      'Nothing due yet this month',
    );
  });

  it('shows the error with a retry when the server fails', async () => {
    setup(() => apiError(500, 'internal', 'Database unavailable'));
    expect(await screen.findByText('Could not load the dashboard')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
