import type { AuditEntry, AuditListQuery } from '@plantwise/domain';
import { toIsoTimestamp } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { listAuditEntries } from './admin.queries';

/** GET /api/admin/audit: the trail under filters, newest first. */
export async function listAudit(
  ctx: AppContext,
  query: AuditListQuery,
): Promise<{ data: AuditEntry[]; total: number }> {
  const { rows, total } = await listAuditEntries(ctx.db, query);
  return {
    data: rows.map((row) => ({
      id: row.id,
      chain_seq: row.chain_seq,
      occurred_at: toIsoTimestamp(row.occurred_at),
      actor_id: row.actor_id,
      actor_email: row.actor_email,
      action: row.action,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      before: row.before,
      after: row.after,
      hash: row.hash,
    })),
    total,
  };
}
