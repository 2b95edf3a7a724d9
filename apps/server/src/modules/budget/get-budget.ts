import {
  type BudgetQuery,
  type BudgetResponse,
  buildBudgetYear,
  monthsElapsed,
  zonedParts,
} from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { listSites, sumActuals, sumCommitted, sumPlan, topAssetsBySpend } from './budget.queries';
import { plantSpan } from './budget-span';

export const TOP_ASSETS_BY_SPEND = 10;

/** GET /api/budget: a whole year of plan against actual for one site or all, in one answer. */
export async function getBudget(ctx: AppContext, query: BudgetQuery): Promise<BudgetResponse> {
  const site = query.site ?? null;
  const timeZone = ctx.config.PLANT_TIME_ZONE;
  const span = plantSpan(timeZone, query.year);
  const [plan, actuals, committed, topAssets, sites] = await Promise.all([
    sumPlan(ctx.db, query.year, site),
    sumActuals(ctx.db, span, site),
    sumCommitted(ctx.db, span, site),
    topAssetsBySpend(ctx.db, span, site, TOP_ASSETS_BY_SPEND),
    listSites(ctx.db),
  ]);
  const amounts = new Map<
    string,
    {
      month: number;
      category: (typeof plan)[number]['category'];
      plan: number;
      own_plan: number;
      actual: number;
    }
  >();
  const cell = (month: number, category: (typeof plan)[number]['category']) => {
    const key = `${month}|${category}`;
    let entry = amounts.get(key);
    if (!entry) {
      entry = { month, category, plan: 0, own_plan: 0, actual: 0 };
      amounts.set(key, entry);
    }
    return entry;
  };
  for (const row of plan)
    Object.assign(cell(row.month, row.category), { plan: row.plan, own_plan: row.own_plan });
  for (const row of actuals) cell(row.month, row.category).actual = row.amount;
  const committedByMonth = Array.from(
    { length: 12 },
    (_, i) => committed.find((c) => c.month === i + 1)?.amount ?? 0,
  );
  const today = zonedParts(ctx.now(), timeZone);
  return {
    year: query.year,
    site,
    sites,
    ...buildBudgetYear([...amounts.values()], committedByMonth, monthsElapsed(query.year, today)),
    top_assets: topAssets,
  };
}
