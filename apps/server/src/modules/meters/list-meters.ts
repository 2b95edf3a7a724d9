import type { MeterListResponse } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { presentMeter } from './get-meter';
import { requireMeterAsset } from './meter-guards';
import { selectAssetMeters } from './meters.queries';

/** An asset's meters by name (an archived asset's too: their history stays readable). */
export async function listMeters(ctx: AppContext, assetId: string): Promise<MeterListResponse> {
  await requireMeterAsset(ctx.db, assetId, { changing: false });
  const now = ctx.now();
  const data = [];
  for (const row of await selectAssetMeters(ctx.db, assetId)) data.push(await presentMeter(ctx.db, row, now));
  return { data, total: data.length };
}
