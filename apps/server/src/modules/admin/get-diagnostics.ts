import type { Diagnostics } from '@plantwise/domain';
import { databaseSizeBytes } from '../../db/client';
import { countFailures } from '../../platform/auth/attempts';
import type { AppContext } from '../../platform/context';
import { appliedMigrations, mailCounts, pendingNotifications, shippedMigrations } from './admin.queries';
import { lastAuditVerification } from './last-audit-verification';

/** The figures of System Diagnostics (admins): database, migrations, mail, job queues, server. */
export async function getDiagnostics(ctx: AppContext): Promise<Diagnostics> {
  const now = ctx.now();
  const [sizeBytes, migrations, mail, notificationsPending, codeFailures, auditChain] = await Promise.all([
    databaseSizeBytes(ctx.db),
    appliedMigrations(ctx.db),
    mailCounts(ctx.db),
    pendingNotifications(ctx.db),
    countFailures(ctx.db, 'invite_code', new Date(now.getTime() - 60 * 60 * 1000)),
    lastAuditVerification(ctx.db),
  ]);
  const shipped = shippedMigrations();
  const last = shipped[migrations.applied - 1];
  const mailPending = mail.pending ?? 0;
  const breakerLimit = ctx.config.INVITE_CODE_GLOBAL_MAX_PER_HOUR;
  return {
    database: { kind: ctx.dbKind, size_bytes: sizeBytes },
    migrations: {
      applied: migrations.applied,
      available: shipped.length,
      version: last?.tag ?? null,
      version_created_at: migrations.lastCreatedAt ? new Date(migrations.lastCreatedAt).toISOString() : null,
    },
    mail: {
      transport: ctx.config.SMTP_URL ? 'smtp' : 'outbox',
      pending: mailPending,
      sent: mail.sent ?? 0,
      kept: mail.kept ?? 0,
      failed: mail.failed ?? 0,
    },
    jobs: {
      queue_depth: notificationsPending + mailPending,
      notifications_pending: notificationsPending,
      mail_pending: mailPending,
      registered: ctx.jobs.names(),
    },
    invitation_codes: {
      failures_last_hour: codeFailures,
      breaker_limit: breakerLimit,
      paused: codeFailures >= breakerLimit,
    },
    server: {
      version: ctx.config.version,
      node_version: process.version,
      started_at: ctx.startedAt.toISOString(),
      uptime_seconds: Math.max(0, Math.floor((now.getTime() - ctx.startedAt.getTime()) / 1000)),
    },
    audit_chain: auditChain,
  };
}
