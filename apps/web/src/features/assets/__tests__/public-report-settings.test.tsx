import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { PublicReportSettingsSection } from '../components/public-report-settings-section';

const PATH = '/api/admin/settings/public-report';

describe('label report switch (admins, per site and globally)', () => {
  it('switches a site off, then the whole feature', async () => {
    let saved = { enabled: true, disabled_sites: [] as string[] };
    const { requests } = fakeApi({
      [`GET ${PATH}`]: () => ({ body: saved }),
      [`PUT ${PATH}`]: (request) => {
        saved = request.body as typeof saved;
        return { body: saved };
      },
      'GET /api/assets/facets': () => ({
        body: {
          total: 2,
          by_status: { operational: 2, maintenance: 0, 'out-of-service': 0, 'awaiting-release': 0, down: 0 },
          sites: ['North', 'South'],
        },
      }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PublicReportSettingsSection />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'North' }));
    expect(await screen.findByRole('checkbox', { name: 'North' })).toBeChecked();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { enabled: true, disabled_sites: ['North'] },
    ]);
    await user.click(screen.getByRole('switch', { name: 'Allow reports from labels' }));
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      enabled: false,
      disabled_sites: ['North'],
    });
    expect(await screen.findByRole('switch', { name: 'Allow reports from labels' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'South' })).toBeNull();
  });
});
