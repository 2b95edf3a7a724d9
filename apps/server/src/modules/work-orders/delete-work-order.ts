import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { assertActionAllowed, lockExistingWorkOrder } from './work-order-guards';
import { deleteWorkOrderRow } from './work-orders.queries';

/**
 * Deletes a pending or in-progress work order (managers and admins); a completed one is a food-safety
 * record and is never deleted (409). The audit log keeps the deleted row.
 */
export async function deleteWorkOrder(ctx: AppContext, actor: Actor, id: string) {
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingWorkOrder(tx, id);
    assertActionAllowed(current.status, 'delete');
    await deleteWorkOrderRow(tx, id);
    await appendAudit(tx, actor, {
      action: 'work_order.deleted',
      entity_type: 'work_order',
      occurred_at: ctx.now().toISOString(),
      entity_id: id,
      before: current,
    });
  });
  return { ok: true as const };
}
