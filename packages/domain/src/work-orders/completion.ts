import type { FixType } from '../breakdowns/brc-completion';
import { TEMPORARY_FIX_REASONS } from '../breakdowns/brc-completion';
import type { PRIORITIES } from '../common/enums';
import { type HygieneClearance, hygieneClearanceFailures } from '../compliance/hygiene-clearance';
import { type ChecklistResult, type ChecklistStep, checklistFailures } from './checklist';
import { WORK_ORDER_MESSAGES } from './messages';

/** The labour rate when an admin has not set one: £35 per hour. */
export const DEFAULT_LABOUR_RATE = 35;

export interface WorkOrderCompletionInput {
  completion_notes: string;
  completed_by: string;
  actual_duration: number;
  fix_type: FixType;
  permanent_repair_deadline?: string | null;
  follow_up_required: boolean;
  hygiene_clearance: HygieneClearance;
  checklist: ChecklistResult[];
}

export interface CompletionFailure {
  validation_type: string;
  failure_reason: string;
}
export type WorkOrderCompletionCheck =
  | { ok: true }
  | { ok: false; failures: CompletionFailure[]; message: string };

/**
 * The completion checks of a work order (docs/decisions/product-definitions.md): completion notes and
 * completed by non-empty, every hygiene clearance item confirmed (the one BRCGS 4.7.4 rule), the checklist
 * recorded (a failed required step needs a note), and a temporary fix needs a permanent-repair deadline in
 * the future. All failures are listed.
 */
export function checkWorkOrderCompletion(
  input: WorkOrderCompletionInput,
  steps: readonly ChecklistStep[],
  now: Date,
): WorkOrderCompletionCheck {
  const failures: CompletionFailure[] = [];
  if (!input.completion_notes.trim())
    failures.push({
      validation_type: 'completion_notes',
      failure_reason: WORK_ORDER_MESSAGES.completionNotes,
    });
  if (!input.completed_by.trim())
    failures.push({ validation_type: 'completed_by', failure_reason: WORK_ORDER_MESSAGES.completedBy });
  failures.push(...hygieneClearanceFailures(input.hygiene_clearance));
  failures.push(...checklistFailures(steps, input.checklist));
  if (input.fix_type === 'temporary') {
    if (!input.permanent_repair_deadline)
      failures.push({
        validation_type: 'permanent_repair_deadline',
        failure_reason: TEMPORARY_FIX_REASONS.missing,
      });
    else if (new Date(input.permanent_repair_deadline).getTime() <= now.getTime())
      failures.push({
        validation_type: 'permanent_repair_deadline',
        failure_reason: TEMPORARY_FIX_REASONS.past,
      });
  }
  if (failures.length === 0) return { ok: true };
  return {
    ok: false,
    failures,
    message: `${WORK_ORDER_MESSAGES.completionFailed}${failures.map((f) => f.failure_reason).join(', ')}`,
  };
}

const pence = (value: number) => Math.round(value * 100) / 100;

/** Labour cost: actual hours × the labour rate, in GBP to the penny. */
export function labourCost(actualHours: number, ratePerHour: number): number {
  return pence(actualHours * ratePerHour);
}

/** The label of the typed cost at completion: what neither labour nor the stores account for. */
export const OTHER_COSTS_LABEL = 'Other costs (contractors, materials not from stores)';

/**
 * The cost of a completed work order, one figure everywhere (analytics, budget, certificate, record):
 * labour (actual hours × the rate at completion) + parts (each at its unit cost; a part without one
 * adds nothing) + other costs (the `cost` typed by the completer: contractors, materials not from
 * stores).
 */
export function workOrderCost(input: {
  cost?: number | null;
  actual_duration: number;
  labour_rate: number;
  parts: ReadonlyArray<{ quantity: number; unit_cost: number | null }>;
}): { cost: number; labour_cost: number; parts_cost: number; other_cost: number } {
  const labour = labourCost(input.actual_duration, input.labour_rate);
  const parts = pence(input.parts.reduce((sum, p) => sum + p.quantity * (p.unit_cost ?? 0), 0));
  const other = pence(input.cost ?? 0);
  return { cost: pence(labour + parts + other), labour_cost: labour, parts_cost: parts, other_cost: other };
}

/**
 * The spec's four work-order compliance columns, filled from the one hygiene clearance
 * (docs/decisions/product-definitions.md): structural damage and rust are true when present, so a cleared
 * asset stores false.
 */
export function complianceColumns(clearance: HygieneClearance) {
  return {
    materials_tools_removed: clearance.tools_materials_removed && clearance.debris_removed,
    safety_compliance: clearance.guards_and_detection_reinstated,
    structural_damage: !clearance.no_structural_damage,
    rust_visible: !clearance.no_rust_or_flaking_paint,
  };
}

/** Whether completing this work order creates a follow-up work order. */
export function needsFollowUp(input: { fix_type: FixType; follow_up_required: boolean }): boolean {
  return input.fix_type === 'temporary' || input.follow_up_required;
}

/**
 * The follow-up work order of a completion: a permanent repair scheduled for the deadline after a
 * temporary fix, or the follow-up the completer asked for, scheduled for the follow-up date.
 */
export function followUpFromWorkOrder(
  parent: {
    id: string;
    title: string;
    asset_id: string | null;
    priority: (typeof PRIORITIES)[number];
    assigned_to: string | null;
    source_breakdown_id: string | null;
  },
  completion: {
    completed_by: string;
    completion_notes: string;
    fix_type: FixType;
    permanent_repair_deadline?: string | null;
    follow_up_details?: string | null;
    follow_up_date?: string | null;
  },
) {
  const temporary = completion.fix_type === 'temporary';
  const when = temporary
    ? (completion.permanent_repair_deadline ?? null)
    : (completion.follow_up_date ?? null);
  return {
    title: temporary ? `Permanent repair: ${parent.title}` : `Follow-up: ${parent.title}`,
    description: `${temporary ? 'Temporary repair' : 'Work'} by ${completion.completed_by.trim()} on work order "${parent.title}". Notes: ${completion.completion_notes.trim()}${completion.follow_up_details ? `\nFollow-up: ${completion.follow_up_details}` : ''}`,
    asset_id: parent.asset_id,
    status: 'pending' as const,
    priority: parent.priority,
    maintenance_type: 'corrective' as const,
    assigned_to: parent.assigned_to,
    date_scheduled: when,
    follow_up_required: false,
    source_work_order_id: parent.id,
    source_breakdown_id: parent.source_breakdown_id,
  };
}
