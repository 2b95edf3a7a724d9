import { isUniqueViolation } from '../../db/errors';
import { appendAudit, auditedTransaction, SYSTEM_ACTOR } from '../../platform/audit';
import { hashPassword } from '../../platform/auth/passwords';
import type { AppContext } from '../../platform/context';
import { countUsers, insertAccount } from './auth.queries';

/**
 * First administrator (docs/architecture.md#running): CMMS_ADMIN_EMAIL + CMMS_ADMIN_PASSWORD on an empty user
 * table create a confirmed admin, named CMMS_ADMIN_NAME when it is set. Returns whether an account was created.
 */
export async function ensureBootstrapAdmin(ctx: AppContext): Promise<boolean> {
  const { CMMS_ADMIN_EMAIL: email, CMMS_ADMIN_PASSWORD: password } = ctx.config;
  if (!email || !password) return false;
  if ((await countUsers(ctx.db)) > 0) return false;
  const passwordHash = await hashPassword(password);
  try {
    return await createAdmin(ctx, email, ctx.config.CMMS_ADMIN_NAME ?? null, passwordHash);
  } catch (error) {
    // Another instance created the first administrator at the same moment.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function createAdmin(
  ctx: AppContext,
  email: string,
  fullName: string | null,
  passwordHash: string,
): Promise<boolean> {
  const now = ctx.now().toISOString();
  return auditedTransaction(ctx.db, async (tx) => {
    if ((await countUsers(tx)) > 0) return false;
    const { user } = await insertAccount(tx, {
      email,
      full_name: fullName,
      role: 'admin',
      password_hash: passwordHash,
      confirmed_at: now,
    });
    await appendAudit(tx, SYSTEM_ACTOR, {
      action: 'user.bootstrap_admin_created',
      entity_type: 'user',
      entity_id: user.id,
      after: { email: user.email, role: 'admin' },
    });
    ctx.log.info({ email: user.email }, 'Created the first administrator from CMMS_ADMIN_EMAIL');
    return true;
  });
}
