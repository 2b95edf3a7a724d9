import { ERRORS, type RecordDetail, type Role, type SignatureMeaning } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { amendmentsOf, findRecord, historyOf, signaturesOf, summaryOf } from './records.queries';
import { snapshotHash } from './write-record';

/**
 * GET /api/records/:id: the record as an auditor reads it, verified: its snapshot must still hash to
 * the stored content hash and every signature must have signed that hash. A mismatch can only come
 * from an edit of the database behind the application's back, and is shown as such.
 */
export async function getRecord(ctx: AppContext, scope: SiteScope, id: string): Promise<RecordDetail> {
  const row = await findRecord(ctx.db, id, scope);
  const summary = row && (await summaryOf(ctx.db, id));
  if (!row || !summary) throw new AppError(ERRORS.recordNotFound);
  const hashOk = snapshotHash(row.snapshot) === row.content_hash;
  const signatures = (await signaturesOf(ctx.db, [id])).map((s) => ({
    id: s.id,
    signer_id: s.signer_id,
    signer_name: s.signer_name,
    signer_role: s.signer_role as Role,
    meaning: s.meaning as SignatureMeaning,
    signed_at: s.signed_at,
    valid: hashOk && s.content_hash === row.content_hash,
  }));
  return {
    ...summary,
    snapshot: row.snapshot,
    content_hash: row.content_hash,
    verified: hashOk && signatures.every((s) => s.valid),
    amendment_reason: row.amendment_reason,
    signatures_detail: signatures,
    amendments: await amendmentsOf(ctx.db, id),
    history: await historyOf(ctx.db, row),
  };
}
