import type { AssetChildrenResponse } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { requireAsset } from './asset-guards';
import { selectAssetChildren } from './assets.queries';

/** The assets that are part of this one (a filler's motor and gearbox), by asset ID. */
export async function getAssetChildren(ctx: AppContext, id: string): Promise<AssetChildrenResponse> {
  await requireAsset(ctx.db, id);
  const data = await selectAssetChildren(ctx.db, id);
  return { data, total: data.length };
}
