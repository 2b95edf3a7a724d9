import type { createWorkOrderBodySchema } from '@plantwise/domain';
import type { z } from 'zod';
import { type Actor, appendAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { loadWorkOrder, requireAsset, requireAssignee } from './work-order-guards';
import { insertWorkOrder } from './work-orders.queries';

/** Creates a pending work order (managers and admins, for anyone); the asset and assignee must exist. */
export async function createWorkOrder(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  input: z.output<typeof createWorkOrderBodySchema>,
) {
  const now = ctx.now();
  const at = now.toISOString();
  const id = await ctx.db.transaction(async (tx) => {
    await requireAsset(tx, input.asset_id);
    await requireAssignee(tx, input.assigned_to);
    const row = await insertWorkOrder(tx, {
      ...input,
      assigned_to: input.assigned_to ?? null,
      date_scheduled: input.date_scheduled ?? null,
      status: 'pending',
      created_by: auth.user.id,
      date_created: at,
      updated_at: at,
    });
    await appendAudit(tx, actor, {
      action: 'work_order.created',
      entity_type: 'work_order',
      occurred_at: at,
      entity_id: row.id,
      after: row,
    });
    return row.id;
  });
  return loadWorkOrder(ctx.db, id, now);
}
