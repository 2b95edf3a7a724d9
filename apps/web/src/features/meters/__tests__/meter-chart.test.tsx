import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import MeterChart from '../components/meter-chart';

const METER = '2c5f39cb-3fa1-41d2-883f-0016d3cca428';
const meter = {
  id: METER,
  asset_id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  name: 'Run hours',
  unit: 'h',
  kind: 'cumulative' as const,
  readable_by_anyone: false,
  last_reading: null,
  usage_rate_per_day: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const reading = (value: number, takenAt: string, reset = false) => ({
  id: crypto.randomUUID(),
  meter_id: METER,
  value,
  taken_at: takenAt,
  reset,
  recorded_by: null,
  reported_by_name: null,
  created_at: takenAt,
});

describe('meter chart', () => {
  it('says in words how many readings, their span and when the meter was reset', async () => {
    fakeApi({
      [`GET /api/meters/${METER}/readings`]: () => ({
        body: {
          data: [
            reading(32_250, '2026-11-03T07:00:00.000Z'),
            reading(32_273, '2026-11-04T07:00:00.000Z'),
            reading(6, '2026-11-05T07:00:00.000Z', true),
            reading(25, '2026-11-06T07:00:00.000Z'),
          ],
          total: 4,
          downsampled: false,
        },
      }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MeterChart meter={meter} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('4 readings. Lowest 6 h, highest 32,273 h. The meter was reset on 5 Nov 2026.'),
    ).toBeInTheDocument();
  });
});
