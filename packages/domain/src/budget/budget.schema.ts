import { z } from 'zod';
import { listResponseSchema, optionalText, pageQuerySchema } from '../common/api.schema';
import { calendarDateSchema, EARLIEST_DATE, LATEST_DATE } from '../common/dates';
import { hasAtMostDecimals } from '../common/numbers';
import { LOCATION_KINDS } from '../locations/location.schema';

/** Where maintenance money goes. Labour and parts are derived from work orders; the rest are expenses. */
export const BUDGET_CATEGORIES = ['labour', 'parts', 'contractors', 'capital', 'other'] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];
/** Categories typed in as expense entries: labour and parts come from work orders and the stock ledger. */
export const EXPENSE_CATEGORIES = ['contractors', 'capital', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const BUDGET_CATEGORY_LABELS: Record<BudgetCategory, string> = {
  labour: 'Labour',
  parts: 'Parts',
  contractors: 'Contractors',
  capital: 'Capital',
  other: 'Other',
};

export const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const BUDGET_MIN_YEAR = 2000;
export const BUDGET_MAX_YEAR = 2100;
/** numeric(14,2) */
export const BUDGET_AMOUNT_MAX = 999_999_999_999.99;
/** One PUT replaces at most this many lines: 12 months × 5 categories × 20 sites. */
export const MAX_BUDGET_LINES_PER_PUT = 1200;
export const BUDGET_SITE_MAX_LENGTH = 100;
export const EXPENSE_TEXT_MAX_LENGTH = 200;

const yearSchema = z.coerce
  .number({ error: 'Year must be a whole number' })
  .int('Year must be a whole number')
  .min(BUDGET_MIN_YEAR, `Year must be between ${BUDGET_MIN_YEAR} and ${BUDGET_MAX_YEAR}`)
  .max(BUDGET_MAX_YEAR, `Year must be between ${BUDGET_MIN_YEAR} and ${BUDGET_MAX_YEAR}`);

/** An amount of money in GBP: 0 or more, at most two decimals. */
export function moneySchema(name: string) {
  const message = `${name} must be a number of 0 or more`;
  return z
    .number({ error: message })
    .refine((v) => Number.isFinite(v) && v >= 0, message)
    .refine((v) => v <= BUDGET_AMOUNT_MAX, `${name} must be less than £1,000,000,000,000`)
    .refine((v) => hasAtMostDecimals(v, 2), `${name} may have at most 2 decimal places`);
}

/** A site name as assets carry it; null means the plan or cost is for all sites (the plant as a whole). */
const siteSchema = z
  .string({ error: 'Site must be text' })
  .trim()
  .min(1, 'Site must not be empty (use null for all sites)')
  .max(BUDGET_SITE_MAX_LENGTH)
  .nullable();

/** A location filter: the node and everything below it (an empty value: no filter). */
const budgetLocationSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.uuid({ error: 'location_id must be the id of a location' }).optional(),
);

export const budgetQuerySchema = z.object({
  year: yearSchema,
  /**
   * A location of the tree (docs/decisions/budget-locations.md): a site shows its plan and its spend; a
   * location below a site shows the spend of its assets (plans are kept per site). Omitted: all sites.
   */
  location_id: budgetLocationSchema,
  /** The older filter by a site's name (still accepted). */
  site: z.string().trim().min(1).max(BUDGET_SITE_MAX_LENGTH).optional(),
});
export type BudgetQuery = z.infer<typeof budgetQuerySchema>;

export const budgetLineSchema = z.object({
  year: yearSchema,
  month: z.coerce
    .number({ error: 'Month must be a whole number from 1 to 12' })
    .int('Month must be a whole number from 1 to 12')
    .min(1, 'Month must be a whole number from 1 to 12')
    .max(12, 'Month must be a whole number from 1 to 12'),
  site: siteSchema,
  category: z.enum(BUDGET_CATEGORIES, { error: `Category must be one of ${BUDGET_CATEGORIES.join(', ')}` }),
  amount: moneySchema('Amount'),
});
export type BudgetLine = z.infer<typeof budgetLineSchema>;

const lineKey = (line: Pick<BudgetLine, 'year' | 'month' | 'site' | 'category'>) =>
  `${line.year}|${line.month}|${line.site ?? ''}|${line.category}`;

/** PUT /api/budget/lines: sets each given line (0 clears it); the rest of the plan stays as it was. */
export const budgetLinesBodySchema = z.object({
  lines: z
    .array(budgetLineSchema)
    .min(1, 'Send at least one line')
    .max(MAX_BUDGET_LINES_PER_PUT, `At most ${MAX_BUDGET_LINES_PER_PUT} lines in one change`)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        const key = lineKey(line);
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `Line ${index + 1} repeats ${line.category} for month ${line.month} of ${line.year} (${line.site ?? 'all sites'})`,
          });
        }
        seen.add(key);
      });
    }),
});
export type BudgetLinesBody = z.infer<typeof budgetLinesBodySchema>;
export const budgetLinesResponseSchema = z.object({ saved: z.number().int() });

