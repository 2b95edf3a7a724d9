import { describe, expect, it } from 'vitest';
import { sampleWeibull, seededRandom } from './random';
import {
  conditionalFailureProbability,
  fitMedianRankRegression,
  fitWeibullMle,
  medianRanks,
  medianResidualLife,
  normalQuantile,
  reliableLife,
  weibullReliability,
} from './weibull';

describe('fitWeibullMle', () => {
  it('reproduces the reliability library’s documented Fit_Weibull_2P example with its Fisher-matrix bounds', () => {
    // reliability (M. Reid), docs "Fitting a specific distribution to data", Fit_Weibull_2P example:
    // Alpha 56.682270 (SE 6.062572, 95 % CI 45.962661–69.901951), Beta 3.141684 (SE 0.733552, CI 1.987995–4.964890).
    const failures = [
      42.1605147, 51.0479599, 41.424553, 35.0159047, 87.3087644, 30.7435371, 52.2003467, 35.9354271,
      71.8373629, 59.171129,
    ];
    const fit = fitWeibullMle({ failures, censored: [] });
    expect(fit).not.toBeNull();
    expect(fit?.eta).toBeCloseTo(56.6823, 3);
    expect(fit?.beta).toBeCloseTo(3.14168, 4);
    expect(fit?.se_eta).toBeCloseTo(6.06257, 4);
    expect(fit?.se_beta).toBeCloseTo(0.733552, 5);
    expect(fit?.eta_bounds.lower).toBeCloseTo(45.9627, 3);
    expect(fit?.eta_bounds.upper).toBeCloseTo(69.9019, 3);
    expect(fit?.beta_bounds.lower).toBeCloseTo(1.988, 4);
    expect(fit?.beta_bounds.upper).toBeCloseTo(4.96489, 4);
  });

  it('reproduces NIST/SEMATECH e-Handbook §8.4.1.3 (10 failures, 10 units censored at 500 h)', () => {
    // https://www.itl.nist.gov/div898/handbook/apr/section4/apr413.htm (data of §8.2.2.1):
    // η = 606.5280, β = 1.7208, log-likelihood −75.135.
    const fit = fitWeibullMle({
      failures: [54, 187, 216, 240, 244, 335, 361, 373, 375, 386],
      censored: Array(10).fill(500),
    });
    expect(fit?.eta).toBeCloseTo(606.528, 2);
    expect(fit?.beta).toBeCloseTo(1.7208, 4);
    expect(fit?.log_likelihood).toBeCloseTo(-75.135, 3);
    expect(fit?.failures).toBe(10);
    expect(fit?.censored).toBe(10);
  });

  it('recovers β and η within 3 % from 10,000 seeded Weibull draws, with and without censoring', () => {
    for (const [beta, eta, seed] of [
      [2.5, 1200, 17],
      [0.8, 300, 42],
    ]) {
      const random = seededRandom(seed);
      const samples = Array.from({ length: 10_000 }, () => sampleWeibull(random, beta, eta));
      const complete = fitWeibullMle({ failures: samples, censored: [] });
      expect(Math.abs((complete?.beta ?? 0) / beta - 1)).toBeLessThan(0.03);
      expect(Math.abs((complete?.eta ?? 0) / eta - 1)).toBeLessThan(0.03);
      expect(complete?.beta_bounds.lower).toBeLessThan(beta);
      expect(complete?.beta_bounds.upper).toBeGreaterThan(beta);
      // Type I censoring at the true η (about 63 % fail).
      const censored = fitWeibullMle({
        failures: samples.filter((t) => t < eta),
        censored: samples.filter((t) => t >= eta).map(() => eta),
      });
      expect(Math.abs((censored?.beta ?? 0) / beta - 1)).toBeLessThan(0.03);
      expect(Math.abs((censored?.eta ?? 0) / eta - 1)).toBeLessThan(0.03);
    }
  });

  it('gives no fit with fewer than two failures or identical failure times', () => {
    expect(fitWeibullMle({ failures: [100], censored: [200, 300] })).toBeNull();
    expect(fitWeibullMle({ failures: [50, 50, 50], censored: [] })).toBeNull();
  });
});

describe('median ranks and rank regression', () => {
  it("uses Bernard's approximation (i − 0.3)/(N + 0.4) on complete data", () => {
    const points = medianRanks({ failures: [16, 34, 53, 75, 93, 120], censored: [] });
    expect(points.map((p) => p.unreliability)).toEqual([0.7, 1.7, 2.7, 3.7, 4.7, 5.7].map((i) => i / 6.4));
  });

  it("adjusts ranks for suspensions by Johnson's method (Abernethy §2.9)", () => {
    // N = 4: failure at 10, suspension at 20, failures at 30 and 40 → adjusted ranks 1, 2⅓, 3⅔.
    const points = medianRanks({ failures: [10, 30, 40], censored: [20] });
    const ranks = points.map((p) => p.unreliability * 4.4 + 0.3);
    expect(ranks[0]).toBeCloseTo(1, 10);
    expect(ranks[1]).toBeCloseTo(7 / 3, 10);
    expect(ranks[2]).toBeCloseTo(11 / 3, 10);
  });

  it('agrees with maximum likelihood on a large simulated sample', () => {
    const random = seededRandom(7);
    const failures = Array.from({ length: 2_000 }, () => sampleWeibull(random, 1.8, 500));
    const rr = fitMedianRankRegression({ failures, censored: [] });
    expect(Math.abs((rr?.beta ?? 0) / 1.8 - 1)).toBeLessThan(0.05);
    expect(Math.abs((rr?.eta ?? 0) / 500 - 1)).toBeLessThan(0.05);
    expect(rr?.r_squared).toBeGreaterThan(0.95);
  });
});

describe('Weibull outputs', () => {
  const p = { beta: 2, eta: 1000 };

  it('computes conditional failure probability from reliability: 1 − R(a + h)/R(a)', () => {
    const expected = 1 - weibullReliability(p, 1200) / weibullReliability(p, 500);
    expect(conditionalFailureProbability(p, 500, 700)).toBeCloseTo(expected, 12);
  });

  it('for β = 1 (constant rate) the probability does not depend on age', () => {
    const exp = { beta: 1, eta: 1000 };
    expect(conditionalFailureProbability(exp, 0, 720)).toBeCloseTo(
      conditionalFailureProbability(exp, 5000, 720),
      12,
    );
    expect(medianResidualLife(exp, 3000)).toBeCloseTo(1000 * Math.LN2, 8);
  });

  it('the median residual life halves the conditional reliability', () => {
    const m = medianResidualLife(p, 800);
    expect(weibullReliability(p, 800 + m) / weibullReliability(p, 800)).toBeCloseTo(0.5, 12);
  });

  it('reliable life is t = η(−ln R)^(1/β)', () => {
    expect(reliableLife(p, 0.9)).toBeCloseTo(1000 * Math.sqrt(-Math.log(0.9)), 10);
    expect(weibullReliability(p, reliableLife(p, 0.9))).toBeCloseTo(0.9, 12);
  });

  it('has the standard normal quantile for 95 % two-sided bounds', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.05)).toBeCloseTo(-1.644854, 5);
  });
});
