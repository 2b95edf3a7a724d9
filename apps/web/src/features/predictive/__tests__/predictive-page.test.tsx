import {
  assessFleet,
  assetDetail,
  type PredictiveAssetInput,
  rankFleet,
  sampleWeibull,
  seededRandom,
} from '@plantwise/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const NOW = Date.UTC(2030, 0, 1);
const H = 3_600_000;

/** An asset whose breakdowns follow seeded Weibull run times, with one-hour repairs. */
function asset(id: string, name: string, beta: number, eta: number, count: number): PredictiveAssetInput {
  const random = seededRandom(id.charCodeAt(0));
  const gaps = Array.from({ length: count }, () => sampleWeibull(random, beta, eta));
  const start = NOW - (gaps.reduce((s, g) => s + g + 1, 0) + 48) * H;
  let cursor = start;
  return {
    id,
    asset_id: name.slice(0, 3).toUpperCase(),
    asset_name: name,
    category: 'machinery',
    site: 'Leeds',
    observed_from: start,
    breakdowns: gaps.map((g) => {
      const span = { start: cursor + g * H, end: cursor + (g + 1) * H };
      cursor = span.end;
      return span;
    }),
    current_pm_interval_days: 30,
  };
}

const WEAR = '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const RANDOM = '2b1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const fleet = assessFleet(
  [asset(WEAR, 'Spiral mixer', 4, 300, 25), asset(RANDOM, 'Bottle filler', 0.9, 800, 20)],
  NOW,
);
const ranked = rankFleet([...fleet.values()].map((a) => a.summary));

function predictiveApi() {
  return fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession() }),
    'GET /api/assets/facets': () => ({ body: { status_counts: {}, sites: ['Leeds'] } }),
    'GET /api/predictive/assets': () => ({
      body: {
        data: ranked,
        total: ranked.length,
        generated_at: new Date(NOW).toISOString(),
        horizon_days: 30,
        target_reliability: 0.9,
      },
    }),
    [`GET /api/predictive/assets/${WEAR}`]: () => ({ body: assetDetail(fleet.get(WEAR) as never, NOW) }),
    [`GET /api/predictive/assets/${RANDOM}`]: () => ({ body: assetDetail(fleet.get(RANDOM) as never, NOW) }),
  });
}

// jsdom lays nothing out: give recharts' responsive containers the size a browser would.
beforeEach(() => {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('recharts-responsive-container')) {
      return {
        width: 480,
        height: 240,
        top: 0,
        left: 0,
        right: 480,
        bottom: 240,
        x: 0,
        y: 0,
        toJSON: () => ({}),
      };
    }
    return original.call(this);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Predictive AI (/predictive-ai)', () => {
  it('ranks assets by 30-day failure probability and labels the screen honestly', async () => {
    predictiveApi();
    renderApp('/predictive-ai');
    const table = await screen.findByRole('table', { name: 'Failure risk ranking' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText(ranked[0].asset.asset_name)).toBeInTheDocument();
    expect(within(rows[0]).getByText('from 25 failures')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('meter', { name: '30-day failure probability' })).toHaveAttribute(
      'value',
      String(ranked[0].failure_probability_30d),
    );
    expect(screen.getByText(/Statistics from your breakdown history, not sensors/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Predictive AI' })).toBeInTheDocument();
  });

  it('opens an asset: figures, explanation, the three charts and the PM link', async () => {
    predictiveApi();
    renderApp('/maintenance/predictive');
    const table = await screen.findByRole('table', { name: 'Failure risk ranking' });
    fireEvent.click(within(table).getByText('Spiral mixer'));
    const panel = await screen.findByRole('region', { name: /Spiral mixer/ });
    const detail = assetDetail(fleet.get(WEAR) as never, NOW);
    expect(within(panel).getByRole('region', { name: 'Explanation' })).toHaveTextContent(
      detail.explanation[0],
    );
    // Breakdown history alone: MTBF on the clock, and the panel says so.
    expect(within(panel).getByText('MTBF (based on calendar hours)')).toBeInTheDocument();
    for (const name of ['Weibull probability plot', 'Reliability curve', 'Crow-AMSAA cumulative failures']) {
      // The charts are a lazy chunk (recharts): the first import can take seconds on a busy CI machine.
      const figure = await within(panel).findByRole('figure', { name }, { timeout: 15_000 });
      await waitFor(() => expect(figure.querySelector('svg.recharts-surface')).not.toBeNull(), {
        timeout: 15_000,
      });
    }
    const link = within(panel).getByRole('link', { name: 'Create PM task at the recommended interval' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/maintenance/new-pm');
    expect(url.searchParams.get('asset_id')).toBe(WEAR);
    expect(url.searchParams.get('frequency')).toBe('custom');
    expect(url.searchParams.get('custom_frequency_days')).toBe(String(detail.recommended_pm_interval_days));
    expect(url.searchParams.get('title')).toBe('Preventive service: Spiral mixer');
    expect(url.searchParams.get('description')).toMatch(/Weibull β = /);
  }, 40_000);

  it('offers no PM task where a fixed interval would not help', async () => {
    predictiveApi();
    renderApp(`/predictive-ai?asset=${RANDOM}`);
    const panel = await screen.findByRole('region', { name: /Bottle filler/ });
    expect(
      await within(panel).findByText(/fixed-interval PM will not prevent these failures/),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Create PM task/ })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the analysis' }));
    expect(screen.queryByRole('region', { name: /Bottle filler/ })).toBeNull();
  });
});
