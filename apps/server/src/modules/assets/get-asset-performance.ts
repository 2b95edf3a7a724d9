import { type AssetPerformance, deriveAssetPerformance } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { getAssetMetrics } from '../analytics';
import { requireAsset } from './asset-guards';
import { conditionRecordedAt, loadPerformanceInputs } from './assets.queries';

/**
 * The asset page's performance card: the spec §9 analytics of the asset from the analytics module (the
 * same figures as the analytics screen), its last and next maintenance, and the simple 30-day figures.
 */
export async function getAssetPerformance(
  ctx: AppContext,
  scope: SiteScope,
  id: string,
): Promise<AssetPerformance> {
  // Another site's asset is not found (docs/decisions/site-access.md), before any figure is read.
  await requireAsset(ctx.db, id, scope);
  const metrics = await getAssetMetrics(ctx, id);
  return {
    metrics,
    ...deriveAssetPerformance(await loadPerformanceInputs(ctx.db, id), ctx.now()),
    condition_recorded_at: await conditionRecordedAt(ctx.db, id),
  };
}
