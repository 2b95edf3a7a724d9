import { type AuditVerification, auditVerificationSchema } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { readSetting } from '../../platform/settings';

export const AUDIT_VERIFICATION_KEY = 'audit_verification';

/** The last walk of the audit chain (by an admin or the nightly job), or null before the first. */
export function lastAuditVerification(db: DbOrTx): Promise<AuditVerification | null> {
  return readSetting(db, AUDIT_VERIFICATION_KEY, auditVerificationSchema.nullable(), null);
}
