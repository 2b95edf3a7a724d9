import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { requireLiveAssetInScope } from '../../platform/live-asset';
import { findReportToken } from './public-report.queries';

/** Whether the asset has a report token and since when (the token itself is never shown again). */
export async function getReportTokenState(ctx: AppContext, scope: SiteScope, assetId: string) {
  await requireLiveAssetInScope(ctx.db, assetId, scope);
  const row = await findReportToken(ctx.db, assetId);
  return { exists: Boolean(row), created_at: row?.created_at ?? null };
}
