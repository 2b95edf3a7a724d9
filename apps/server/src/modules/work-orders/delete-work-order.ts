import { ERRORS, workOrderDeletionBlocker } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { lockExistingWorkOrder } from './work-order-guards';
import { deleteWorkOrderRow, findWorkOrderReferences } from './work-orders.queries';

/**
 * Deletes a pending or in-progress work order (managers and admins) that nothing kept points at; a
 * completed one is a food-safety record and is never deleted (409), and neither is one that a PM record,
 * a breakdown or a parent work order points at (409 with the reason: cancel it instead). The audit log
 * keeps the deleted row.
 */
export async function deleteWorkOrder(ctx: AppContext, scope: SiteScope, actor: Actor, id: string) {
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingWorkOrder(tx, id, 'delete', scope);
    const blocker = workOrderDeletionBlocker(await findWorkOrderReferences(tx, current));
    if (blocker) throw new AppError(ERRORS.workOrderReferenced, { message: blocker });
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
