export const CHECKLIST_RESULTS = ['pass', 'fail', 'na'] as const;
export type ChecklistResultValue = (typeof CHECKLIST_RESULTS)[number];

export interface ChecklistStep {
  id: string;
  text: string;
  required: boolean;
  expected?: string | null;
}
export interface ChecklistResult {
  step_id: string;
  result: ChecklistResultValue;
  note?: string | null;
}

export const CHECKLIST_REASONS = {
  missing: (text: string) => `Checklist step not recorded: ${text}`,
  failedNeedsNote: (text: string) => `A failed required step needs a note: ${text}`,
  unknownStep: (id: string) => `Unknown checklist step: ${id}`,
} as const;

/**
 * Checks the results of a work order's checklist (DESIGN.md §6 maintenance): every step gets pass /
 * fail / n.a.; a required step cannot be left out, and a failed required step needs a note. Results
 * for steps the work order does not have are refused.
 */
export function checklistFailures(
  steps: readonly ChecklistStep[],
  results: readonly ChecklistResult[],
): Array<{ validation_type: string; failure_reason: string }> {
  const failures: Array<{ validation_type: string; failure_reason: string }> = [];
  const byStep = new Map(results.map((r) => [r.step_id, r]));
  const known = new Set(steps.map((s) => s.id));
  for (const result of results) {
    if (!known.has(result.step_id))
      failures.push({
        validation_type: `checklist.${result.step_id}`,
        failure_reason: CHECKLIST_REASONS.unknownStep(result.step_id),
      });
  }
  for (const step of steps) {
    const result = byStep.get(step.id);
    if (!result) {
      if (step.required)
        failures.push({
          validation_type: `checklist.${step.id}`,
          failure_reason: CHECKLIST_REASONS.missing(step.text),
        });
    } else if (step.required && result.result === 'fail' && !result.note?.trim()) {
      failures.push({
        validation_type: `checklist.${step.id}`,
        failure_reason: CHECKLIST_REASONS.failedNeedsNote(step.text),
      });
    }
  }
  return failures;
}

/** The stored results: one per step in the checklist's order, notes trimmed (empty becomes null). */
export function checklistRecord(steps: readonly ChecklistStep[], results: readonly ChecklistResult[]) {
  const byStep = new Map(results.map((r) => [r.step_id, r]));
  return steps.flatMap((step) => {
    const result = byStep.get(step.id);
    if (!result) return [];
    return [
      {
        step_id: step.id,
        text: step.text,
        required: step.required,
        result: result.result,
        note: result.note?.trim() || null,
      },
    ];
  });
}
