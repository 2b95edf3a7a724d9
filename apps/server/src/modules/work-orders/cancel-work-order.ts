import { type CancelWorkOrderBody, WORK_ORDER_MESSAGES } from '@plantwise/domain';
import { type Actor, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { queueNotification } from '../notifications';
import { loadWorkOrder, lockExistingWorkOrder, writeWorkOrderChange } from './work-order-guards';

/**
 * Cancels a pending or in-progress work order with a reason (managers and admins). Unlike a delete it
 * stays in every history, so it is how work that a record or a temporary fix points at is called off.
 * The assignee is told, unless they cancelled it themselves.
 */
export async function cancelWorkOrder(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
  input: CancelWorkOrderBody,
) {
  const now = ctx.now();
  const at = now.toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingWorkOrder(tx, id, 'cancel', auth.siteIds);
    const changes = {
      status: 'cancelled' as const,
      cancelled_at: at,
      cancelled_by: auth.user.id,
      cancel_reason: input.reason,
      updated_at: at,
    };
    await writeWorkOrderChange(tx, actor, id, {
      action: 'work_order.cancelled',
      before: { status: current.status },
      changes,
    });
    if (current.assigned_to && current.assigned_to !== auth.user.id)
      await queueNotification(tx, current.assigned_to, {
        notification_type: 'system',
        title: WORK_ORDER_MESSAGES.cancelled,
        message: `"${current.title}" was cancelled: ${input.reason}`,
        urgency: 'low',
        metadata: { work_order_id: id, asset_id: current.asset_id },
      });
  });
  return loadWorkOrder(ctx.db, id, now, auth.siteIds);
}
