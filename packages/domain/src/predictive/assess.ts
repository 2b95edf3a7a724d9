/**
 * Turns each asset's failure history into a maintenance decision: a Weibull fit (its own, or its
 * category's when it has fewer than 3 failures), the chance of a breakdown in the next 30 days, the
 * median time to the next one, Crow-AMSAA trend, and a PM interval only where wear-out makes one useful.
 */
import { type CrowAmsaaFit, crowAmsaaExpected, fitCrowAmsaa } from './crow-amsaa';
import { type AssetFailureHistory, type BreakdownSpan, buildFailureHistory } from './history';
import type { PredictiveAssetDetail, PredictiveAssetSummary } from './predictive.schema';
import {
  conditionalFailureProbability,
  fitMedianRankRegression,
  fitWeibullMle,
  type LifeData,
  medianResidualLife,
  reliableLife,
  type WeibullFit,
  weibullReliability,
} from './weibull';

/** Fewer failures than this and no estimate is made from them. */
export const MIN_FAILURES = 3;
export const HORIZON_DAYS = 30;
export const TARGET_RELIABILITY = 0.9;
export const RECENT_WINDOW_DAYS = 90;
const HOURS_PER_DAY = 24;
const MS_PER_DAY = 86_400_000;

export interface PredictiveAssetInput {
  id: string;
  asset_id: string;
  asset_name: string;
  category: string;
  site: string | null;
  /** When the asset was registered, epoch ms: the start of observation. */
  observed_from: number;
  breakdowns: BreakdownSpan[];
  current_pm_interval_days: number | null;
}

interface Assessment {
  summary: PredictiveAssetSummary;
  history: AssetFailureHistory;
  fit: WeibullFit | null;
  lifeData: LifeData | null;
  crow: CrowAmsaaFit | null;
}

function lifeDataOf(history: AssetFailureHistory): LifeData {
  return {
    failures: history.failure_intervals,
    censored: history.censored_interval === null ? [] : [history.censored_interval],
  };
}

function poolLifeData(histories: AssetFailureHistory[]): LifeData {
  return {
    failures: histories.flatMap((h) => h.failure_intervals),
    censored: histories.flatMap((h) => (h.censored_interval === null ? [] : [h.censored_interval])),
  };
}

/** Lanczos approximation of Γ(x) for x > 0 (g = 7, n = 9). */
export function gammaFunction(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.PI / (Math.sin(Math.PI * x) * gammaFunction(1 - x));
  const y = x - 1;
  let a = c[0];
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (y + i);
  return Math.sqrt(2 * Math.PI) * t ** (y + 0.5) * Math.exp(-t) * a;
}

function patternOf(fit: WeibullFit): PredictiveAssetSummary['pattern'] {
  if (fit.beta_bounds.lower <= 1 && fit.beta_bounds.upper >= 1) return 'random';
  return fit.beta > 1 ? 'wear-out' : 'early-life';
}

/** Assesses every asset; pooling uses all assets of the same category. */
export function assessFleet(inputs: PredictiveAssetInput[], now: number): Map<string, Assessment> {
  const histories = new Map(
    inputs.map((a) => [a.id, buildFailureHistory(a.observed_from, a.breakdowns, now)]),
  );
  const byCategory = new Map<string, AssetFailureHistory[]>();
  for (const a of inputs) {
    const list = byCategory.get(a.category) ?? [];
    list.push(histories.get(a.id) as AssetFailureHistory);
    byCategory.set(a.category, list);
  }
  const categoryFits = new Map<string, { fit: WeibullFit | null; data: LifeData }>();
  const result = new Map<string, Assessment>();
  for (const input of inputs) {
    const history = histories.get(input.id) as AssetFailureHistory;
    let basis: PredictiveAssetSummary['basis'] = 'insufficient';
    let fit: WeibullFit | null = null;
    let lifeData: LifeData | null = null;
    if (history.failure_intervals.length >= MIN_FAILURES) {
      lifeData = lifeDataOf(history);
      fit = fitWeibullMle(lifeData);
      if (fit) basis = 'asset';
    } else {
      let pooled = categoryFits.get(input.category);
      if (!pooled) {
        const data = poolLifeData(byCategory.get(input.category) ?? []);
        pooled = { data, fit: data.failures.length >= MIN_FAILURES ? fitWeibullMle(data) : null };
        categoryFits.set(input.category, pooled);
      }
      if (pooled.fit) {
        fit = pooled.fit;
        lifeData = pooled.data;
        basis = 'category';
      }
    }
    const crow =
      history.failure_count >= MIN_FAILURES
        ? fitCrowAmsaa(history.cumulative_failure_hours, history.total_operating_hours)
        : null;
    result.set(input.id, {
      summary: summarise(input, history, basis, fit, crow),
      history,
      fit,
      lifeData,
      crow,
    });
  }
  return result;
}

