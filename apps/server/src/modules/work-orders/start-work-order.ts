import {
  notificationRecipients,
  notifiedAssetLabel,
  WORK_ORDER_MESSAGES,
  workOrderNumber,
} from '@plantwise/domain';
import { type Actor, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { queueNotification } from '../notifications';
import { loadWorkOrder, lockExistingWorkOrder, writeWorkOrderChange } from './work-order-guards';
import { findAsset } from './work-orders.queries';

/**
 * Starts a pending work order (spec §4): in-progress with its start time; a technician starting an
 * unassigned one takes it. 'Work Order Started' (medium) is queued for the assignee and the creator;
 * if queuing fails the start still succeeds and the failure is logged (spec §8), so it runs in a
 * savepoint of its own.
 */
export async function startWorkOrder(ctx: AppContext, auth: AuthContext, actor: Actor, id: string) {
  const now = ctx.now();
  const at = now.toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingWorkOrder(tx, id, 'start', auth.siteIds, auth);
    const assignedTo = current.assigned_to ?? auth.user.id;
    const changes = {
      status: 'in-progress' as const,
      started_at: at,
      assigned_to: assignedTo,
      updated_at: at,
    };
    await writeWorkOrderChange(tx, actor, id, {
      action: 'work_order.started',
      before: { status: current.status, started_at: current.started_at, assigned_to: current.assigned_to },
      changes,
    });
    const recipients = notificationRecipients([assignedTo, current.created_by], auth.user.id);
    try {
      await tx.transaction(async (sp) => {
        const asset = current.asset_id ? await findAsset(sp, current.asset_id) : null;
        for (const userId of recipients)
          await queueNotification(sp, userId, {
            notification_type: 'work_order_started',
            title: WORK_ORDER_MESSAGES.started,
            message: `${workOrderNumber(current)} "${current.title}"${asset ? ` on ${notifiedAssetLabel(asset)}` : ''} was started by ${auth.profile.full_name ?? auth.user.email}.`,
            urgency: 'medium',
            metadata: { work_order_id: id, asset_id: current.asset_id },
          });
      });
    } catch (error) {
      ctx.log.error({ err: error, work_order_id: id }, 'Could not queue the Work Order Started notification');
    }
  });
  return loadWorkOrder(ctx.db, id, now, auth.siteIds);
}
