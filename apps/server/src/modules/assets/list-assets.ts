import type { AssetListQuery, AssetListResponse } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import { rememberedTotal } from '../../platform/cache/list-total';
import type { AppContext } from '../../platform/context';
import { countAssets, selectAssets } from './assets.queries';

/**
 * One page of the register with the number of assets matching the filters (archived ones hidden).
 * The total is remembered until an asset changes (VersionedMemo): counting the matches is the
 * larger part of a page's cost.
 */
export async function listAssets(
  ctx: AppContext,
  scope: SiteScope,
  query: AssetListQuery,
): Promise<AssetListResponse> {
  const { offset: _offset, limit: _limit, sort: _sort, order: _order, ...rest } = query;
  // The caller's sites are a filter like the others (and part of the remembered total's key).
  const filters = { ...rest, scope };
  // Two statements at once: on PostgreSQL they run on two pooled connections; PGlite queues them.
  const [data, total] = await Promise.all([
    selectAssets(ctx.db, { ...query, scope }),
    rememberedTotal(ctx, 'assetList', filters, () => countAssets(ctx.db, filters)),
  ]);
  return { data, total };
}
