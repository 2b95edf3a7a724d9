import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { ReportLinkCard } from '../components/report-link-card';

const asset = {
  id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  asset_id: 'FIL-02',
  asset_name: 'Bottle filler 2',
  location: 'Hall B',
  site: 'Leeds',
  location_path: [],
};
const STATE = `GET /api/assets/${asset.id}/report-token`;
const ROTATE = `POST /api/assets/${asset.id}/report-token`;
const URL_ONCE = 'http://localhost:3000/report/AbCdEfGhIjKlMnOpQrStUv';

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportLinkCard asset={asset} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('report link card', () => {
  it('creates the first link without confirmation and shows it once with the report code on the label', async () => {
    let exists = false;
    const { requests } = fakeApi({
      [STATE]: () => ({ body: { exists, created_at: exists ? '2026-03-02T10:00:00.000Z' : null } }),
      [ROTATE]: () => {
        exists = true;
        return { status: 201, body: { token: 'AbCdEfGhIjKlMnOpQrStUv', url: URL_ONCE } };
      },
    });
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Create report link' }));
    expect(await screen.findByText(URL_ONCE)).toBeInTheDocument();
    expect(screen.getByText('Shown once — print or copy it now:')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Rotate report link' })).toBeInTheDocument();
  });

  it('asks before rotating, because printed labels stop working', async () => {
    const { requests } = fakeApi({
      [STATE]: () => ({ body: { exists: true, created_at: '2026-03-02T10:00:00.000Z' } }),
      [ROTATE]: () => ({ status: 201, body: { token: 'x', url: URL_ONCE } }),
    });
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Rotate report link' }));
    expect(
      await screen.findByText(/Every printed label with the current link stops working/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rotate report link' }));
    await user.click(await screen.findByRole('button', { name: 'Rotate link' }));
    expect(await screen.findByText(URL_ONCE)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
