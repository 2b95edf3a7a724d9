import type { PublicReportAsset } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { listReadableMeters } from '../meters';
import { openLabel, recentDuplicate } from './label';

/**
 * GET /api/public/report/:token — the asset's code, name and location, a recent active report, and the meters
 * anyone at the label may read.
 */
export async function getPublicReportPage(
  ctx: AppContext,
  token: string,
  signedIn: boolean,
): Promise<PublicReportAsset> {
  const asset = await openLabel(ctx, token);
  return {
    asset: { asset_id: asset.asset_id, asset_name: asset.asset_name, location: asset.location },
    recent: await recentDuplicate(ctx, asset.id),
    asset_path: signedIn ? `/assets/${asset.id}` : null,
    plant_time_zone: ctx.config.PLANT_TIME_ZONE,
    meters: await listReadableMeters(ctx.db, asset.id),
  };
}
