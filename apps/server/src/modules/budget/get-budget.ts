import {
  type BudgetAmounts,
  type BudgetCategory,
  type BudgetQuery,
  type BudgetResponse,
  buildBudgetYear,
  monthsElapsed,
  topSpenders,
  zonedParts,
} from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { findAssetNames, listSites, sumCommitted, sumPlan, sumSpend } from './budget.queries';
import { plantSpan } from './budget-span';

export const TOP_ASSETS_BY_SPEND = 10;

/** GET /api/budget: a whole year of plan against actual for one site or all, in one answer. */
export async function getBudget(ctx: AppContext, query: BudgetQuery): Promise<BudgetResponse> {
  const site = query.site ?? null;
  const timeZone = ctx.config.PLANT_TIME_ZONE;
  const span = plantSpan(timeZone, query.year);
  const [plan, spend, committed, sites] = await Promise.all([
    sumPlan(ctx.db, query.year, site),
    sumSpend(ctx.db, span, site),
    sumCommitted(ctx.db, span, site),
    listSites(ctx.db),
  ]);

  const amounts = new Map<string, BudgetAmounts>();
  const cell = (month: number, category: BudgetCategory) => {
    const key = `${month}|${category}`;
    const entry = amounts.get(key) ?? { month, category, plan: 0, own_plan: 0, actual: 0 };
    amounts.set(key, entry);
    return entry;
  };
  for (const row of plan)
    Object.assign(cell(row.month, row.category), { plan: row.plan, own_plan: row.own_plan });
  const byAsset: Array<{ asset_id: string; category: BudgetCategory; amount: number }> = [];
  for (const row of spend) {
    if (row.month !== null) cell(row.month, row.category).actual = row.amount;
    else if (row.asset_id)
      byAsset.push({ asset_id: row.asset_id, category: row.category, amount: row.amount });
  }
  const committedByMonth = Array.from(
    { length: 12 },
    (_, i) => committed.find((c) => c.month === i + 1)?.amount ?? 0,
  );

  const top = topSpenders(byAsset, TOP_ASSETS_BY_SPEND);
  const names = new Map(
    (
      await findAssetNames(
        ctx.db,
        top.map((t) => t.asset_id),
      )
    ).map((a) => [a.id, a]),
  );
  const today = zonedParts(ctx.now(), timeZone);
  return {
    year: query.year,
    site,
    sites,
    ...buildBudgetYear([...amounts.values()], committedByMonth, monthsElapsed(query.year, today)),
    top_assets: top.map((t) => ({
      ...t,
      asset_name: names.get(t.asset_id)?.asset_name ?? '',
      asset_code: names.get(t.asset_id)?.asset_code ?? '',
    })),
  };
}
