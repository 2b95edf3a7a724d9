import {
  displayName,
  ERRORS,
  type SignatureMeaning,
  type SignBody,
  signatureRefusal,
} from '@plantwise/domain';
import { isUniqueViolation } from '../../db/errors';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import { siteScopeOf } from '../../platform/auth/site-scope';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { enqueueWebhookEvent } from '../webhooks';
import { confirmSignerPassword } from './confirm-signer-password';
import { getRecord } from './get-record';
import { findRecord, insertSignature, lockRecords, signaturesOf } from './records.queries';

/**
 * POST /api/records/:id/signatures: an electronic signature (21 CFR Part 11 §11.50, §11.70). The signer
 * enters their password again (see confirmSignerPassword). The signature keeps the printed name and
 * role of the moment, its meaning, the server's time and the content hash it signed. The rules (who
 * may sign what) are the domain's.
 */
export async function signRecord(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  client: ClientInfo,
  id: string,
  body: SignBody,
) {
  // Another site's record is not found (docs/decisions/site-access.md).
  const record = await findRecord(ctx.db, id, siteScopeOf(auth));
  if (!record) throw new AppError(ERRORS.recordNotFound);
  // Refused before the password is checked, so a refusal costs no sign-in attempt.
  refuseSignature(auth, record.performer_id, body.meaning, await signaturesOf(ctx.db, [id]));
  await confirmSignerPassword(ctx, auth, actor, client, { ...body, recordIds: [id] });
  const now = ctx.now();

  await auditedTransaction(ctx.db, async (tx) => {
    await lockRecords(tx, [id]);
    refuseSignature(auth, record.performer_id, body.meaning, await signaturesOf(tx, [id]));
    const signature = await insertSignature(tx, {
      record_id: id,
      signer_id: auth.user.id,
      signer_name: displayName(auth.profile),
      signer_role: auth.profile.role,
      meaning: body.meaning,
      content_hash: record.content_hash,
      signed_at: now.toISOString(),
    }).catch((error: unknown) => {
      // Two tabs signing at once: the unique index lets one through.
      if (isUniqueViolation(error)) {
        throw new AppError(ERRORS.alreadySigned, { params: { meaning: body.meaning } });
      }
      throw error;
    });
    await appendAudit(tx, actor, {
      action: 'record.signed',
      entity_type: 'record',
      entity_id: id,
      occurred_at: now.toISOString(),
      after: { signature_id: signature.id, meaning: body.meaning, content_hash: record.content_hash },
    });
    await enqueueWebhookEvent(tx, 'record.signed', {
      record_id: id,
      record_number: record.number,
      signature_id: signature.id,
      meaning: body.meaning,
      signer_name: displayName(auth.profile),
      signer_role: auth.profile.role,
      signed_at: now.toISOString(),
    });
  });
  return getRecord(ctx, siteScopeOf(auth), id);
}

/** The domain's signature rule as an error: a role that may never sign so is 403, any other refusal 422. */
function refuseSignature(
  auth: AuthContext,
  performerId: string | null,
  meaning: SignatureMeaning,
  existing: ReadonlyArray<{ signer_id: string | null; meaning: string }>,
) {
  const refusal = signatureRefusal({
    meaning,
    signer: { id: auth.user.id, role: auth.profile.role },
    performerId,
    existing: existing.map((s) => ({ signer_id: s.signer_id ?? '', meaning: s.meaning as SignatureMeaning })),
  });
  if (refusal?.reason === 'role') throw new AppError(ERRORS.signatureForbidden, { message: refusal.message });
  if (refusal) throw new AppError(ERRORS.signatureRefused, { message: refusal.message });
}
