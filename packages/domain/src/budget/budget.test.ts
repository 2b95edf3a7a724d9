import { describe, expect, it } from 'vitest';
import { budgetExpenseInputSchema, budgetLinesBodySchema, MAX_BUDGET_LINES_PER_PUT } from './budget.schema';
import {
  budgetThresholdNotification,
  budgetThresholdsReached,
  budgetVariance,
  buildBudgetYear,
  copyPlanLines,
  DEFAULT_BUDGET_ALERT_PCT,
  forecastFullYear,
  monthsElapsed,
  spreadAnnualAmount,
  sumMoney,
  topSpenders,
} from './budget-figures';

describe('budget figures', () => {
  it('sums money to the penny', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
  });

  it('counts the months of a year that have begun', () => {
    expect(monthsElapsed(2025, { year: 2026, month: 11 })).toBe(12);
    expect(monthsElapsed(2026, { year: 2026, month: 11 })).toBe(11);
    expect(monthsElapsed(2027, { year: 2026, month: 11 })).toBe(0);
  });

  it('gives the variance as actual minus plan, in GBP and percent of plan', () => {
    expect(budgetVariance(1000, 1150)).toEqual({ variance: 150, variance_pct: 15 });
    expect(budgetVariance(1000, 800)).toEqual({ variance: -200, variance_pct: -20 });
    expect(budgetVariance(0, 50)).toEqual({ variance: 50, variance_pct: null });
    expect(budgetVariance(3, 1)).toEqual({ variance: -2, variance_pct: -66.7 });
  });

  it('forecasts the year: actual to date + the average of the last three complete months × the months left', () => {
    // Elapsed 5 (May): to date 100+200+300+400+50 = 1050; last three complete months Feb–Apr average 300;
    // seven months left → 1050 + 300 × 7 = 3150.
    expect(forecastFullYear([100, 200, 300, 400, 50, 0, 0, 0, 0, 0, 0, 0], 5)).toBe(3150);
    // March: only two complete months (Jan, Feb): average 150; to date 100+200+10 = 310; + 150 × 9 = 1660.
    expect(forecastFullYear([100, 200, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0], 3)).toBe(1660);
    // January: January so far stands in for the average: 40 + 40 × 11 = 480.
    expect(forecastFullYear([40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 1)).toBe(480);
    // A past year is its actual total; a future year has no forecast.
    expect(forecastFullYear([10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10], 12)).toBe(120);
    expect(forecastFullYear(new Array(12).fill(0), 0)).toBeNull();
  });

  it('spreads an annual amount evenly, the odd pence to the first months, summing to the amount', () => {
    const spread = spreadAnnualAmount(1000);
    expect(spread.slice(0, 4)).toEqual([83.34, 83.34, 83.34, 83.34]);
    expect(spread.slice(4)).toEqual(new Array(8).fill(83.33));
    expect(sumMoney(spread)).toBe(1000);
    expect(spreadAnnualAmount(12_000)).toEqual(new Array(12).fill(1000));
  });

  it("copies last year's plan, optionally raised by a percentage", () => {
    const lines = [{ year: 2025, month: 3, site: 'Leeds', category: 'parts' as const, amount: 1234.5 }];
    expect(copyPlanLines(lines, 2026)).toEqual([{ ...lines[0], year: 2026 }]);
    expect(copyPlanLines(lines, 2026, 3)[0].amount).toBe(1271.54);
    expect(copyPlanLines(lines, 2026, -100)[0].amount).toBe(0);
  });

  it('builds the year: cells, months with cumulative lines, categories, year to date and forecast', () => {
    const year = buildBudgetYear(
      [
        { month: 1, category: 'labour', plan: 1000, own_plan: 1000, actual: 900 },
        { month: 1, category: 'parts', plan: 500, own_plan: 0, actual: 700 },
        { month: 2, category: 'labour', plan: 1000, own_plan: 1000, actual: 1200 },
        { month: 3, category: 'contractors', plan: 2000, own_plan: 2000, actual: 0 },
      ],
      [0, 250],
      2,
    );
    expect(year.cells).toHaveLength(60);
    expect(year.cells.find((c) => c.month === 1 && c.category === 'parts')).toMatchObject({
      plan: 500,
      own_plan: 0,
      actual: 700,
      variance: 200,
      variance_pct: 40,
    });
    expect(year.months[0]).toMatchObject({
      plan: 1500,
      actual: 1600,
      cumulative_plan: 1500,
      cumulative_actual: 1600,
    });
    expect(year.months[1]).toMatchObject({
      plan: 1000,
      actual: 1200,
      committed: 250,
      cumulative_actual: 2800,
    });
    expect(year.months[2]).toMatchObject({ cumulative_plan: 4500, cumulative_actual: 2800 });
    expect(year.categories.find((c) => c.category === 'labour')).toMatchObject({ plan: 2000, actual: 2100 });
    // Year to date is January and February: plan 2500, actual 2800, 12 % over.
    expect(year.totals).toEqual({
      plan: 4500,
      plan_ytd: 2500,
      actual_ytd: 2800,
      variance_ytd: 300,
      variance_ytd_pct: 12,
      committed: 250,
      // February: one complete month (January, 1600): 2800 + 1600 × 10 = 18,800.
      forecast: 18_800,
      forecast_variance: 14_300,
    });
  });

  it('reaches the KPI target (90 % by default) and then 100 %', () => {
    expect(DEFAULT_BUDGET_ALERT_PCT).toBe(90);
    expect(budgetThresholdsReached(899.99, 1000, 90)).toEqual([]);
    expect(budgetThresholdsReached(900, 1000, 90)).toEqual([90]);
    expect(budgetThresholdsReached(1000, 1000, 90)).toEqual([90, 100]);
    expect(budgetThresholdsReached(5000, 0, 90)).toEqual([]);
    expect(budgetThresholdsReached(1000, 1000, 100)).toEqual([100]);
  });

  it('ranks the assets by what they cost: labour, parts and invoices', () => {
    const rows = [
      { asset_id: 'a', category: 'labour' as const, amount: 60 },
      { asset_id: 'a', category: 'parts' as const, amount: 25.5 },
      { asset_id: 'b', category: 'contractors' as const, amount: 500 },
      { asset_id: 'b', category: 'capital' as const, amount: 700 },
      { asset_id: 'c', category: 'parts' as const, amount: 0 },
    ];
    expect(topSpenders(rows, 10)).toEqual([
      { asset_id: 'b', labour: 0, parts: 0, expenses: 1200, total: 1200 },
      { asset_id: 'a', labour: 60, parts: 25.5, expenses: 0, total: 85.5 },
    ]);
    expect(topSpenders(rows, 1).map((r) => r.asset_id)).toEqual(['b']);
  });

  it('words the alert with the site, month and figures', () => {
    const n = budgetThresholdNotification({
      site: 'Leeds',
      year: 2026,
      month: 3,
      threshold: 100,
      spent: 10_500,
      plan: 10_000,
    });
    expect(n.title).toBe('Over budget: Leeds, Mar 2026');
    expect(n.message).toBe('Maintenance spend for Leeds in Mar 2026 is £10,500 of a £10,000 plan (105%).');
    expect(n.urgency).toBe('high');
    expect(
      budgetThresholdNotification({
        site: null,
        year: 2026,
        month: 3,
        threshold: 90,
        spent: 9000,
        plan: 10_000,
      }).title,
    ).toBe('Budget 90% used: All sites, Mar 2026');
  });
});

