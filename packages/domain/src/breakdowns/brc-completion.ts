import type { FIX_TYPES, PRIORITIES } from '../common/enums';
import { type HygieneClearance, hygieneClearanceFailures } from '../compliance/hygiene-clearance';
import { roundHours, stopClock } from './downtime';
import type { Severity } from './report';

export type FixType = (typeof FIX_TYPES)[number];

/** The four checks of spec §5 and their texts (spec §8 maps each to 'BRC Compliance Error: …'). */
export const BRC_REASONS = {
  completion_notes: 'Completion notes are required',
  safety_compliance_check: 'Safety compliance must be verified',
  breakdown_categories: 'Breakdown categories are required',
  completed_by: 'Completed by field is required',
} as const;

export const TEMPORARY_FIX_REASONS = {
  missing: 'A temporary repair needs a permanent repair deadline',
  past: 'The permanent repair deadline must be in the future',
} as const;

export const BRC_ERROR_PREFIX = 'BRC Compliance Error: ';
export const BRC_VALIDATION_FAILED_PREFIX = 'BRC compliance validation failed: ';
/** The value stored in safety_compliance_check once the completer has verified safety compliance. */
export const SAFETY_VERIFIED = 'verified';

export interface CompletionInput {
  completion_notes: string;
  safety_compliance_check: boolean;
  breakdown_categories: string[];
  completed_by: string;
  fix_type: FixType;
  permanent_repair_deadline?: string | null;
  hygiene_clearance: HygieneClearance;
}

export interface ValidationFailure {
  /** What failed: a BRC field, `hygiene_clearance.<item>` or `permanent_repair_deadline`. */
  validation_type: string;
  failure_reason: string;
}

export type CompletionCheck = { ok: true } | { ok: false; failures: ValidationFailure[]; message: string };

/**
 * The BRC completion checks (spec §5): completion notes non-empty, safety compliance verified,
 * breakdown categories non-empty, completed by non-empty; then every hygiene clearance item confirmed,
 * and a temporary repair needs a permanent-repair deadline in the future. The message lists every
 * failure: 'BRC compliance validation failed: {list}'.
 */
export function checkBrcCompletion(input: CompletionInput, now: Date): CompletionCheck {
  const failures: ValidationFailure[] = [];
  const fail = (validation_type: string, failure_reason: string) =>
    failures.push({ validation_type, failure_reason });

  if (!input.completion_notes.trim()) fail('completion_notes', BRC_REASONS.completion_notes);
  if (input.safety_compliance_check !== true)
    fail('safety_compliance_check', BRC_REASONS.safety_compliance_check);
  if (cleanCategories(input.breakdown_categories).length === 0) {
    fail('breakdown_categories', BRC_REASONS.breakdown_categories);
  }
  if (!input.completed_by.trim()) fail('completed_by', BRC_REASONS.completed_by);
  failures.push(...hygieneClearanceFailures(input.hygiene_clearance));
  if (input.fix_type === 'temporary') {
    if (!input.permanent_repair_deadline) fail('permanent_repair_deadline', TEMPORARY_FIX_REASONS.missing);
    else if (new Date(input.permanent_repair_deadline).getTime() <= now.getTime()) {
      fail('permanent_repair_deadline', TEMPORARY_FIX_REASONS.past);
    }
  }
  if (failures.length === 0) return { ok: true };
  return {
    ok: false,
    failures,
    message: `${BRC_VALIDATION_FAILED_PREFIX}${failures.map((f) => f.failure_reason).join(', ')}`,
  };
}

/** Categories trimmed, empty ones dropped, duplicates removed (case-insensitive). */
export function cleanCategories(categories: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of categories) {
    const value = raw.trim();
    if (value && !seen.has(value.toLowerCase())) {
      seen.add(value.toLowerCase());
      result.push(value);
    }
  }
  return result;
}

/** The toast text for one refused check: 'BRC Compliance Error: Completion notes are required' (spec §8). */
export function brcErrorToast(failureReason: string): string {
  return `${BRC_ERROR_PREFIX}${failureReason}`;
}

/**
 * The fields a successful BRC completion writes. A breakdown whose clock is still running is stopped
 * at the same moment; a permanent repair has no permanent-repair deadline.
 */
export function completionFields(
  current: { breakdown_start_time: string; breakdown_end_time: string | null; downtime_hours: number | null },
  input: CompletionInput,
  now: Date,
) {
  const clock = current.breakdown_end_time
    ? {
        breakdown_end_time: current.breakdown_end_time,
        downtime_hours: roundHours(current.downtime_hours ?? 0),
      }
    : stopClock(current.breakdown_start_time, now);
  return {
    ...clock,
    status: 'completed' as const,
    completed_at: now.toISOString(),
    completion_notes: input.completion_notes.trim(),
    safety_compliance_check: SAFETY_VERIFIED,
    breakdown_categories: cleanCategories(input.breakdown_categories),
    completed_by: input.completed_by.trim(),
    fix_type: input.fix_type,
    permanent_repair_deadline:
      input.fix_type === 'temporary'
        ? new Date(input.permanent_repair_deadline as string).toISOString()
        : null,
    hygiene_clearance: input.hygiene_clearance,
    needs_completion: false,
  };
}

const PRIORITY_FOR_SEVERITY: Record<Severity, (typeof PRIORITIES)[number]> = {
  critical: 'critical',
  high: 'high',
  medium: 'medium',
  low: 'low',
};

/**
 * The follow-up work order of a temporary repair: a corrective job to make the repair permanent,
 * scheduled for the permanent-repair deadline.
 */
export function followUpWorkOrder(
  breakdown: { id: string; title: string; asset_id: string; severity: Severity },
  completion: { completed_by: string; completion_notes: string; permanent_repair_deadline: string },
) {
  return {
    title: `Permanent repair: ${breakdown.title}`,
    description: `Temporary repair made by ${completion.completed_by.trim()} on breakdown "${breakdown.title}". Notes: ${completion.completion_notes.trim()}`,
    asset_id: breakdown.asset_id,
    priority: PRIORITY_FOR_SEVERITY[breakdown.severity],
    maintenance_type: 'corrective' as const,
    date_scheduled: completion.permanent_repair_deadline,
    estimated_duration: 1,
    assigned_to: null,
    notes: null,
    checklist: [],
    follow_up_required: true,
    follow_up_details: 'Replace the temporary repair with a permanent one before the deadline.',
    follow_up_date: completion.permanent_repair_deadline,
    source_breakdown_id: breakdown.id,
  };
}
