import {
  canWorkOnWorkOrder,
  checkWorkOrderAction,
  ERRORS,
  type WorkOrderAction,
  type WorkOrderStatus,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { findAssignablePerson } from '../../db/shared-queries';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, appendChangeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import { AppError, assertActionCheck, fieldError, found } from '../../platform/errors';
import { enqueueWebhookEvent } from '../webhooks';
import {
  findWorkOrder,
  insertWorkOrder,
  lockWorkOrder,
  type NewWorkOrder,
  updateWorkOrder,
} from './work-orders.queries';

/**
 * Locks the work order for this transaction (404 'Work order not found' without it, or
 * when it is at a site outside `scope`) and checks that its
 * status allows the action and, given the person who works on it, that they may.
 */
export async function lockExistingWorkOrder(
  tx: DbOrTx,
  id: string,
  action: WorkOrderAction,
  scope: SiteScope,
  worker?: AuthContext,
) {
  const row = found(await lockWorkOrder(tx, id, scope), ERRORS.workOrderNotFound);
  assertActionAllowed(row.status, action);
  if (worker) assertMayWork(worker, row);
  return row;
}

/** 409 when the status does not allow the action (a completed work order is a read-only record). */
export function assertActionAllowed(status: string, action: WorkOrderAction): void {
  assertActionCheck(checkWorkOrderAction(status as WorkOrderStatus, action), ERRORS.workOrderReadOnly);
}

/** 403 when a technician acts on a work order assigned to someone else. */
export function assertMayWork(auth: AuthContext, workOrder: { assigned_to: string | null }): void {
  if (!canWorkOnWorkOrder(auth.profile.role, auth.user.id, workOrder))
    throw new AppError(ERRORS.workOrderNotYours);
}

/**
 * The assignee must be an active technician, manager or admin who may see the work's asset's site (400
 * naming the field otherwise: someone limited to another site is not given this site's work).
 */
export async function requireAssignee(db: DbOrTx, userId: string | null | undefined, assetId: string | null) {
  if (!userId) return null;
  const person = await findAssignablePerson(db, userId, assetId);
  if (!person) throw fieldError(ERRORS.workOrderAssigneeNotFound, 'assigned_to');
  return person;
}

/** The work order as the API answers it, after a change. */
export async function loadWorkOrder(db: DbOrTx, id: string, now: Date, scope: SiteScope) {
  return found(await findWorkOrder(db, id, now, scope), ERRORS.workOrderNotFound);
}

/** Writes a change to the work order and audits it (appendChangeAudit), in the caller's transaction. */
export async function writeWorkOrderChange(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  entry: {
    action: string;
    before: unknown;
    changes: Parameters<typeof updateWorkOrder>[2] & { updated_at: string };
    after?: unknown;
  },
) {
  await updateWorkOrder(tx, id, entry.changes);
  await appendChangeAudit(tx, actor, { type: 'work_order', id }, entry);
}

/** Inserts a work order (numbered in the plant's zone) and audits its creation, in the caller's transaction. */
export async function insertAuditedWorkOrder(
  tx: DbOrTx,
  actor: Actor,
  values: Omit<NewWorkOrder, 'number'> & { date_created: string },
  timeZone: string,
) {
  const row = await insertWorkOrder(tx, values, timeZone);
  await appendAudit(tx, actor, {
    action: 'work_order.created',
    entity_type: 'work_order',
    occurred_at: values.date_created,
    entity_id: row.id,
    after: row,
  });
  await enqueueWebhookEvent(tx, 'work_order.created', {
    work_order_id: row.id,
    number: row.number,
    title: row.title,
    status: row.status,
    priority: row.priority,
    maintenance_type: row.maintenance_type,
    asset_id: row.asset_id,
    assigned_to: row.assigned_to,
    date_scheduled: row.date_scheduled,
    created_by: row.created_by,
  });
  return row;
}
