import type { WORK_ORDER_STATUSES } from '../common/enums';
import { WORK_ORDER_MESSAGES } from './messages';

export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export type WorkOrderAction = 'start' | 'complete' | 'update' | 'delete';
export type WorkOrderActionCheck =
  | { ok: true }
  | { ok: false; reason: 'read_only' | 'conflict'; message: string };

/**
 * Whether `action` may be taken on a work order in `status` (spec §4: pending → in-progress →
 * completed). A completed work order is a food-safety record (DESIGN.md §5): read-only, never deleted.
 * Start needs pending; completion needs in-progress.
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
  if (action === 'start' && status !== 'pending')
    return { ok: false, reason: 'conflict', message: WORK_ORDER_MESSAGES.alreadyStarted };
  if (action === 'complete' && status !== 'in-progress')
    return { ok: false, reason: 'conflict', message: WORK_ORDER_MESSAGES.notStarted };
  return { ok: true };
}
