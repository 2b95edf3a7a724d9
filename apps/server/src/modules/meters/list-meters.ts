import type { MeterListResponse } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { requireMeterAsset } from './meter-guards';
import { selectAssetMeters } from './meters.queries';
import { presentMeter } from './present-meter';

/** An asset's meters by name (an archived asset's too: their history stays readable). */
export async function listMeters(
  ctx: AppContext,
  scope: SiteScope,
  assetId: string,
): Promise<MeterListResponse> {
  await requireMeterAsset(ctx.db, assetId, scope, { changing: false });
  const now = ctx.now();
  const data = [];
  for (const row of await selectAssetMeters(ctx.db, assetId)) data.push(await presentMeter(ctx.db, row, now));
  return { data, total: data.length };
}
