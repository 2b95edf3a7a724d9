/**
 * Crow-AMSAA (power-law non-homogeneous Poisson process) for one repairable asset: expected cumulative
 * failures N(t) = λ t^β. MIL-HDBK-189C §5; maximum-likelihood estimates β̂ = n / Σ ln(T/tᵢ), λ̂ = n / T^β̂.
 */

export type ReliabilityTrend = 'improving' | 'stable' | 'deteriorating';

/** β below this: failures arriving further apart (reliability growth). */
export const IMPROVING_BELOW = 0.8;
/** β above this: failures arriving closer together. */
export const DETERIORATING_ABOVE = 1.2;

export interface CrowAmsaaFit {
  beta: number;
  lambda: number;
  /** The end of observation T (operating hours). */
  total_time: number;
  failures: number;
  trend: ReliabilityTrend;
  /** Current (instantaneous) MTBF at T: 1 / (λ β T^(β−1)). */
  instantaneous_mtbf: number;
}

/** The trend label of a Crow-AMSAA β. */
export function trendOf(beta: number): ReliabilityTrend {
  if (beta < IMPROVING_BELOW) return 'improving';
  if (beta > DETERIORATING_ABOVE) return 'deteriorating';
  return 'stable';
}

/**
 * Fits Crow-AMSAA to cumulative failure times `times` observed until `totalTime` (time-truncated;
 * pass the last failure time for failure-truncated data). Needs at least 3 failures.
 */
export function fitCrowAmsaa(times: readonly number[], totalTime: number): CrowAmsaaFit | null {
  const t = times.filter((v) => v > 0 && v <= totalTime);
  const n = t.length;
  if (n < 3 || !(totalTime > 0)) return null;
  const sum = t.reduce((s, ti) => s + Math.log(totalTime / ti), 0);
  if (!(sum > 0)) return null;
  const beta = n / sum;
  const lambda = n / totalTime ** beta;
  return {
    beta,
    lambda,
    total_time: totalTime,
    failures: n,
    trend: trendOf(beta),
    instantaneous_mtbf: 1 / (lambda * beta * totalTime ** (beta - 1)),
  };
}

/** Expected cumulative failures by time t under the fit. */
export function crowAmsaaExpected(fit: Pick<CrowAmsaaFit, 'lambda' | 'beta'>, t: number): number {
  return fit.lambda * t ** fit.beta;
}
