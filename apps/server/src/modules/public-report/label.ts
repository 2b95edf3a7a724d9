import {
  DUPLICATE_WINDOW_MS,
  ERRORS,
  findDuplicate,
  isPublicReportEnabled,
  type PublicDuplicate,
  publicStatusOf,
  referenceOf,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { getPublicReportSettings } from './get-public-report-settings';
import { recentBreakdownsOf } from './public-report.queries';
import { findAssetByToken } from './report-token';

/** The asset a label opens: malformed, unknown, rotated or archived read as "not recognised"; switched off says so. */
export async function openLabel(ctx: AppContext, token: string) {
  const asset = await findAssetByToken(ctx.db, token);
  if (!asset) throw new AppError(ERRORS.reportLabelInvalid);
  if (!isPublicReportEnabled(await getPublicReportSettings(ctx), asset.site))
    throw new AppError(ERRORS.reportLabelDisabled);
  return asset;
}

/** The recent active report of an asset that a new one would duplicate, as the public may see it. */
export async function recentDuplicate(
  ctx: AppContext,
  assetId: string,
  db: DbOrTx = ctx.db,
): Promise<PublicDuplicate | null> {
  const now = ctx.now();
  const rows = await recentBreakdownsOf(db, assetId, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
  const dup = findDuplicate(rows, now);
  if (!dup) return null;
  return {
    reference: referenceOf(dup.id),
    title: dup.title,
    severity: dup.severity,
    status: publicStatusOf(dup.status),
    reported_at: dup.created_at,
  };
}

/** What a reporter keeps: the report's reference and where its status can be read. */
export function reportReceipt(token: string, reference: string) {
  return { reference, status_url: `/api/public/report/${token}/status/${reference}` };
}
