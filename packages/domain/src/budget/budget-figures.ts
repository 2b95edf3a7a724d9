import { DEFAULT_KPI_TARGETS } from '../analytics/kpi-targets';
import { formatCurrency } from '../format/display';
import {
  BUDGET_CATEGORIES,
  type BudgetCategory,
  type BudgetCell,
  type BudgetFigures,
  type BudgetLine,
  type BudgetResponse,
  MONTH_SHORT_NAMES,
} from './budget.schema';

/** The "budget used %" KPI target when none is set. */
export const DEFAULT_BUDGET_ALERT_PCT = DEFAULT_KPI_TARGETS.budget_used_pct;
/** Months averaged for the full-year forecast. */
export const FORECAST_AVERAGE_MONTHS = 3;

/** Money is summed in pence so that £0.10 + £0.20 is £0.30. */
const toPence = (pounds: number) => Math.round(pounds * 100);
const toPounds = (pence: number) => pence / 100;
export function sumMoney(values: readonly number[]): number {
  return toPounds(values.reduce((total, value) => total + toPence(value), 0));
}

/** How many months of `year` have begun at `today` (plant time): 12 for a past year, 0 for a future one. */
export function monthsElapsed(year: number, today: { year: number; month: number }): number {
  if (year < today.year) return 12;
  if (year > today.year) return 0;
  return today.month;
}

/** Actual minus plan: above 0 is over budget. The percentage is of the plan, null without a plan. */
export function budgetVariance(
  plan: number,
  actual: number,
): { variance: number; variance_pct: number | null } {
  const variance = sumMoney([actual, -plan]);
  return { variance, variance_pct: plan > 0 ? Math.round((variance / plan) * 1000) / 10 : null };
}

/**
 * The full-year forecast: actual to date plus the average of the last three complete months for each
 * month left. In January there is no complete month yet, so January so far stands in for the
 * average. Null before the year has begun; the actual total once it has ended.
 */
export function forecastFullYear(monthlyActuals: readonly number[], elapsed: number): number | null {
  if (elapsed <= 0) return null;
  const toDate = sumMoney(monthlyActuals.slice(0, elapsed));
  if (elapsed >= 12) return toDate;
  const complete = monthlyActuals.slice(0, elapsed - 1);
  const recent = complete.slice(-FORECAST_AVERAGE_MONTHS);
  const basis = recent.length > 0 ? recent : [monthlyActuals[elapsed - 1] ?? 0];
  const average = sumMoney(basis) / basis.length;
  return Math.round((toDate + average * (12 - elapsed)) * 100) / 100;
}

/** An annual amount spread evenly over the twelve months, to the penny; the odd pence go to the first months. */
export function spreadAnnualAmount(annual: number): number[] {
  const pence = toPence(annual);
  const base = Math.floor(pence / 12);
  const remainder = pence - base * 12;
  return Array.from({ length: 12 }, (_, index) => toPounds(base + (index < remainder ? 1 : 0)));
}

/** Last year's plan as this year's, each line raised (or lowered) by `percent`, to the penny. */
export function copyPlanLines(lines: readonly BudgetLine[], toYear: number, percent = 0): BudgetLine[] {
  return lines.map((line) => ({
    ...line,
    year: toYear,
    amount: Math.max(0, toPounds(Math.round(toPence(line.amount) * (1 + percent / 100)))),
  }));
}

/** The raw figures of one month and category, as the database sums them. */
export interface BudgetAmounts {
  month: number;
  category: BudgetCategory;
  plan: number;
  own_plan: number;
  actual: number;
}

function figures(plan: number, actual: number): BudgetFigures {
  return { plan, actual, ...budgetVariance(plan, actual) };
}

/**
 * A year of plan against actual from the summed amounts: every month × category cell (missing ones are
 * zero), month totals with cumulative lines and what is committed, category totals, year-to-date and
 * the forecast. `committed` is per month (index 0 is January).
 */
