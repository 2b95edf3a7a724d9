import {
  displayName,
  type SignatureMeaning,
  type SignBody,
  signatureRefusal,
  signInThrottle,
} from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { type Actor, appendAudit } from '../../platform/audit';
import {
  countSignInFailures,
  lockSignInAttempts,
  markAttemptSucceeded,
  recordAttempt,
} from '../../platform/auth/attempts';
import { verifyPassword } from '../../platform/auth/passwords';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext, ClientInfo } from '../../platform/context';
import {
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
} from '../../platform/errors';
import { getRecord, RECORD_NOT_FOUND } from './get-record';
import { findRecord, insertSignature, signaturesOf } from './records.queries';

export const WRONG_PASSWORD = 'The password is not correct: the record was not signed';

/**
 * POST /api/records/:id/signatures: an electronic signature (21 CFR Part 11 §11.50, §11.70). The signer
 * enters their password again; wrong passwords count towards the sign-in throttle and are written to
 * the audit trail. The signature keeps the printed name and role of the moment, its meaning, the
 * server's time and the content hash it signed. The rules (who may sign what) are the domain's.
 */
export async function signRecord(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  client: ClientInfo,
  id: string,
  body: SignBody,
) {
  const record = await findRecord(ctx.db, id);
  if (!record) throw new NotFoundError(RECORD_NOT_FOUND, 'record_not_found');
  // Refused before the password is checked, so a refusal costs no sign-in attempt.
  refuseSignature(auth, record.performer_id, body.meaning, await signaturesOf(ctx.db, [id]));
  const now = ctx.now();
  const email = auth.user.email;
  const windowS = ctx.config.SIGN_IN_WINDOW_S;
  const reserved = await ctx.db.transaction(async (tx) => {
    await lockSignInAttempts(tx, email, client.ip);
    const throttle = signInThrottle(
      await countSignInFailures(
        tx,
        { account: email, ip: client.ip },
        new Date(now.getTime() - windowS * 1000),
      ),
      {
        maxPerPair: ctx.config.SIGN_IN_MAX_PER_ACCOUNT,
        maxPerAddress: ctx.config.SIGN_IN_MAX_PER_IP,
        delayBaseMs: ctx.config.SIGN_IN_DELAY_MS,
        maxDelayMs: ctx.config.SIGN_IN_MAX_DELAY_MS,
      },
    );
    if (throttle.refuse) return null;
    const attempt = { kind: 'sign_in' as const, ip: client.ip, account: email, success: false };
    return { attemptId: await recordAttempt(tx, attempt, now), delayMs: throttle.delayMs };
  });
  if (!reserved) {
    throw new RateLimitError(
      `Too many wrong passwords. Please wait ${Math.ceil(windowS / 60)} minutes and try again.`,
      windowS,
    );
  }
  if (reserved.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, reserved.delayMs));
  const [account] = await ctx.db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, auth.user.id));
  if (!(await verifyPassword(account?.password_hash ?? null, body.password))) {
    await ctx.db.transaction((tx) =>
      appendAudit(tx, actor, {
        action: 'record.signature_failed',
        entity_type: 'record',
        entity_id: id,
        occurred_at: now.toISOString(),
        after: { meaning: body.meaning, reason: 'wrong_password' },
      }),
    );
    // Not 401: the session is fine, only the signature was refused.
    throw new BusinessRuleError(WRONG_PASSWORD, 'wrong_password');
  }
  await markAttemptSucceeded(ctx.db, reserved.attemptId);

  await ctx.db.transaction(async (tx) => {
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
        throw new ConflictError(`You have already signed this record as ${body.meaning}`, 'already_signed');
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
  });
  return getRecord(ctx, id);
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
  if (refusal?.reason === 'role') throw new ForbiddenError(refusal.message, 'signature_forbidden');
  if (refusal) throw new BusinessRuleError(refusal.message, 'signature_refused');
}
