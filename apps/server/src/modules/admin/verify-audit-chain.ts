import type { AuditVerification } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { writeSetting } from '../../platform/settings';
import { walkAuditChain } from './admin.queries';
import { AUDIT_VERIFICATION_KEY } from './last-audit-verification';

/** GET /api/admin/audit/verify: walks the chain now and keeps the result for Diagnostics. */
export async function verifyAuditChain(ctx: AppContext): Promise<AuditVerification> {
  const walked = await walkAuditChain(ctx.db);
  const verification: AuditVerification = {
    entries: walked.entries,
    verified: walked.first_broken_id === null,
    first_broken_id: walked.first_broken_id,
    checked_at: ctx.now().toISOString(),
  };
  await ctx.db.transaction((tx) =>
    writeSetting(tx, AUDIT_VERIFICATION_KEY, verification, { userId: null, at: verification.checked_at }),
  );
  return verification;
}
