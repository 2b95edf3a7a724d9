import {
  type BatchSignBody,
  type BatchSignResult,
  displayName,
  ERRORS,
  roleMaySign,
  SIGNATURE_ROLE_REFUSALS,
  type SignatureMeaning,
  signatureRefusal,
} from '@plantwise/domain';
import { type Actor, type AuditEntry, appendAuditBatch, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import { siteScopeOf } from '../../platform/auth/site-scope';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { enqueueWebhookEvent } from '../webhooks';
import { confirmSignerPassword } from './confirm-signer-password';
import {
  findRecordNumbers,
  insertSignatures,
  lockRecords,
  type RecordRow,
  signaturesOf,
} from './records.queries';

/**
 * POST /api/records/signatures: a manager approves a selected set of records with one password entry
 * (21 CFR Part 11 §11.200(a)(1): later signings in one continuous session). Each record still gets its
 * own signature row over its own content hash and its own rules (never the approver of their own work);
 * the answer lists what was signed and what was refused, and why. One transaction: the set is one act.
 */
export async function signRecords(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  client: ClientInfo,
  body: BatchSignBody,
): Promise<BatchSignResult> {
  // Refused before the password is checked, as a single signature is: a refusal costs no attempt.
  if (!roleMaySign(auth.profile.role, body.meaning))
    throw new AppError(ERRORS.signatureForbidden, { message: SIGNATURE_ROLE_REFUSALS[body.meaning] });
  const ids = [...new Set(body.record_ids)];
  // Another site's record is unknown, like one that does not exist.
  const known = await findRecordNumbers(ctx.db, ids, siteScopeOf(auth));
  await confirmSignerPassword(ctx, auth, actor, client, {
    password: body.password,
    meaning: body.meaning,
    recordIds: ids.filter((id) => known.has(id)),
  });
  const now = ctx.now().toISOString();
  const signer = { id: auth.user.id, role: auth.profile.role };

  return auditedTransaction(ctx.db, async (tx) => {
    // Only the records the caller may see are locked and signed; another site's is refused as not found.
    const rows = new Map((await lockRecords(tx, ids)).filter((r) => known.has(r.id)).map((r) => [r.id, r]));
    const existing = await signaturesOf(tx, ids);
    const result: BatchSignResult = { signed: [], refused: [] };
    const toSign: RecordRow[] = [];
    for (const id of ids) {
      const record = rows.get(id);
      if (!record) {
        result.refused.push({ id, number: null, reason: ERRORS.recordNotFound.message });
        continue;
      }
      const refusal = signatureRefusal({
        meaning: body.meaning,
        signer,
        performerId: record.performer_id,
        existing: existing
          .filter((s) => s.record_id === id)
          .map((s) => ({ signer_id: s.signer_id ?? '', meaning: s.meaning as SignatureMeaning })),
      });
      if (refusal) result.refused.push({ id, number: record.number, reason: refusal.message });
      else toSign.push(record);
    }
    const inserted = await insertSignatures(
      tx,
      toSign.map((record) => ({
        record_id: record.id,
        signer_id: auth.user.id,
        signer_name: displayName(auth.profile),
        signer_role: auth.profile.role,
        meaning: body.meaning,
        content_hash: record.content_hash,
        signed_at: now,
      })),
    );
    const audit: AuditEntry[] = inserted.map((signature) => ({
      action: 'record.signed',
      entity_type: 'record',
      entity_id: signature.record_id,
      occurred_at: now,
      after: {
        signature_id: signature.id,
        meaning: body.meaning,
        content_hash: signature.content_hash,
        batch_size: ids.length,
      },
    }));
    await appendAuditBatch(tx, actor, audit);
    const numbers = new Map(toSign.map((r) => [r.id, r.number]));
    for (const signature of inserted)
      await enqueueWebhookEvent(tx, 'record.signed', {
        record_id: signature.record_id,
        record_number: numbers.get(signature.record_id) ?? null,
        signature_id: signature.id,
        meaning: body.meaning,
        signer_name: displayName(auth.profile),
        signer_role: auth.profile.role,
        signed_at: now,
      });
    result.signed = toSign.map((r) => ({ id: r.id, number: r.number }));
    return result;
  });
}
