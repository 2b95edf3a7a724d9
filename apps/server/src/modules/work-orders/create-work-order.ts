import { type createWorkOrderBodySchema, workOrderNumber } from '@plantwise/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { requireLiveAssetInScope } from '../../platform/live-asset';
import { queueAssignmentNotification } from '../notifications';
import { insertAuditedWorkOrder, loadWorkOrder, requireAssignee } from './work-order-guards';
import type { NewWorkOrder } from './work-orders.queries';

type CreateWorkOrderBody = z.output<typeof createWorkOrderBodySchema>;
/** A follow-up of a completed record also says what it follows and by when. */
type FollowUpFields = Partial<
  Pick<NewWorkOrder, 'follow_up_required' | 'follow_up_details' | 'follow_up_date' | 'source_breakdown_id'>
>;

/**
 * Creates a pending work order inside the caller's transaction (other modules use this to raise a
 * work order together with their own writes): the next number of its plant year, its audit entry and its
 * assignment notification, whoever raises it; returns its id and number. The asset must be live and the
 * assignee assignable; a caller limited to sites raises work only on their sites'
 * assets (`scope`: another site's asset answers 404 as an unknown one); a breakdown's follow-up keeps the breakdown's asset even if it has been archived
 * since, as the breakdown itself does.
 */
export async function createWorkOrderInTransaction(
  tx: DbOrTx,
  /** Null for work the system raises on its own (a gauge crossing its limit on a generated task). */
  createdBy: string | null,
  actor: Actor,
  input: CreateWorkOrderBody & FollowUpFields,
  now: Date,
  timeZone: string,
  scope: SiteScope,
): Promise<{ id: string; number: string }> {
  const at = now.toISOString();
  if (!input.source_breakdown_id) await requireLiveAssetInScope(tx, input.asset_id, scope, 'asset_id');
  await requireAssignee(tx, input.assigned_to, input.asset_id);
  const row = await insertAuditedWorkOrder(
    tx,
    actor,
    {
      ...input,
      assigned_to: input.assigned_to ?? null,
      date_scheduled: input.date_scheduled ?? null,
      status: 'pending',
      created_by: createdBy,
      date_created: at,
      updated_at: at,
    },
    timeZone,
  );
  await queueAssignmentNotification(
    tx,
    {
      subject: 'work_order',
      id: row.id,
      title: row.title,
      reference: workOrderNumber(row),
      asset_id: row.asset_id,
      assigned_to: row.assigned_to,
      assigned_by: createdBy,
      when: row.date_scheduled,
    },
    { now, timeZone },
  );
  return { id: row.id, number: row.number };
}

/** Creates a pending work order (managers and admins, for anyone); the asset and assignee must exist. */
export async function createWorkOrder(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  input: CreateWorkOrderBody,
) {
  const now = ctx.now();
  const { id } = await auditedTransaction(ctx.db, (tx) =>
    createWorkOrderInTransaction(
      tx,
      auth.user.id,
      actor,
      input,
      now,
      ctx.config.PLANT_TIME_ZONE,
      auth.siteIds,
    ),
  );
  return loadWorkOrder(ctx.db, id, now, auth.siteIds);
}
