import { z } from 'zod';
import { pageQuerySchema } from '../common/api.schema';
import { MAIL_STATUSES } from '../common/enums';

export const mailStatusSchema = z.enum(MAIL_STATUSES);

/** A mail of the outbox as admins see it (DESIGN.md §3: to, subject, text, status, created_at). */
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
});
export type Diagnostics = z.infer<typeof diagnosticsSchema>;
