import {
  type BudgetAmounts,
  type BudgetCategory,
  type BudgetQuery,
  type BudgetResponse,
  buildBudgetYear,
  ERRORS,
  type LocationKind,
  monthsElapsed,
  topSpenders,
  zonedParts,
} from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  findAssetNames,
  findBudgetLocation,
  listSites,
  type SpendWhere,
  sumCommitted,
  sumPlan,
  sumSpendByMonth,
  sumSpendOfTopAssets,
} from './budget.queries';
import { plantMonthStarts, plantSpan } from './budget-span';

export const TOP_ASSETS_BY_SPEND = 10;

/** Where the budget looks: a location of the tree (404 when unknown), a site's name, or every site. */
export async function budgetWhere(
  ctx: AppContext,
  scope: SiteScope,
  query: { location_id?: string; site?: string },
): Promise<{ where: SpendWhere; location: { id: string; name: string; kind: LocationKind } | null }> {
  if (!query.location_id)
    return { where: { scope, site: query.site ?? null, location: null }, location: null };
  // Another site's location is not found, like one that does not exist.
  const location = await findBudgetLocation(ctx.db, scope, query.location_id);
  if (!location) throw new AppError(ERRORS.locationNotFound, { params: { id: query.location_id } });
  const isSite = location.kind === 'site';
  const where: SpendWhere = { scope, site: isSite ? location.name : null, location: { ...location, isSite } };
  return { where, location };
}

/**
 * GET /api/budget: a whole year of plan against actual for one site, a location or all, in one answer. Plans
 * are kept per site (keyed by the site's name): a site shows its plan, a location below a site only its
 * spend (docs/decisions/budget-locations.md).
 */
export async function getBudget(
  ctx: AppContext,
  scope: SiteScope,
  query: BudgetQuery,
): Promise<BudgetResponse> {
  const { where, location } = await budgetWhere(ctx, scope, query);
  const hasPlan = !where.location || where.location.isSite;
  const site = where.site;
  const timeZone = ctx.config.PLANT_TIME_ZONE;
  const span = plantSpan(timeZone, query.year);
  const [plan, spend, assetSpend, committed, sites] = await Promise.all([
    hasPlan ? sumPlan(ctx.db, scope, query.year, site) : [],
    sumSpendByMonth(ctx.db, span, plantMonthStarts(timeZone, query.year), where),
    sumSpendOfTopAssets(ctx.db, span, where, TOP_ASSETS_BY_SPEND),
    sumCommitted(ctx.db, span, where),
    listSites(ctx.db, scope),
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
  for (const row of spend) cell(row.month, row.category).actual = row.amount;
  const committedByMonth = Array.from(
    { length: 12 },
    (_, i) => committed.find((c) => c.month === i + 1)?.amount ?? 0,
  );

  const top = topSpenders(assetSpend, TOP_ASSETS_BY_SPEND);
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
    location,
    has_plan: hasPlan,
    sites,
    ...buildBudgetYear([...amounts.values()], committedByMonth, monthsElapsed(query.year, today)),
    top_assets: top.map((t) => ({
      ...t,
      asset_name: names.get(t.asset_id)?.asset_name ?? '',
      asset_code: names.get(t.asset_id)?.asset_code ?? '',
    })),
  };
}
