import { ERRORS, workOrderNumber } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findCertificate, findWorkOrderRow } from './work-orders.queries';

/** The stored completion certificate's bytes and file name; 404 before completion. */
export async function getCertificate(ctx: AppContext, scope: SiteScope, id: string) {
  const row = await findWorkOrderRow(ctx.db, id, scope);
  if (!row) throw new AppError(ERRORS.workOrderNotFound);
  const fileId = row.pdf_file_path?.split('/').pop();
  const file = fileId ? await findCertificate(ctx.db, fileId) : null;
  if (!file) throw new AppError(ERRORS.certificateNotFound);
  return { data: file.data, filename: `${workOrderNumber(row)}.pdf` };
}
