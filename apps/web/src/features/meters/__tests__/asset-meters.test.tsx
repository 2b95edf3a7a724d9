import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { AssetMeters } from '../components/asset-meters';

const ASSET = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const METER = '2c5f39cb-3fa1-41d2-883f-0016d3cca428';
const USER = '3d6f39cb-3fa1-41d2-883f-0016d3cca429';

const meter = (over: Record<string, unknown> = {}) => ({
  id: METER,
  asset_id: ASSET,
  name: 'Run hours',
  unit: 'h',
  kind: 'cumulative',
  readable_by_anyone: false,
  last_reading: {
    value: 1200,
    taken_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    recorded_by: { id: USER, full_name: 'Tom Baker' },
    reported_by_name: null,
  },
  usage_rate_per_day: 14.24,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

const LIST = `GET /api/assets/${ASSET}/meters`;
const RECORD = `POST /api/meters/${METER}/readings`;

function renderMeters(props: { canRecord?: boolean; canManage?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AssetMeters assetId={ASSET} canRecord={props.canRecord ?? true} canManage={props.canManage ?? false} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('asset meters', () => {
  it('shows each meter in plain words: kind, last reading with who and when, and the 30-day use', async () => {
    fakeApi({ [LIST]: () => ({ body: { data: [meter()], total: 1 } }) });
    renderMeters();
    const card = await screen.findByRole('listitem', { name: /Run hours/ });
    expect(within(card).getByText('Counter')).toBeInTheDocument();
    expect(within(card).getByText('1,200 h')).toBeInTheDocument();
    expect(within(card).getByText(/2h ago/)).toBeInTheDocument();
    expect(within(card).getByText(/by Tom Baker/)).toBeInTheDocument();
    expect(within(card).getByText('≈ 14.2 h a day')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit Run hours' })).not.toBeInTheDocument();
  });

  it('says so when the asset has no meters, and offers managers to add one', async () => {
    fakeApi({ [LIST]: () => ({ body: { data: [], total: 0 } }) });
    renderMeters({ canManage: true });
    expect(await screen.findByText('No meters yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add meter' })).toBeInTheDocument();
  });

  it('records a reading with the number field focused, and keeps the input when the server refuses it', async () => {
    let refuse = true;
    const { requests } = fakeApi({
      [LIST]: () => ({ body: { data: [meter()], total: 1 } }),
      [RECORD]: () =>
        refuse
          ? {
              status: 422,
              body: {
                error: {
                  code: 'reading_below_last',
                  message: 'The reading before this one was 1200',
                  details: [{ path: 'value', message: 'The reading before this one was 1200' }],
                },
              },
            }
          : {
              status: 201,
              body: {
                id: USER,
                meter_id: METER,
                value: 1210,
                taken_at: new Date().toISOString(),
                reset: false,
                recorded_by: null,
                reported_by_name: null,
                created_at: new Date().toISOString(),
              },
            },
    });
    const user = renderMeters();
    await user.click(await screen.findByRole('button', { name: 'Record reading' }));
    const field = await screen.findByRole('textbox', { name: /Reading/ });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.type(field, '1100');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    expect(await screen.findByText('The reading before this one was 1200')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reading/ })).toHaveValue('1100');
    expect(screen.getByRole('checkbox', { name: /This meter was reset/ })).toBeInTheDocument();

    refuse = false;
    await user.clear(screen.getByRole('textbox', { name: /Reading/ }));
    await user.type(screen.getByRole('textbox', { name: /Reading/ }), '1210');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1].body).toMatchObject({ value: 1210, reset: false });
  });
});
