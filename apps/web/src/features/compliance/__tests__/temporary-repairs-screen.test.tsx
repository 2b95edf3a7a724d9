import type { TemporaryRepair, TemporaryRepairList } from '@plantwise/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { buildPlantTree } from '@/test/location-factories';
import { renderApp } from '@/test/render-app';
import { resizeWindow, restoreWidthAfterEach } from '@/test/viewport';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 10_000 });
});
restoreWidthAfterEach();

const DAY = 86_400_000;
const BREAKDOWN_ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const FOLLOW_UP_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function buildRepair(overrides: Partial<TemporaryRepair> = {}): TemporaryRepair {
  return {
    id: BREAKDOWN_ID,
    source: 'breakdown',
    number: null,
    title: 'Guard hinge snapped',
    asset_id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    asset_code: 'CAP-02',
    asset_name: 'Capper 2',
    temporary_fix: 'Cable-tied the guard back on',
    fixed_by: 'Sam Fitter',
    fixed_at: new Date(Date.now() - 5 * DAY).toISOString(),
    permanent_repair_deadline: new Date(Date.now() - 3 * DAY).toISOString(),
    follow_up: {
      id: FOLLOW_UP_ID,
      number: 'WO-2026-000017',
      title: 'Permanent repair: Guard hinge snapped',
      status: 'pending',
      date_completed: null,
    },
    state: 'overdue',
    ...overrides,
  };
}

function list(
  data: TemporaryRepair[],
  counts = { open: 0, overdue: data.length, closed: 0 },
): TemporaryRepairList {
  return { data, total: data.length, counts };
}

function setup(path: string, body: (url: URL) => TemporaryRepairList) {
  const tree = buildPlantTree();
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role: 'manager' }) }),
    'GET /api/compliance/temporary-repairs': (request) => ({ body: body(request.url) }),
    'GET /api/locations': () => ({ body: { data: tree.all, total: tree.all.length } }),
  });
  return { ...renderApp(path), ...api, tree };
}

describe('/compliance/temporary-repairs', () => {
  it('lists each repair with its asset, the fix, the deadline in words, the follow-up and its state', async () => {
    setup('/compliance/temporary-repairs', () => list([buildRepair()], { open: 2, overdue: 1, closed: 4 }));
    const table = await screen.findByRole('table', { name: 'Temporary repairs' });
    const row = within(table).getByText('Capper 2').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Breakdown: Guard hinge snapped' })).toHaveAttribute(
      'href',
      `/reactive-maintenance?highlight=${BREAKDOWN_ID}`,
    );
    expect(within(row).getByText('Cable-tied the guard back on')).toBeVisible();
    expect(within(row).getByText(/Sam Fitter,/)).toBeVisible();
    expect(within(row).getByText('Overdue by 3 days')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'WO-2026-000017' })).toHaveAttribute(
      'href',
      `/work-orders?highlight=${FOLLOW_UP_ID}`,
    );
    expect(within(row).getByText('Pending')).toBeVisible();
    expect(within(row).getByText('Overdue')).toBeVisible();
    expect(screen.getByText('1 overdue · 2 open · 4 closed')).toBeVisible();
    // No ids or database words on the screen.
    expect(table).not.toHaveTextContent(/work_order|breakdown_|[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('filters by state from the URL and the State filter, and by location', async () => {
    const { requests, user, tree } = setup('/compliance/temporary-repairs?state=overdue', () =>
      list([buildRepair()]),
    );
    await screen.findByRole('table', { name: 'Temporary repairs' });
    expect(
      requests.find((r) => r.path === '/api/compliance/temporary-repairs')?.url.searchParams.get('state'),
    ).toBe('overdue');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/api/compliance/temporary-repairs' && r.url.searchParams.get('state') === 'closed',
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search locations' }), 'York');
    await user.click(await screen.findByRole('option', { name: /^York/ }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/api/compliance/temporary-repairs' &&
            r.url.searchParams.get('location_id') === tree.york.id,
        ),
      ).toBe(true),
    );
  });

  it('says in plain words when there is nothing overdue', async () => {
    setup('/compliance/temporary-repairs?state=overdue', () => list([], { open: 1, overdue: 0, closed: 0 }));
    expect(await screen.findByText('Nothing overdue')).toBeVisible();
    expect(screen.getByText('No temporary repair is past its permanent-repair deadline.')).toBeVisible();
  });

  it('shows a card per repair on a phone, with a closed one done', async () => {
    resizeWindow(390);
    setup('/compliance/temporary-repairs', () =>
      list(
        [
          buildRepair({
            state: 'closed',
            follow_up: {
              id: FOLLOW_UP_ID,
              number: 'WO-2026-000017',
              title: 'Permanent repair',
              status: 'completed',
              date_completed: new Date().toISOString(),
            },
          }),
        ],
        { open: 0, overdue: 0, closed: 1 },
      ),
    );
    expect(await screen.findByText('Capper 2')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Temporary repairs' })).toBeNull();
    expect(screen.getByText('Permanent repair done')).toBeVisible();
    expect(screen.getByText('Closed')).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
  });
});
