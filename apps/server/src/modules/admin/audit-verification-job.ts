import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { queueNotificationForSubscribers } from '../notifications';
import { lastAuditVerification } from './last-audit-verification';
import { verifyAuditChain } from './verify-audit-chain';

export const AUDIT_VERIFICATION_JOB = 'audit.verify-chain';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Nightly (at most once a day across instances, by the stored time of the last check): verifies the
 * audit chain and, when it is broken and was not already reported broken, tells the admins.
 */
export async function runAuditVerification(ctx: AppContext): Promise<number> {
  const last = await lastAuditVerification(ctx.db);
  if (last && ctx.now().getTime() - Date.parse(last.checked_at) < DAY_MS) return 0;
  const result = await verifyAuditChain(ctx);
  if (!result.verified && (last?.verified ?? true)) {
    await ctx.db.transaction((tx) =>
      queueNotificationForSubscribers(
        tx,
        {
          notification_type: 'system',
          title: 'Audit trail does not verify',
          message: `Audit entry ${result.first_broken_id} no longer matches the hash chain: the audit log was changed outside Plantwise. See System Diagnostics.`,
          urgency: 'critical',
          metadata: { first_broken_id: result.first_broken_id, link: '/admin/diagnostics' },
        },
        { defaultRoles: ['admin'] },
      ),
    );
  }
  return 0;
}

export function auditVerificationJob(): Job {
  return { name: AUDIT_VERIFICATION_JOB, intervalMs: 60 * 60 * 1000, run: runAuditVerification };
}
