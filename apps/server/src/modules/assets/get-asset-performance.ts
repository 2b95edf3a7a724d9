import { type AssetPerformance, deriveAssetPerformance } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { requireAsset } from './asset-guards';
import { loadPerformanceInputs } from './assets.queries';

/** The derived performance figures of spec §3 and §9 for one asset, as of now. */
export async function getAssetPerformance(ctx: AppContext, id: string): Promise<AssetPerformance> {
  await requireAsset(ctx.db, id);
  return deriveAssetPerformance(await loadPerformanceInputs(ctx.db, id), ctx.now());
}
