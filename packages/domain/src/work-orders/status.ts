import type { WORK_ORDER_STATUSES } from '../common/enums';
import { WORK_ORDER_MESSAGES } from './messages';

export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export type WorkOrderAction = 'start' | 'complete' | 'update' | 'delete' | 'cancel';
export type WorkOrderActionCheck =
  | { ok: true }
  | { ok: false; reason: 'read_only' | 'conflict'; message: string };

/**
 * Whether `action` may be taken on a work order in `status` (spec §4: pending → in-progress →
 * completed, or cancelled from either open state). A completed work order is a food-safety record,
 * so it is read-only and never deleted. A cancelled one stays in the history as it was. Start needs
 * pending; completion needs in-progress.
 */
export function checkWorkOrderAction(status: WorkOrderStatus, action: WorkOrderAction): WorkOrderActionCheck {
  if (status === 'completed') {
    return {
      ok: false,
      reason: 'read_only',
      message:
        action === 'delete'
          ? WORK_ORDER_MESSAGES.completedNotDeletable
          : WORK_ORDER_MESSAGES.completedReadOnly,
    };
  }
  if (status === 'cancelled') {
    return {
      ok: false,
      reason: 'read_only',
      message:
        action === 'delete'
          ? WORK_ORDER_MESSAGES.cancelledNotDeletable
          : WORK_ORDER_MESSAGES.cancelledReadOnly,
    };
  }
  if (action === 'start' && status !== 'pending')
    return { ok: false, reason: 'conflict', message: WORK_ORDER_MESSAGES.alreadyStarted };
  if (action === 'complete' && status !== 'in-progress')
    return { ok: false, reason: 'conflict', message: WORK_ORDER_MESSAGES.notStarted };
  return { ok: true };
}

/** What points at a work order: a PM completion record, a breakdown, or a parent work order. */
export interface WorkOrderReferences {
  pm_completion: boolean;
  breakdown: boolean;
  parent_work_order: boolean;
}

/**
 * Why a work order may not be deleted although its status would allow it: something that is kept
 * (a PM record, a breakdown's temporary or follow-up repair, a completed work order's follow-up) points
 * at it. Deleting it would leave that record pointing at nothing; it can be cancelled with a reason.
 * Null when nothing does.
 */
export function workOrderDeletionBlocker(refs: WorkOrderReferences): string | null {
  if (refs.pm_completion) return WORK_ORDER_MESSAGES.raisedByPmRecord;
  if (refs.breakdown) return WORK_ORDER_MESSAGES.permanentFixOfBreakdown;
  if (refs.parent_work_order) return WORK_ORDER_MESSAGES.followUpOfWorkOrder;
  return null;
}
