import { z } from 'zod';
import { pageQuerySchema } from '../common/api.schema';
import { calendarDateSchema } from '../common/dates';
import { MAIL_STATUSES } from '../common/enums';

export const mailStatusSchema = z.enum(MAIL_STATUSES);

/** A mail of the outbox as admins see it: to, subject, text, status, created_at. */
export const outboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailListQuerySchema = pageQuerySchema.extend({ status: mailStatusSchema.optional() });
/** What a client may ask GET /api/admin/mail for (the server fills in the paging defaults). */
export interface MailListQuery {
  limit?: number;
  offset?: number;
  status?: z.infer<typeof mailStatusSchema>;
}

/** The result of walking the audit trail's hash chain. */
export const auditVerificationSchema = z.object({
  /** Entries walked. */
  entries: z.number().int(),
  verified: z.boolean(),
  /** The first entry whose hash, link or place in the chain does not match; null when verified. */
  first_broken_id: z.number().int().nullable(),
  checked_at: z.string(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

export const auditListQuerySchema = pageQuerySchema.extend({
  entity_type: z.string().trim().min(1).max(100).optional(),
  entity_id: z.string().trim().min(1).max(200).optional(),
  /** The actor's account id or part of their e-mail. */
  actor: z.string().trim().min(1).max(200).optional(),
  from: calendarDateSchema().optional(),
  to: calendarDateSchema().optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  chain_seq: z.number().int().nullable(),
  occurred_at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  hash: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const diagnosticsSchema = z.object({
  database: z.object({ kind: z.enum(['pglite', 'postgres']), size_bytes: z.number() }),
  migrations: z.object({
    applied: z.number().int(),
    available: z.number().int(),
    /** Tag of the last applied migration, e.g. 0002_triggers. */
    version: z.string().nullable(),
    /** When that migration was written (drizzle records no time of application). */
    version_created_at: z.string().nullable(),
  }),
  mail: z.object({
    /** SMTP when SMTP_URL is set, else mails are kept in the outbox and logged. */
    transport: z.enum(['smtp', 'outbox']),
    pending: z.number().int(),
    sent: z.number().int(),
    kept: z.number().int(),
    failed: z.number().int(),
  }),
  jobs: z.object({
    /** Work waiting for a background job: pending notifications plus pending mails. */
    queue_depth: z.number().int(),
    notifications_pending: z.number().int(),
    mail_pending: z.number().int(),
    /** Background jobs of this instance. */
    registered: z.array(z.string()),
  }),
  invitation_codes: z.object({
    failures_last_hour: z.number().int(),
    breaker_limit: z.number().int(),
    paused: z.boolean(),
  }),
  server: z.object({
    version: z.string(),
    node_version: z.string(),
    started_at: z.string(),
    uptime_seconds: z.number().int(),
  }),
  /** The last verification of the audit trail (nightly, or on demand); null before the first. */
  audit_chain: auditVerificationSchema.nullable(),
});
export type Diagnostics = z.infer<typeof diagnosticsSchema>;
