import { type AssetExportQuery, assetExportFilename, assetsToCsv, calendarDateIn } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { selectAssets } from './assets.queries';

/** Every asset matching the filters, in the list's order, as a CSV file with every column. */
export async function exportAssets(ctx: AppContext, scope: SiteScope, query: AssetExportQuery) {
  const assets = await selectAssets(ctx.db, { ...query, scope });
  return {
    filename: assetExportFilename(calendarDateIn(ctx.now(), ctx.config.PLANT_TIME_ZONE)),
    csv: assetsToCsv(assets),
    count: assets.length,
  };
}
