/**
 * Two-parameter Weibull analysis of times between failures: maximum likelihood with right censoring
 * (Fisher-matrix bounds) and median-rank regression for the probability plot. References: Abernethy,
 * The New Weibull Handbook (5th ed.), ch. 2 and 5; NIST/SEMATECH e-Handbook of Statistical Methods §8.4.1.
 */

export interface LifeData {
  /** Operating hours to each failure. */
  failures: readonly number[];
  /** Operating hours survived without failure (right-censored, "suspensions"). */
  censored: readonly number[];
}

export interface WeibullParameters {
  /** Shape β. */
  beta: number;
  /** Scale η (characteristic life, hours). */
  eta: number;
}

export interface Bounds {
  lower: number;
  upper: number;
}

export interface WeibullFit extends WeibullParameters {
  method: 'mle';
  failures: number;
  censored: number;
  /** Standard errors from the inverse of the observed Fisher information. */
  se_beta: number;
  se_eta: number;
  beta_bounds: Bounds;
  eta_bounds: Bounds;
  confidence: number;
  log_likelihood: number;
}

/** Two-sided standard normal quantile for a confidence level (Acklam's rational approximation). */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p <= 0 || p >= 1) return p <= 0 ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
}

function positive(values: readonly number[]): number[] {
  return values.filter((v) => Number.isFinite(v) && v > 0);
}

/**
 * The β profile equation of the censored Weibull likelihood, with times already scaled to ≤ 1:
 * g(β) = Σ tᵢ^β ln tᵢ / Σ tᵢ^β − 1/β − (1/r) Σ_failures ln tᵢ. It increases with β; its root is β̂.
 */
function profile(beta: number, all: number[], logAll: number[], meanLogFailures: number): number {
  let s0 = 0;
  let s1 = 0;
  for (let i = 0; i < all.length; i++) {
    const p = Math.exp(beta * logAll[i]);
    s0 += p;
    s1 += p * logAll[i];
  }
  return s1 / s0 - 1 / beta - meanLogFailures;
}

/**
 * Maximum-likelihood Weibull fit with right censoring. β̂ solves the profile equation by bracketing and
 * bisection (monotone, so always converges), η̂ = (Σ tᵢ^β̂ / r)^(1/β̂). Bounds are the Fisher-matrix
 * bounds on the log scale: θ·exp(±z·se/θ) (Abernethy §5; the `reliability` library does the same).
 * Returns null when there are fewer than two failures or all failure times are equal.
 */
export function fitWeibullMle(data: LifeData, confidence = 0.95): WeibullFit | null {
  const failures = positive(data.failures);
  const censored = positive(data.censored);
  const r = failures.length;
  if (r < 2) return null;
  const all = [...failures, ...censored];
  const scale = Math.max(...all);
  const logAll = all.map((t) => Math.log(t / scale));
  const logFailures = failures.map((t) => Math.log(t / scale));
  const meanLogFailures = logFailures.reduce((s, v) => s + v, 0) / r;
  if (logFailures.every((v) => v === logFailures[0])) return null;

  let lo = 1e-3;
  let hi = 1;
  while (profile(hi, all, logAll, meanLogFailures) < 0 && hi < 1e3) hi *= 2;
  while (profile(lo, all, logAll, meanLogFailures) > 0 && lo > 1e-9) lo /= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (profile(mid, all, logAll, meanLogFailures) < 0) lo = mid;
    else hi = mid;
  }
  const beta = (lo + hi) / 2;
  const sumPow = logAll.reduce((s, v) => s + Math.exp(beta * v), 0);
  const eta = scale * (sumPow / r) ** (1 / beta);

  // Observed information at the optimum, in (β, η).
  let sz = 0;
  let szl = 0;
  let szl2 = 0;
  for (const t of all) {
    const l = Math.log(t / eta);
    const z = Math.exp(beta * l);
    sz += z;
    szl += z * l;
    szl2 += z * l * l;
  }
  const hBB = -r / beta ** 2 - szl2;
  const hEE = (beta / eta ** 2) * (r - (1 + beta) * sz);
  const hBE = -r / eta + sz / eta + (beta / eta) * szl;
  const det = hBB * hEE - hBE * hBE;
  const varBeta = -hEE / det;
  const varEta = -hBB / det;
  const se_beta = Math.sqrt(Math.max(varBeta, 0));
  const se_eta = Math.sqrt(Math.max(varEta, 0));
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const log_likelihood =
    r * Math.log(beta) -
    r * beta * Math.log(eta) +
    (beta - 1) * failures.reduce((s, t) => s + Math.log(t), 0) -
    sz;
  return {
    method: 'mle',
    beta,
    eta,
    failures: r,
    censored: censored.length,
    se_beta,
    se_eta,
    beta_bounds: {
      lower: beta * Math.exp((-z * se_beta) / beta),
      upper: beta * Math.exp((z * se_beta) / beta),
    },
    eta_bounds: { lower: eta * Math.exp((-z * se_eta) / eta), upper: eta * Math.exp((z * se_eta) / eta) },
    confidence,
    log_likelihood,
  };
}

