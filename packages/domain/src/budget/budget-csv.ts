import { toCsv } from '../common/csv';
import { BUDGET_CATEGORY_LABELS, type BudgetResponse, MONTH_SHORT_NAMES } from './budget.schema';

/** Numbers, not text: a spreadsheet sums them, and a negative variance is not taken for a formula. */
const money = (value: number) => Math.round(value * 100) / 100;

/**
 * Plan against actual per month and category for a spreadsheet: amounts in GBP as plain
 * numbers to the penny, a total row per month, the shared writer escaping formulas, and a BOM so
 * Excel shows £ and accents in site names.
 */
export function budgetToCsv(budget: BudgetResponse): string {
  const site = budget.location?.name ?? budget.site ?? 'All sites';
  const rows: (string | number | null)[][] = [
    [
      'Year',
      'Site',
      'Month',
      'Category',
      'Plan (GBP)',
      'Actual (GBP)',
      'Variance (GBP)',
      'Variance %',
      'Committed (GBP)',
    ],
  ];
  for (const month of budget.months) {
    const name = MONTH_SHORT_NAMES[month.month - 1];
    for (const cell of budget.cells.filter((c) => c.month === month.month)) {
      rows.push([
        budget.year,
        site,
        name,
        BUDGET_CATEGORY_LABELS[cell.category],
        money(cell.plan),
        money(cell.actual),
        money(cell.variance),
        cell.variance_pct,
        null,
      ]);
    }
    rows.push([
      budget.year,
      site,
      name,
      'Total',
      money(month.plan),
      money(month.actual),
      money(month.variance),
      month.variance_pct,
      money(month.committed),
    ]);
  }
  return toCsv(rows, { bom: true });
}

export function budgetExportFilename(year: number, site: string | null): string {
  const slug =
    (site ?? 'all-sites')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'site';
  return `budget-${year}-${slug}.csv`;
}