function summarise(
  input: PredictiveAssetInput,
  history: AssetFailureHistory,
  basis: PredictiveAssetSummary['basis'],
  fit: WeibullFit | null,
  crow: CrowAmsaaFit | null,
): PredictiveAssetSummary {
  const horizonHours = HORIZON_DAYS * HOURS_PER_DAY;
  const interval = fit && fit.beta > 1 ? reliableLife(fit, TARGET_RELIABILITY) / HOURS_PER_DAY : null;
  return {
    asset: {
      id: input.id,
      asset_id: input.asset_id,
      asset_name: input.asset_name,
      category: input.category,
      site: input.site,
    },
    failure_count: history.failure_count,
    basis,
    basis_label: basisLabel(basis, fit),
    basis_failures: fit?.failures ?? 0,
    method: fit ? 'weibull-mle' : 'none',
    beta: fit?.beta ?? null,
    eta_hours: fit?.eta ?? null,
    pattern: fit ? patternOf(fit) : null,
    failure_probability_30d: fit ? conditionalFailureProbability(fit, history.age_hours, horizonHours) : null,
    median_time_to_failure_hours: fit ? medianResidualLife(fit, history.age_hours) : null,
    mtbf_hours: crow ? crow.instantaneous_mtbf : fit ? fit.eta * gammaFunction(1 + 1 / fit.beta) : null,
    trend: crow?.trend ?? null,
    crow_beta: crow?.beta ?? null,
    recommended_pm_interval_days: interval === null ? null : Math.max(1, Math.floor(interval)),
    current_pm_interval_days: input.current_pm_interval_days,
    age_hours: history.age_hours,
    down_now: history.down_now,
  };
}

function basisLabel(basis: PredictiveAssetSummary['basis'], fit: WeibullFit | null): string {
  if (basis === 'asset' && fit) return `from ${fit.failures} failures`;
  if (basis === 'category' && fit) return `pooled from category (${fit.failures} failures)`;
  return 'insufficient data';
}

