import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { AssetHistoryTimeline } from '../components/asset-history-timeline';

const ASSET_ID = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const entry = (type: string, status: string, priority: string, n: number) => ({
  type,
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Entry ${n}`,
  status,
  date: '2026-03-02T10:00:00.000Z',
  priority,
  cost: null,
  downtime_hours: null,
});

function renderTimeline() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AssetHistoryTimeline assetId={ASSET_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('asset history timeline', () => {
  it('shows statuses and priorities through the domain’s labels, not their stored values', async () => {
    fakeApi({
      [`GET /api/assets/${ASSET_ID}/history`]: () => ({
        body: {
          data: [
            entry('work_order', 'in-progress', 'medium', 1),
            entry('breakdown', 'reported', 'critical', 2),
            entry('maintenance_task', 'active', 'high', 3),
          ],
          total: 3,
        },
      }),
    });
    renderTimeline();
    const [workOrder, breakdown, task] = within(
      await screen.findByRole('list', { name: 'Asset history' }),
    ).getAllByRole('listitem');
    expect(within(workOrder as HTMLElement).getByText('In progress')).toBeInTheDocument();
    expect(within(workOrder as HTMLElement).getByText('Priority Medium')).toBeInTheDocument();
    expect(within(breakdown as HTMLElement).getByText('Reported')).toBeInTheDocument();
    expect(within(breakdown as HTMLElement).getByText('Severity Critical')).toBeInTheDocument();
    expect(within(task as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('in-progress')).not.toBeInTheDocument();
  });

  it('shows who released the asset for production, linked to the release record', async () => {
    fakeApi({
      [`GET /api/assets/${ASSET_ID}/history`]: () => ({
        body: {
          data: [
            {
              ...entry('hygiene_release', 'released', '', 4),
              title: 'Released for production by Quinn Quality',
              priority: null,
            },
            entry('work_order', 'completed', 'medium', 1),
          ],
          total: 2,
        },
      }),
    });
    renderTimeline();
    const [released] = within(await screen.findByRole('list', { name: 'Asset history' })).getAllByRole(
      'listitem',
    );
    const link = within(released as HTMLElement).getByRole('link', {
      name: 'Released for production by Quinn Quality',
    });
    expect(link).toHaveAttribute('href', '/records/00000000-0000-4000-8000-000000000004');
    expect(within(released as HTMLElement).getByText('Hygiene release')).toBeInTheDocument();
    expect(within(released as HTMLElement).getByText('Released')).toBeInTheDocument();
  });
});
