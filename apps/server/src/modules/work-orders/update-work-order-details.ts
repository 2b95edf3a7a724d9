import { type updateWorkOrderBodySchema, workOrderNumber } from '@plantwise/domain';
import type { z } from 'zod';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, auditedTransaction, valuesBefore } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { requireLiveAssetInScope } from '../../platform/live-asset';
import { queueAssignmentNotification } from '../notifications';
import {
  loadWorkOrder,
  lockExistingWorkOrder,
  requireAssignee,
  writeWorkOrderChange,
} from './work-order-guards';

/** Changes only the fields sent (managers and admins); a completed work order is read-only (409). */
export async function updateWorkOrderDetails(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  input: z.output<typeof updateWorkOrderBodySchema>,
) {
  const now = ctx.now();
  const at = now.toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingWorkOrder(tx, id, 'update', scope);
    if (input.asset_id) await requireLiveAssetInScope(tx, input.asset_id, scope, 'asset_id');
    // A new assignee must see the work's site (its new asset's, when that changes too).
    if (input.assigned_to) await requireAssignee(tx, input.assigned_to, input.asset_id ?? current.asset_id);
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length === 0) return;
    await writeWorkOrderChange(tx, actor, id, {
      action: 'work_order.updated',
      before: valuesBefore(current, changes),
      changes: { ...changes, updated_at: at },
      after: changes,
    });
    if (input.assigned_to && input.assigned_to !== current.assigned_to) {
      await queueAssignmentNotification(
        tx,
        {
          subject: 'work_order',
          id,
          title: input.title ?? current.title,
          reference: workOrderNumber(current),
          asset_id: input.asset_id ?? current.asset_id,
          assigned_to: input.assigned_to,
          assigned_by: actor.id,
          when: input.date_scheduled !== undefined ? input.date_scheduled : current.date_scheduled,
        },
        { now, timeZone: ctx.config.PLANT_TIME_ZONE },
      );
    }
  });
  return loadWorkOrder(ctx.db, id, now, scope);
}
