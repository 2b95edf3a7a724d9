import { ERRORS, type ErrorEntry, type SignatureMeaning } from '@plantwise/domain';
import { type Actor, appendAuditBatch, auditedTransaction } from '../../platform/audit';
import { checkPasswordThrottled } from '../../platform/auth/password-attempts';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findPasswordHash } from './records.queries';

/**
 * The password entered again for a signature (21 CFR Part 11 §11.200), checked once whether it signs
 * one record or a batch, under the sign-in throttle (only finished failures count). A wrong password
 * is written to the audit trail of each record the signature was meant for.
 */
export async function confirmSignerPassword(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  client: ClientInfo,
  attempt: {
    password: string;
    meaning: SignatureMeaning;
    recordIds: readonly string[];
    /**
     * A signature whose record is written only once it is signed (a hygiene release): the failed attempt
     * is audited on this entity instead, and refused with this error.
     */
    instead?: { entity_type: string; entity_id: string; action: string; error: ErrorEntry };
  },
): Promise<void> {
  const now = ctx.now();
  const passwordHash = await findPasswordHash(ctx.db, auth.user.id);
  // Not a wrong password, and not counted as one: there is nothing to check against yet.
  if (passwordHash === null) throw new AppError(ERRORS.noSigningPassword);
  const passwordOk = await checkPasswordThrottled(
    ctx,
    client,
    { account: auth.user.email, passwordHash, password: attempt.password },
    `Too many wrong passwords. Please wait ${Math.ceil(ctx.config.SIGN_IN_WINDOW_S / 60)} minutes and try again.`,
  );
  if (passwordOk) return;
  const instead = attempt.instead;
  if (instead) {
    await auditedTransaction(ctx.db, (tx) =>
      appendAuditBatch(tx, actor, [
        {
          action: instead.action,
          entity_type: instead.entity_type,
          entity_id: instead.entity_id,
          occurred_at: now.toISOString(),
          after: { meaning: attempt.meaning, reason: 'wrong_password' },
        },
      ]),
    );
    throw new AppError(instead.error);
  }
  await auditedTransaction(ctx.db, (tx) =>
    appendAuditBatch(
      tx,
      actor,
      attempt.recordIds.map((id) => ({
        action: 'record.signature_failed',
        entity_type: 'record',
        entity_id: id,
        occurred_at: now.toISOString(),
        after: { meaning: attempt.meaning, reason: 'wrong_password' },
      })),
    ),
  );
  // Not 401: the session is fine, only the signature was refused.
  throw new AppError(attempt.recordIds.length > 1 ? ERRORS.wrongPasswordBatch : ERRORS.wrongPassword);
}
