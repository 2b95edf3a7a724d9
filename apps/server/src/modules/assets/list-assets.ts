import type { AssetListQuery, AssetListResponse } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { countAssets, selectAssets } from './assets.queries';

/** One page of the register with the number of assets matching the filters (archived ones hidden). */
export async function listAssets(ctx: AppContext, query: AssetListQuery): Promise<AssetListResponse> {
  // Two statements at once: on PostgreSQL they run on two pooled connections; PGlite queues them.
  const [data, total] = await Promise.all([selectAssets(ctx.db, query), countAssets(ctx.db, query)]);
  return { data, total };
}
