import { type AssetPerformance, deriveAssetPerformance } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { getAssetMetrics } from '../analytics';
import { conditionRecordedAt, loadPerformanceInputs } from './assets.queries';

/**
 * The asset page's performance card: the spec §9 analytics of the asset from the analytics module (the
 * same figures as the analytics screen), its last and next maintenance, and the simple 30-day figures.
 */
export async function getAssetPerformance(ctx: AppContext, id: string): Promise<AssetPerformance> {
  const metrics = await getAssetMetrics(ctx, id);
  return {
    metrics,
    ...deriveAssetPerformance(await loadPerformanceInputs(ctx.db, id), ctx.now()),
    condition_recorded_at: await conditionRecordedAt(ctx.db, id),
  };
}
