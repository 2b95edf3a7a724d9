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
    // Left at "now", the time is not sent: the server dates the reading to the second.
    expect(posts[1].body).toEqual({ value: 1210, reset: false });
  });

  it('asks before deleting a meter and says how many readings go with it', async () => {
    const { requests } = fakeApi({
      [LIST]: () => ({ body: { data: [meter()], total: 1 } }),
      [`GET /api/meters/${METER}/readings`]: () => ({ body: { data: [], total: 1234, downsampled: true } }),
      [`DELETE /api/meters/${METER}`]: () => ({ body: { id: METER, deleted: true, readings_deleted: 1234 } }),
    });
    const user = renderMeters({ canManage: true });
    await user.click(await screen.findByRole('button', { name: 'Delete Run hours' }));
    expect(await screen.findByText(/Its 1,234 readings are deleted with it/)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete meter' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('imports readings from a CSV file and reports the refused rows with their reasons', async () => {
    const report = (mode: string) => ({
      mode,
      total_rows: 2,
      valid_rows: 1,
      invalid_rows: 1,
      created: 1,
      updated: 0,
      unchanged: 0,
      ignored_columns: [],
      rows: [
        { row: 2, meter: 'PUMP-001 · Run hours', value: 1300, action: 'create', errors: [] },
        {
          row: 3,
          meter: 'PUMP-001 · Run hours',
          value: 10,
          action: 'invalid',
          errors: [{ field: 'value', message: 'The reading before this one was 1300' }],
        },
      ],
    });
    fakeApi({
      [LIST]: () => ({ body: { data: [meter()], total: 1 } }),
      'POST /api/meter-readings/import': (request) => ({
        body: report((request.body as { mode: string }).mode),
      }),
    });
    const user = renderMeters();
    await user.click(await screen.findByRole('button', { name: 'Import readings' }));
    expect(await screen.findByText('asset_id,meter,value,taken_at,reset')).toBeInTheDocument();
    const file = new File(
      ['asset_id,meter,value,taken_at\nPUMP-001,Run hours,1300,2026-11-20 06:00'],
      'r.csv',
      {
        type: 'text/csv',
      },
    );
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('1 accepted')).toBeInTheDocument();
    expect(screen.getByText('1 row refused')).toBeInTheDocument();
    expect(screen.getByText('The reading before this one was 1300')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 1 reading' }));
    expect(await screen.findByText(/1 reading added, 1 row refused/)).toBeInTheDocument();
  });
});