export function buildBudgetYear(
  amounts: readonly BudgetAmounts[],
  committed: readonly number[],
  elapsed: number,
): Pick<BudgetResponse, 'cells' | 'months' | 'categories' | 'totals' | 'months_elapsed'> {
  const byKey = new Map(amounts.map((a) => [`${a.month}|${a.category}`, a]));
  const cells: BudgetCell[] = [];
  for (let month = 1; month <= 12; month++) {
    for (const category of BUDGET_CATEGORIES) {
      const a = byKey.get(`${month}|${category}`);
      cells.push({
        month,
        category,
        own_plan: a?.own_plan ?? 0,
        ...figures(a?.plan ?? 0, a?.actual ?? 0),
      });
    }
  }
  const sumOf = (rows: BudgetCell[], field: 'plan' | 'actual') => sumMoney(rows.map((r) => r[field]));

  let cumulativePlan = 0;
  let cumulativeActual = 0;
  const months = Array.from({ length: 12 }, (_, index) => {
    const rows = cells.filter((cell) => cell.month === index + 1);
    const plan = sumOf(rows, 'plan');
    const actual = sumOf(rows, 'actual');
    cumulativePlan = sumMoney([cumulativePlan, plan]);
    cumulativeActual = sumMoney([cumulativeActual, actual]);
    return {
      month: index + 1,
      ...figures(plan, actual),
      committed: committed[index] ?? 0,
      cumulative_plan: cumulativePlan,
      cumulative_actual: cumulativeActual,
    };
  });
  const categories = BUDGET_CATEGORIES.map((category) => {
    const rows = cells.filter((cell) => cell.category === category);
    return { category, ...figures(sumOf(rows, 'plan'), sumOf(rows, 'actual')) };
  });

  const plan = sumMoney(months.map((m) => m.plan));
  const planYtd = sumMoney(months.slice(0, elapsed).map((m) => m.plan));
  const actualYtd = sumMoney(months.slice(0, elapsed).map((m) => m.actual));
  const ytd = budgetVariance(planYtd, actualYtd);
  const forecast = forecastFullYear(
    months.map((m) => m.actual),
    elapsed,
  );
  return {
    months_elapsed: elapsed,
    cells,
    months,
    categories,
    totals: {
      plan,
      plan_ytd: planYtd,
      actual_ytd: actualYtd,
      variance_ytd: ytd.variance,
      variance_ytd_pct: ytd.variance_pct,
      committed: sumMoney(months.map((m) => m.committed)),
      forecast,
      forecast_variance: forecast === null ? null : sumMoney([forecast, -plan]),
    },
  };
}

/**
 * The alert thresholds a month's spend has reached against its plan: the KPI "budget used %" target
 * and 100 %. Nothing without a plan.
 */
export function budgetThresholdsReached(spent: number, plan: number, targetPct: number): number[] {
  if (plan <= 0) return [];
  const thresholds = [...new Set([targetPct, 100])].sort((a, b) => a - b);
  return thresholds.filter((pct) => toPence(spent) * 100 >= toPence(plan) * pct);
}

/** The budget_threshold notification for managers and admins. */
export function budgetThresholdNotification(input: {
  site: string | null;
  year: number;
  month: number;
  threshold: number;
  spent: number;
  plan: number;
}) {
  const where = input.site ?? 'All sites';
  const when = `${MONTH_SHORT_NAMES[input.month - 1]} ${input.year}`;
  const used = Math.round((input.spent / input.plan) * 100);
  const over = input.threshold >= 100;
  return {
    notification_type: 'budget_threshold' as const,
    title: over ? `Over budget: ${where}, ${when}` : `Budget ${input.threshold}% used: ${where}, ${when}`,
    message: `Maintenance spend for ${where} in ${when} is ${formatCurrency(input.spent)} of a ${formatCurrency(input.plan)} plan (${used}%).`,
    urgency: over ? ('high' as const) : ('medium' as const),
    metadata: {
      site: input.site,
      year: input.year,
      month: input.month,
      threshold: input.threshold,
      link: '/budget',
    },
  };
}

/** The assets that cost most: labour, parts and invoices (every other category) per asset, highest total first. */
export function topSpenders(
  rows: ReadonlyArray<{ asset_id: string; category: BudgetCategory; amount: number }>,
  limit: number,
): Array<{ asset_id: string; labour: number; parts: number; expenses: number; total: number }> {
  const byAsset = new Map<
    string,
    { asset_id: string; labour: number; parts: number; expenses: number; total: number }
  >();
  for (const row of rows) {
    const entry = byAsset.get(row.asset_id) ?? {
      asset_id: row.asset_id,
      labour: 0,
      parts: 0,
      expenses: 0,
      total: 0,
    };
    const bucket = row.category === 'labour' ? 'labour' : row.category === 'parts' ? 'parts' : 'expenses';
    entry[bucket] = sumMoney([entry[bucket], row.amount]);
    entry.total = sumMoney([entry.total, row.amount]);
    byAsset.set(row.asset_id, entry);
  }
  return [...byAsset.values()]
    .filter((entry) => entry.total > 0)
    .sort((a, b) => b.total - a.total || a.asset_id.localeCompare(b.asset_id))
    .slice(0, limit);
}
