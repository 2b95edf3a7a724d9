export const CHECKLIST_RESULTS = ['pass', 'fail', 'na'] as const;
export type ChecklistResultValue = (typeof CHECKLIST_RESULTS)[number];
/** How a chosen result reads on screens, records and certificates. */
export const CHECKLIST_RESULT_LABELS: Record<ChecklistResultValue, string> = {
  pass: 'Pass',
  fail: 'Fail',
  na: 'N/A',
};

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
  /** What was measured for the step (belt tension 14), with its unit ('mm'). */
  measured_value?: number | null;
  measured_unit?: string | null;
}

/** A step's expected range read from its `expected` text; either bound may be open. */
export interface ExpectedRange {
  min: number | null;
  max: number | null;
  /** Whether the bounds themselves are inside the range ('< 50' excludes 50, '≤ 50' includes it). */
  min_inclusive: boolean;
  max_inclusive: boolean;
  unit: string | null;
}

const NUMBER = String.raw`(-?\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`\s*([^\s\d][^\s]*)?`;
const BETWEEN = new RegExp(String.raw`^${NUMBER}\s*(?:[-–—]|to)\s*${NUMBER}${UNIT}`, 'i');
const BOUND = new RegExp(
  String.raw`^(≥|>=|>|≤|<=|<|min\.?|max\.?|at least|at most|up to)\s*${NUMBER}${UNIT}`,
  'i',
);
const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * The range in a step's expected text, for the forms people write on a checklist: '8–10 mm',
 * '1.5 to 2.0 %', '≥ 75 °C', '< 50 µS/cm', 'max 16 mm'. Anything else ('Klüber H1 400 g', '1.5 mm Fe':
 * a product or a test piece, not a limit) has no range: null.
 */
export function expectedRange(expected: string | null | undefined): ExpectedRange | null {
  const text = expected?.trim() ?? '';
  const between = BETWEEN.exec(text);
  if (between) {
    const [a, b] = [toNumber(between[1]), toNumber(between[2])];
    return {
      min: Math.min(a, b),
      max: Math.max(a, b),
      min_inclusive: true,
      max_inclusive: true,
      unit: between[3] ?? null,
    };
  }
  const bound = BOUND.exec(text);
  if (!bound) return null;
  const op = bound[1].toLowerCase();
  const value = toNumber(bound[2]);
  const unit = bound[3] ?? null;
  const lower = ['≥', '>=', '>', 'min', 'min.', 'at least'].includes(op);
  const inclusive = op !== '>' && op !== '<';
  return lower
    ? { min: value, max: null, min_inclusive: inclusive, max_inclusive: true, unit }
    : { min: null, max: value, min_inclusive: true, max_inclusive: inclusive, unit };
}

/**
 * Whether a measured value falls outside the step's expected range (which suggests Fail). False when
 * nothing was measured or the expected text states no range.
 */
export function outsideExpected(
  expected: string | null | undefined,
  value: number | null | undefined,
): boolean {
  const range = expectedRange(expected);
  if (!range || value === null || value === undefined || !Number.isFinite(value)) return false;
  if (range.min !== null && (range.min_inclusive ? value < range.min : value <= range.min)) return true;
  if (range.max !== null && (range.max_inclusive ? value > range.max : value >= range.max)) return true;
  return false;
}

/** A measurement as the record shows it: '14 mm', '1.8 %', '76' without a unit. */
export function formatMeasurement(value: number, unit: string | null | undefined): string {
  return unit?.trim() ? `${value} ${unit.trim()}` : String(value);
}

export const CHECKLIST_REASONS = {
  missing: (text: string) => `Checklist step not recorded: ${text}`,
  failedNeedsNote: (text: string) => `A failed step needs a note: ${text}`,
  unknownStep: (id: string) => `Unknown checklist step: ${id}`,
} as const;

/**
 * Checks the results of a checklist: a required step needs a result chosen
 * (pass / fail / n.a.; nothing is assumed, so a food-safety record never says Pass unless someone chose
 * it), and any failed step needs a note saying what was found. Results for steps the checklist does
 * not have are refused.
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
    } else if (result.result === 'fail' && !result.note?.trim()) {
      failures.push({
        validation_type: `checklist.${step.id}`,
        failure_reason: CHECKLIST_REASONS.failedNeedsNote(step.text),
      });
    }
  }
  return failures;
}

/**
 * What a record says of a step's measurement: 'measured 14 mm (expected 8–10 mm)', or null when
 * nothing was measured.
 */
export function measurementText(step: {
  measured_value?: number | null;
  measured_unit?: string | null;
  expected?: string | null;
}): string | null {
  if (typeof step.measured_value !== 'number') return null;
  const measured = `measured ${formatMeasurement(step.measured_value, step.measured_unit)}`;
  return step.expected ? `${measured} (expected ${step.expected})` : measured;
}

/**
 * The stored results: one per step in the checklist's order, notes trimmed (empty becomes null), with
 * the step's expected text and the measured value and unit when there are any.
 */
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
        ...(step.expected ? { expected: step.expected } : {}),
        ...(typeof result.measured_value === 'number'
          ? { measured_value: result.measured_value, measured_unit: result.measured_unit?.trim() || null }
          : {}),
      },
    ];
  });
}
