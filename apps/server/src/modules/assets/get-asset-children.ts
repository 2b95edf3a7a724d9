import type { AssetChildrenResponse } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { requireAsset } from './asset-guards';
import { selectAssetChildren } from './assets.queries';

/** The assets that are part of this one (a filler's motor and gearbox), by asset ID. */
export async function getAssetChildren(
  ctx: AppContext,
  scope: SiteScope,
  id: string,
): Promise<AssetChildrenResponse> {
  await requireAsset(ctx.db, id, scope);
  const data = await selectAssetChildren(ctx.db, id, scope);
  return { data, total: data.length };
}