describe('budget input', () => {
  const line = { year: 2026, month: 1, site: 'Leeds', category: 'labour', amount: 100 };
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('refuses month 13, year 1900, negative and non-numeric amounts, naming the field', () => {
    expect(messages(budgetLinesBodySchema.safeParse({ lines: [{ ...line, month: 13 }] }))).toEqual([
      'Month must be a whole number from 1 to 12',
    ]);
    expect(messages(budgetLinesBodySchema.safeParse({ lines: [{ ...line, year: 1900 }] }))).toEqual([
      'Year must be between 2000 and 2100',
    ]);
    expect(messages(budgetLinesBodySchema.safeParse({ lines: [{ ...line, amount: -1 }] }))).toEqual([
      'Amount must be a number of 0 or more',
    ]);
    expect(budgetLinesBodySchema.safeParse({ lines: [{ ...line, amount: '12' }] }).success).toBe(false);
  });

  it('refuses duplicate lines and more than the maximum in one change', () => {
    expect(messages(budgetLinesBodySchema.safeParse({ lines: [line, { ...line, amount: 5 }] }))).toEqual([
      'Line 2 repeats labour for month 1 of 2026 (Leeds)',
    ]);
    const many = Array.from({ length: MAX_BUDGET_LINES_PER_PUT + 1 }, (_, i) => ({
      ...line,
      year: 2000 + (i % 100),
    }));
    expect(messages(budgetLinesBodySchema.safeParse({ lines: many }))[0]).toBe(
      'At most 1200 lines in one change',
    );
  });

  it('refuses an expense without a category, or typed as labour or parts', () => {
    const expense = { date: '2026-03-04', site: 'Leeds', amount: 250, supplier: 'Acme Refrigeration' };
    expect(budgetExpenseInputSchema.safeParse({ ...expense, category: 'contractors' }).success).toBe(true);
    expect(messages(budgetExpenseInputSchema.safeParse(expense))[0]).toMatch(
      /^Category must be one of contractors/,
    );
    expect(budgetExpenseInputSchema.safeParse({ ...expense, category: 'labour' }).success).toBe(false);
  });
});
