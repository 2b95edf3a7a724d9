import type { updateWorkOrderBodySchema } from '@plantwise/domain';
import type { z } from 'zod';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import {
  assertActionAllowed,
  loadWorkOrder,
  lockExistingWorkOrder,
  requireAsset,
  requireAssignee,
} from './work-order-guards';
import { updateWorkOrder } from './work-orders.queries';

/** Changes only the fields sent (managers and admins); a completed work order is read-only (409). */
export async function updateWorkOrderDetails(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: z.output<typeof updateWorkOrderBodySchema>,
) {
  const now = ctx.now();
  const at = now.toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingWorkOrder(tx, id);
    assertActionAllowed(current.status, 'update');
    if (input.asset_id) await requireAsset(tx, input.asset_id);
    if (input.assigned_to) await requireAssignee(tx, input.assigned_to);
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length === 0) return;
    await updateWorkOrder(tx, id, { ...changes, updated_at: at });
    const before = Object.fromEntries(
      Object.keys(changes).map((k) => [k, current[k as keyof typeof current]]),
    );
    await appendAudit(tx, actor, {
      action: 'work_order.updated',
      entity_type: 'work_order',
      occurred_at: at,
      entity_id: id,
      before,
      after: changes,
    });
  });
  return loadWorkOrder(ctx.db, id, now);
}
