import {
  type ChecklistStep,
  isWorkOrderOverdue,
  type WorkOrder,
  type WorkOrderPart,
  workOrderNumber,
} from '@plantwise/domain';
import type { work_orders } from '../../db/schema';

type Person = { id: string; full_name: string | null; email: string } | null;

/** A work order row joined with its asset, assignee and creator summaries. */
export interface JoinedWorkOrder {
  work_order: Omit<typeof work_orders.$inferSelect, 'search_text'>;
  asset: { id: string; asset_id: string; asset_name: string } | null;
  assignee: Person;
  creator: Person;
}

export function toWorkOrder(row: JoinedWorkOrder, now: Date): WorkOrder {
  const w = row.work_order;
  return {
    ...w,
    number: workOrderNumber(w),
    parts_used: (w.parts_used as WorkOrderPart[] | null) ?? [],
    checklist: (w.checklist as ChecklistStep[] | null) ?? [],
    checklist_results: (w.checklist_results as WorkOrder['checklist_results'] | null) ?? [],
    hygiene_clearance: (w.hygiene_clearance as Record<string, boolean> | null) ?? null,
    asset: row.asset?.id ? row.asset : null,
    assignee: row.assignee?.id ? row.assignee : null,
    creator: row.creator?.id ? row.creator : null,
    overdue: isWorkOrderOverdue(w, now),
  } as WorkOrder;
}
