export { adminRoutes } from './admin.routes';
export { AUDIT_VERIFICATION_JOB, auditVerificationJob, runAuditVerification } from './audit-verification-job';
export { verifyAuditChain } from './verify-audit-chain';
