import { notificationActionUrl } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { lockExistingBreakdown } from './breakdown-guards';
import { deleteBreakdownWithDependents } from './breakdowns.queries';

/**
 * Deletes a breakdown that is not a completed BRC record, with every row that depends on it, in one
 * transaction (spec's cleanup_breakdown_data); answers what was removed. The audit log keeps the record
 * of the deletion, with the deleted row.
 */
export async function deleteBreakdown(ctx: AppContext, scope: SiteScope, actor: Actor, id: string) {
  return auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingBreakdown(tx, id, 'delete', scope);
    const cleanup = await deleteBreakdownWithDependents(
      tx,
      id,
      notificationActionUrl('asset_breakdown', { breakdown_id: id }),
    );
    await appendAudit(tx, actor, {
      action: 'breakdown.deleted',
      entity_type: 'breakdown',
      occurred_at: ctx.now().toISOString(),
      entity_id: id,
      before: current,
      after: { cleanup },
    });
    return cleanup;
  });
}