/** Ranks the assessed fleet: highest 30-day probability first, assets without an estimate last. */
export function rankFleet(summaries: PredictiveAssetSummary[]): PredictiveAssetSummary[] {
  return [...summaries].sort(
    (a, b) =>
      (b.failure_probability_30d ?? -1) - (a.failure_probability_30d ?? -1) ||
      b.failure_count - a.failure_count ||
      a.asset.asset_name.localeCompare(b.asset.asset_name),
  );
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function pct(p: number): string {
  const v = p * 100;
  return `${v < 1 && v > 0 ? '< 1' : Math.round(v)} %`;
}

function days(hours: number): string {
  const d = hours / HOURS_PER_DAY;
  return d < 1 ? `${Math.round(hours)} hours` : `${Math.round(d)} days`;
}

/** Counts failures in the last 90 calendar days and in the 90 days before. */
export function recentFailures(history: AssetFailureHistory, now: number) {
  const window = RECENT_WINDOW_DAYS * MS_PER_DAY;
  let last = 0;
  let previous = 0;
  for (const start of history.failure_starts) {
    if (start > now - window) last++;
    else if (start > now - 2 * window) previous++;
  }
  return { last_90_days: last, previous_90_days: previous };
}

/** The plain-language explanation of an assessment, one sentence per finding. */
export function explain(
  summary: PredictiveAssetSummary,
  fit: WeibullFit | null,
  recent: { last_90_days: number; previous_90_days: number },
): string[] {
  const lines: string[] = [];
  const own = summary.failure_count;
  if (summary.basis === 'insufficient') {
    lines.push(
      `Insufficient data: ${own} breakdown${own === 1 ? '' : 's'} recorded on this asset and fewer than ${MIN_FAILURES} failures in its category, so no estimate is given.`,
    );
  } else if (summary.basis === 'category' && fit) {
    lines.push(
      `This asset has only ${own} recorded breakdown${own === 1 ? '' : 's'}, so the estimate pools the ${fit.failures} failures of all ${summary.asset.category} assets.`,
    );
  } else if (fit) {
    lines.push(
      `Based on ${fit.failures} times between failures of this asset${fit.censored ? ' and the time it has run since its last repair' : ''}.`,
    );
  }
  if (fit) {
    const range = `${round(fit.beta_bounds.lower, 2)}–${round(fit.beta_bounds.upper, 2)}`;
    if (summary.pattern === 'wear-out') {
      lines.push(
        `Wear-out pattern (shape β = ${round(fit.beta, 2)}, ${Math.round(fit.confidence * 100)} % range ${range}): the longer it runs after a repair, the likelier it is to fail.`,
      );
    } else if (summary.pattern === 'early-life') {
      lines.push(
        `Early-life pattern (shape β = ${round(fit.beta, 2)}, range ${range}): failures cluster soon after a repair, which points at repair quality, start-up or installation problems.`,
      );
    } else {
      lines.push(
        `No clear wear-out (shape β = ${round(fit.beta, 2)}, range ${range} includes 1): failures look random in time, so the time since the last repair says little about the next one.`,
      );
    }
    if (summary.failure_probability_30d !== null && summary.median_time_to_failure_hours !== null) {
      lines.push(
        summary.down_now
          ? `It is down now. After the repair, the chance of another breakdown within ${HORIZON_DAYS} days is ${pct(summary.failure_probability_30d)}.`
          : `It has run ${days(summary.age_hours)} since its last repair: the chance of a breakdown in the next ${HORIZON_DAYS} days is ${pct(summary.failure_probability_30d)}, and the median time to the next one is ${days(summary.median_time_to_failure_hours)}.`,
      );
    }
    if (summary.recommended_pm_interval_days !== null) {
      lines.push(
        `Servicing it every ${summary.recommended_pm_interval_days} days keeps a ${Math.round(TARGET_RELIABILITY * 100)} % chance of running from one service to the next without a breakdown (t = η(−ln R)^(1/β)).`,
      );
      if (summary.trend !== null && summary.trend !== 'stable') {
        lines.push(
          `The failure rate is ${summary.trend === 'improving' ? 'falling' : 'rising'} over time, so the times between failures are not alike: treat this interval as provisional and review it.`,
        );
      }
      if (summary.pattern === 'random') {
        lines.push(
          'The evidence for wear-out is still weak (the range of β includes 1): review the interval as more failures are recorded.',
        );
      }
    } else {
      lines.push(
        'A fixed-interval PM will not prevent these failures (random or early-life pattern): use condition checks such as inspection, vibration or temperature readings, and remove root causes instead.',
      );
    }
  }
  if (summary.trend !== null) {
    const counts = `${recent.last_90_days} in the last ${RECENT_WINDOW_DAYS} days against ${recent.previous_90_days} in the ${RECENT_WINDOW_DAYS} before`;
    if (summary.trend === 'deteriorating') lines.push(`Failures are becoming more frequent: ${counts}.`);
    else if (summary.trend === 'improving') lines.push(`Failures are becoming less frequent: ${counts}.`);
    else lines.push(`The failure rate is steady: ${counts}.`);
  }
  return lines;
}

function spread(from: number, to: number, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(from + ((to - from) * i) / (count - 1));
  return out;
}

/** The full panel of one assessed asset: fit with bounds, plot points and curves, explanation. */
export function assetDetail(assessment: Assessment, now: number): PredictiveAssetDetail {
  const { summary, fit, lifeData, history, crow } = assessment;
  const recent = recentFailures(history, now);
  const regression = lifeData ? fitMedianRankRegression(lifeData) : null;
  let probability_plot: PredictiveAssetDetail['probability_plot'] = null;
  let reliability_curve: PredictiveAssetDetail['reliability_curve'] = [];
  if (fit && lifeData) {
    const points = (regression?.points ?? []).map((p) => ({
      x: Math.log(p.time),
      y: Math.log(-Math.log(1 - p.unreliability)),
    }));
    const times = [...lifeData.failures, ...lifeData.censored];
    const lo = Math.log(Math.min(...times));
    const hi = Math.log(Math.max(...times));
    const line = [lo, hi].map((x) => ({ x, y: fit.beta * (x - Math.log(fit.eta)) }));
    probability_plot = { points, line };
    const end = Math.max(reliableLife(fit, 0.01), summary.age_hours * 1.1);
    reliability_curve = spread(0, end, 60).map((t) => ({ x: t, y: weibullReliability(fit, t) }));
  }
  let crowPanel: PredictiveAssetDetail['crow_amsaa'] = null;
  if (crow) {
    const points = history.cumulative_failure_hours.filter((t) => t > 0).map((t, i) => ({ x: t, y: i + 1 }));
    const first = points[0]?.x ?? crow.total_time;
    const line = spread(Math.log(first), Math.log(crow.total_time), 20).map((lx) => {
      const x = Math.exp(lx);
      return { x, y: crowAmsaaExpected(crow, x) };
    });
    crowPanel = {
      beta: crow.beta,
      lambda: crow.lambda,
      instantaneous_mtbf_hours: crow.instantaneous_mtbf,
      points,
      line,
    };
  }
  return {
    ...summary,
    fit: fit
      ? {
          beta: fit.beta,
          eta_hours: fit.eta,
          beta_bounds: fit.beta_bounds,
          eta_bounds: fit.eta_bounds,
          confidence: fit.confidence,
          failures: fit.failures,
          censored: fit.censored,
        }
      : null,
    regression: regression
      ? { beta: regression.beta, eta_hours: regression.eta, r_squared: regression.r_squared }
      : null,
    probability_plot,
    reliability_curve,
    today: fit
      ? { age_hours: summary.age_hours, reliability: weibullReliability(fit, summary.age_hours) }
      : null,
    crow_amsaa: crowPanel,
    recent,
    explanation: explain(summary, fit, recent),
    // Breakdown history alone counts calendar hours; the server reads run hours off an hours meter.
    mtbf_basis: 'calendar_hours',
    mtbf_basis_label: 'based on calendar hours',
  };
}
