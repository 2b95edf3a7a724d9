import {
  type AmendmentBody,
  amendedSnapshot,
  amendmentRefusal,
  displayName,
  ERRORS,
  recordNumber,
  zonedParts,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import { siteScopeOf } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { getRecord } from './get-record';
import { findRecord, insertRecord, nextRecordSequence } from './records.queries';
import { snapshotHash } from './write-record';

/**
 * POST /api/records/:id/amendments: a correction (BRCGS 3.3). The original never changes; the
 * amendment is a new record that references it, carries the corrected content with what changed, why
 * and by whom, and needs its own signatures (its author performs it, a manager approves it).
 */
export async function amendRecord(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
  body: AmendmentBody,
) {
  const at = ctx.now().toISOString();
  const amendmentId = await auditedTransaction(ctx.db, async (tx) => {
    const original = await findRecord(tx, id, siteScopeOf(auth));
    if (!original) throw new AppError(ERRORS.recordNotFound);
    const refusal = amendmentRefusal({
      author: { id: auth.user.id, role: auth.profile.role },
      performerId: original.performer_id,
      amendsId: original.amends_id,
      snapshot: original.snapshot,
      fields: Object.keys(body.changes),
    });
    if (refusal) throw new AppError(ERRORS.amendmentRefused, { message: refusal });
    const snapshot = amendedSnapshot(
      original,
      body,
      { id: auth.user.id, name: displayName(auth.profile) },
      at,
    );
    const year = zonedParts(ctx.now(), ctx.config.PLANT_TIME_ZONE).year;
    const amendment = await insertRecord(tx, {
      number: recordNumber(year, await nextRecordSequence(tx, year)),
      type: original.type,
      source_id: original.source_id,
      title: original.title,
      asset_id: original.asset_id,
      completed_at: original.completed_at,
      completed_by: String(snapshot.completed_by ?? snapshot.completed_by_name ?? original.completed_by),
      performer_id: auth.user.id,
      snapshot,
      content_hash: snapshotHash(snapshot),
      amends_id: original.id,
      amendment_reason: body.reason,
    });
    await appendAudit(tx, actor, {
      action: 'record.amended',
      entity_type: 'record',
      entity_id: original.id,
      occurred_at: at,
      after: {
        amendment_id: amendment.id,
        number: amendment.number,
        reason: body.reason,
        changes: body.changes,
      },
    });
    return amendment.id;
  });
  return getRecord(ctx, siteScopeOf(auth), amendmentId);
}
