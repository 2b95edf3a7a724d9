import { describe, expect, it } from 'vitest';
import { assessFleet, assetDetail, gammaFunction, type PredictiveAssetInput, rankFleet } from './assess';
import { sampleWeibull, seededRandom } from './random';

const H = 3_600_000;
const now = Date.UTC(2026, 5, 1);

/** An asset whose repairs take one hour and whose run times are `gaps` hours. */
function asset(
  id: string,
  category: string,
  gaps: number[],
  extra: Partial<PredictiveAssetInput> = {},
): PredictiveAssetInput {
  const total = gaps.reduce((s, g) => s + g + 1, 0);
  const start = now - (total + 24) * H;
  let cursor = start;
  const breakdowns = gaps.map((g) => {
    const span = { start: cursor + g * H, end: cursor + (g + 1) * H };
    cursor = span.end;
    return span;
  });
  return {
    id,
    asset_id: id.toUpperCase(),
    asset_name: `Asset ${id}`,
    category,
    site: 'Leeds',
    observed_from: start,
    breakdowns,
    current_pm_interval_days: null,
    ...extra,
  };
}

function weibullGaps(seed: number, beta: number, eta: number, n: number) {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => sampleWeibull(random, beta, eta));
}

describe('assessFleet', () => {
  const wearing = asset('wear', 'machinery', weibullGaps(1, 3.5, 600, 30));
  const random = asset('rand', 'electrical', weibullGaps(2, 1, 900, 30));
  const few = asset('few', 'machinery', [400, 500]);
  const none = asset('none', 'hvac', []);
  const lonely = asset('lonely', 'hvac', [300, 200]);
  const fleet = assessFleet([wearing, random, few, none, lonely], now);

  it('fits an asset with ≥ 3 failures on its own history and recommends a PM interval only for wear-out', () => {
    const w = fleet.get('wear')?.summary;
    expect(w?.basis).toBe('asset');
    expect(w?.basis_label).toBe('from 30 failures');
    expect(w?.pattern).toBe('wear-out');
    expect(w?.recommended_pm_interval_days).toBe(
      Math.floor(((w?.eta_hours ?? 0) * (-Math.log(0.9)) ** (1 / (w?.beta ?? 1))) / 24),
    );
    const r = fleet.get('rand')?.summary;
    expect(r?.pattern).toBe('random');
    expect(r?.beta).toBeLessThanOrEqual(1);
    expect(r?.recommended_pm_interval_days).toBeNull();
  });

  it('pools the category when the asset has fewer than 3 failures, and says so', () => {
    const f = fleet.get('few')?.summary;
    expect(f?.basis).toBe('category');
    expect(f?.basis_failures).toBe(32);
    expect(f?.basis_label).toBe('pooled from category (32 failures)');
    expect(f?.trend).toBeNull();
  });

  it("reports 'insufficient data' and no number below 3 failures in the category", () => {
    for (const id of ['none', 'lonely']) {
      const s = fleet.get(id)?.summary;
      expect(s?.basis).toBe('insufficient');
      expect(s?.basis_label).toBe('insufficient data');
      expect(s?.failure_probability_30d).toBeNull();
      expect(s?.recommended_pm_interval_days).toBeNull();
    }
  });

  it('ranks by 30-day failure probability, assets without an estimate last', () => {
    const ranked = rankFleet([...fleet.values()].map((a) => a.summary));
    const probabilities = ranked.map((s) => s.failure_probability_30d);
    const known = probabilities.filter((p) => p !== null) as number[];
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(ranked.slice(-2).every((s) => s.basis === 'insufficient')).toBe(true);
  });

  it('explains the panel in plain language with the data basis and the decision', () => {
    const detail = assetDetail(fleet.get('rand') as never, now);
    expect(detail.explanation[0]).toMatch(/^Based on 30 times between failures/);
    expect(detail.explanation.join(' ')).toMatch(/fixed-interval PM will not prevent these failures/);
    expect(detail.crow_amsaa?.points).toHaveLength(30);
    expect(detail.probability_plot?.points.length).toBe(30);
    expect(detail.reliability_curve[0]).toEqual({ x: 0, y: 1 });
    const pooled = assetDetail(fleet.get('few') as never, now);
    expect(pooled.explanation[0]).toBe(
      'This asset has only 2 recorded breakdowns, so the estimate pools the 32 failures of all machinery assets.',
    );
    const insufficient = assetDetail(fleet.get('none') as never, now);
    expect(insufficient.explanation).toEqual([
      'Insufficient data: 0 breakdowns recorded on this asset and fewer than 3 failures in its category, so no estimate is given.',
    ]);
  });

  it('labels a rising failure rate as deteriorating with the last-90-days comparison', () => {
    const gaps = Array.from({ length: 12 }, (_, i) => 2000 / (i + 1) ** 1.2);
    const worse = assessFleet([asset('worse', 'pumps', gaps)], now).get('worse');
    expect(worse?.summary.trend).toBe('deteriorating');
    const detail = assetDetail(worse as never, now);
    expect(detail.explanation.at(-1)).toMatch(
      /^Failures are becoming more frequent: \d+ in the last 90 days against \d+ in the 90 before\.$/,
    );
  });
});

describe('gammaFunction', () => {
  it('matches known values', () => {
    expect(gammaFunction(5)).toBeCloseTo(24, 9);
    expect(gammaFunction(0.5)).toBeCloseTo(Math.sqrt(Math.PI), 9);
    expect(gammaFunction(1.5)).toBeCloseTo(Math.sqrt(Math.PI) / 2, 9);
  });
});
