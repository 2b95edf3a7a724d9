import { ERRORS } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { printRecords } from './print-records';
import { findRecord } from './records.queries';

/** GET /api/records/:id/certificate.pdf: one record as a printable certificate. */
export async function recordCertificate(ctx: AppContext, scope: SiteScope, id: string) {
  const row = await findRecord(ctx.db, id, scope);
  if (!row) throw new AppError(ERRORS.recordNotFound);
  const pdf = await printRecords(ctx, [row], {
    title: `${row.number} food-safety record`,
    date: new Date(row.completed_at),
  });
  return { filename: `${row.number}.pdf`, pdf };
}