export interface ProbabilityPoint {
  /** Operating hours to failure. */
  time: number;
  /** Median-rank estimate of the fraction failed by that time (Bernard's approximation). */
  unreliability: number;
}

export interface RankRegression extends WeibullParameters {
  method: 'median-rank-regression';
  points: ProbabilityPoint[];
  r_squared: number;
}

/**
 * Median ranks for the probability plot: Johnson's adjusted ranks for suspensions, then Bernard's
 * approximation F ≈ (i − 0.3) / (N + 0.4) (Abernethy §2.8 and §2.9).
 */
export function medianRanks(data: LifeData): ProbabilityPoint[] {
  const items = [
    ...positive(data.failures).map((time) => ({ time, failed: true })),
    ...positive(data.censored).map((time) => ({ time, failed: false })),
  ].sort((x, y) => x.time - y.time || Number(y.failed) - Number(x.failed));
  const n = items.length;
  const points: ProbabilityPoint[] = [];
  let rank = 0;
  items.forEach((item, index) => {
    if (!item.failed) return;
    const reverseRank = n - index;
    rank += (n + 1 - rank) / (1 + reverseRank);
    points.push({ time: item.time, unreliability: (rank - 0.3) / (n + 0.4) });
  });
  return points;
}

/**
 * Median-rank regression (rank regression on Y): least squares of ln(−ln(1 − F)) on ln t, so β is the
 * slope and η = exp(−intercept/β). Used to draw the straight line of the Weibull probability plot.
 */
export function fitMedianRankRegression(data: LifeData): RankRegression | null {
  const points = medianRanks(data);
  if (points.length < 2) return null;
  const xs = points.map((p) => Math.log(p.time));
  const ys = points.map((p) => Math.log(-Math.log(1 - p.unreliability)));
  const n = xs.length;
  const mx = xs.reduce((s, v) => s + v, 0) / n;
  const my = ys.reduce((s, v) => s + v, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i] - mx) ** 2;
    sxy += (xs[i] - mx) * (ys[i] - my);
    syy += (ys[i] - my) ** 2;
  }
  if (sxx === 0) return null;
  const beta = sxy / sxx;
  const intercept = my - beta * mx;
  return {
    method: 'median-rank-regression',
    beta,
    eta: Math.exp(-intercept / beta),
    points,
    r_squared: syy === 0 ? 1 : (sxy * sxy) / (sxx * syy),
  };
}

/** R(t) = exp(−(t/η)^β). */
export function weibullReliability(p: WeibullParameters, t: number): number {
  return Math.exp(-((Math.max(t, 0) / p.eta) ** p.beta));
}

/** Probability of failing within `horizon` hours for a unit that has already run `age` hours. */
export function conditionalFailureProbability(p: WeibullParameters, age: number, horizon: number): number {
  const a = Math.max(age, 0);
  // 1 − R(a + h)/R(a), computed in the exponent to stay exact for large ages.
  return 1 - Math.exp((a / p.eta) ** p.beta - ((a + horizon) / p.eta) ** p.beta);
}

/** Median remaining life of a unit aged `age` hours: m with R(age + m) / R(age) = ½. */
export function medianResidualLife(p: WeibullParameters, age: number): number {
  const a = Math.max(age, 0);
  return p.eta * ((a / p.eta) ** p.beta + Math.LN2) ** (1 / p.beta) - a;
}

/** Age at which reliability falls to `target`: t = η(−ln R)^(1/β) (the B-life for 1 − R). */
export function reliableLife(p: WeibullParameters, target: number): number {
  return p.eta * (-Math.log(target)) ** (1 / p.beta);
}
