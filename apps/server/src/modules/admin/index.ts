export { adminRoutes } from './admin.routes';
export { verifyAuditChain } from './audit-trail';
export { AUDIT_VERIFICATION_JOB, auditVerificationJob, runAuditVerification } from './audit-verification-job';
