import type { AssetListQuery, AssetListResponse } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { countAssets, selectAssets } from './assets.queries';

/** One page of the register with the number of assets matching the filters (archived ones hidden). */
export async function listAssets(ctx: AppContext, query: AssetListQuery): Promise<AssetListResponse> {
  const data = await selectAssets(ctx.db, query);
  const total = await countAssets(ctx.db, query);
  return { data, total };
}