const expenseDateSchema = calendarDateSchema(
  `Date must be a date (YYYY-MM-DD) between ${EARLIEST_DATE} and ${LATEST_DATE}`,
);

/** An invoice that is not a work order: contractors, capital or other spend. */
export const budgetExpenseInputSchema = z.object({
  date: expenseDateSchema,
  site: siteSchema,
  category: z.enum(EXPENSE_CATEGORIES, {
    error: `Category must be one of ${EXPENSE_CATEGORIES.join(', ')} (labour and parts come from work orders)`,
  }),
  amount: moneySchema('Amount').refine((v) => v > 0, 'Amount must be more than 0'),
  supplier: z
    .string({ error: 'Supplier is required' })
    .trim()
    .min(1, 'Supplier is required')
    .max(EXPENSE_TEXT_MAX_LENGTH),
  reference: optionalText(EXPENSE_TEXT_MAX_LENGTH),
  asset_id: z.uuid('Asset must be an asset id').nullish(),
  work_order_id: z.uuid('Work order must be a work order id').nullish(),
  notes: optionalText(2000),
});
export type BudgetExpenseInput = z.input<typeof budgetExpenseInputSchema>;
export const budgetExpenseUpdateSchema = budgetExpenseInputSchema.partial();

export const budgetExpenseSchema = z.object({
  id: z.string(),
  date: z.string(),
  site: z.string().nullable(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: z.number(),
  supplier: z.string(),
  reference: z.string().nullable(),
  asset_id: z.string().nullable(),
  asset_name: z.string().nullable(),
  work_order_id: z.string().nullable(),
  notes: z.string().nullable(),
  entered_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type BudgetExpense = z.infer<typeof budgetExpenseSchema>;

export const budgetExpenseListQuerySchema = pageQuerySchema.extend({
  year: yearSchema,
  month: z.coerce.number().int().min(1).max(12).optional(),
  location_id: budgetLocationSchema,
  site: z.string().trim().min(1).max(BUDGET_SITE_MAX_LENGTH).optional(),
  category: z.enum(EXPENSE_CATEGORIES).optional(),
});
export type BudgetExpenseListQuery = z.infer<typeof budgetExpenseListQuerySchema>;
export const budgetExpenseListSchema = listResponseSchema(budgetExpenseSchema);

const figuresSchema = z.object({
  plan: z.number(),
  actual: z.number(),
  variance: z.number(),
  /** null when there is no plan to compare with. */
  variance_pct: z.number().nullable(),
});
export type BudgetFigures = z.infer<typeof figuresSchema>;

export const budgetCellSchema = figuresSchema.extend({
  month: z.number().int(),
  category: z.enum(BUDGET_CATEGORIES),
  /** The plan stored at the selected scope (all sites: the plant-wide lines), which the grid edits. */
  own_plan: z.number(),
});
export type BudgetCell = z.infer<typeof budgetCellSchema>;

export const budgetMonthSchema = figuresSchema.extend({
  month: z.number().int(),
  /** Estimates of the breakdowns still open that started this month: not spend, and of no category yet. */
  committed: z.number(),
  cumulative_plan: z.number(),
  cumulative_actual: z.number(),
});

export const budgetResponseSchema = z.object({
  year: z.number().int(),
  /** The site whose plan is shown and edited (its name keys the plan lines); null: all sites, or a location below a site. */
  site: z.string().nullable(),
  /** The location filtered by, or null. */
  location: z.object({ id: z.uuid(), name: z.string(), kind: z.enum(LOCATION_KINDS) }).nullable(),
  /** False for a location below a site: plans are kept per site, so only the spend is shown. */
  has_plan: z.boolean(),
  sites: z.array(z.string()),
  /** Months of the year that have begun (12 for a past year, 0 for a future one). */
  months_elapsed: z.number().int(),
  cells: z.array(budgetCellSchema),
  months: z.array(budgetMonthSchema),
  categories: z.array(figuresSchema.extend({ category: z.enum(BUDGET_CATEGORIES) })),
  totals: z.object({
    plan: z.number(),
    plan_ytd: z.number(),
    actual_ytd: z.number(),
    variance_ytd: z.number(),
    variance_ytd_pct: z.number().nullable(),
    committed: z.number(),
    /** null for a year not yet begun. */
    forecast: z.number().nullable(),
    forecast_variance: z.number().nullable(),
  }),
  top_assets: z.array(
    z.object({
      asset_id: z.string(),
      asset_name: z.string(),
      asset_code: z.string(),
      labour: z.number(),
      parts: z.number(),
      expenses: z.number(),
      total: z.number(),
    }),
  ),
});
export type BudgetResponse = z.infer<typeof budgetResponseSchema>;
