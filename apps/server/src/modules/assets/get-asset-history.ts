import type { AssetHistoryResponse, PageQuery } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { requireAsset } from './asset-guards';
import { listAssetHistory } from './assets.queries';

/** The asset's work orders, breakdowns and maintenance tasks, newest first. */
export async function getAssetHistory(
  ctx: AppContext,
  scope: SiteScope,
  id: string,
  page: PageQuery,
): Promise<AssetHistoryResponse> {
  await requireAsset(ctx.db, id, scope);
  return listAssetHistory(ctx.db, id, page.limit, page.offset);
}
