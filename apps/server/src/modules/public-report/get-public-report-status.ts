import {
  ERRORS,
  isStatusVisible,
  publicStatusOf,
  STATUS_WINDOW_MS,
  statusVisibleUntil,
} from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { openLabel } from './label';
import { findByReference } from './public-report.queries';

/** That report's status only, for 30 minutes after it was reported. */
export async function getPublicReportStatus(ctx: AppContext, token: string, reference: string) {
  const asset = await openLabel(ctx, token);
  const now = ctx.now();
  const row = await findByReference(ctx.db, asset.id, reference, new Date(now.getTime() - STATUS_WINDOW_MS));
  if (!row || !isStatusVisible(row.created_at, now)) throw new AppError(ERRORS.reportStatusGone);
  return {
    reference,
    status: publicStatusOf(row.status),
    reported_at: row.created_at,
    visible_until: statusVisibleUntil(row.created_at),
  };
}
