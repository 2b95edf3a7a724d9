import {
  CHECKLIST_RESULT_LABELS,
  CHECKLIST_RESULTS,
  type ChecklistResult,
  type ChecklistResultValue,
  type ChecklistStep,
  checklistFailures,
  expectedRange,
  formatMeasurement,
  outsideExpected,
} from '@plantwise/domain';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';
import { useCompletionGroup } from './completion-form';

/** What the form holds for one step while it is being filled in: nothing chosen at first. */
export interface ChecklistEntry {
  result: ChecklistResultValue | null;
  note: string;
  /** The measured value as typed ('14', '1,8'). */
  value: string;
  unit: string;
}
export type ChecklistEntries = Record<string, ChecklistEntry>;
/** A completion form: its checklist entries under the API's name, so refusals keyed `checklist.<step id>` land on them. */
export type WithChecklist = { checklist: ChecklistEntries };

export const MEASURED_VALUE_INVALID = 'Enter the measured value as a number, e.g. 14';

/** No result chosen for any step; the unit starts as the one in the step's expected range. */
export function emptyChecklistEntries(steps: readonly ChecklistStep[]): ChecklistEntries {
  return Object.fromEntries(
    steps.map((step) => [
      step.id,
      { result: null, note: '', value: '', unit: expectedRange(step.expected)?.unit ?? '' },
    ]),
  );
}

function measured(entry: ChecklistEntry | undefined): number | null | 'invalid' {
  const text = entry?.value.trim().replace(',', '.') ?? '';
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : 'invalid';
}

/** The results to send: the steps someone chose a result for, with their note and measured value. */
export function checklistBody(steps: readonly ChecklistStep[], entries: ChecklistEntries): ChecklistResult[] {
  return steps.flatMap((step) => {
    const entry = entries[step.id];
    if (!entry?.result) return [];
    const value = measured(entry);
    return [
      {
        step_id: step.id,
        result: entry.result,
        note: entry.note.trim() || null,
        measured_value: typeof value === 'number' ? value : null,
        measured_unit: typeof value === 'number' ? entry.unit.trim() || null : null,
      },
    ];
  });
}

/**
 * The problems of the checklist as the server would state them (the domain rule), keyed
 * `checklist.<step id>` like its refusals, plus a measured value that is not a number.
 */
export function checklistErrors(
  steps: readonly ChecklistStep[],
  entries: ChecklistEntries,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const step of steps)
    if (measured(entries[step.id]) === 'invalid') errors[`checklist.${step.id}`] = MEASURED_VALUE_INVALID;
  for (const failure of checklistFailures(steps, checklistBody(steps, entries)))
    errors[failure.validation_type] ??= failure.failure_reason;
  return errors;
}

/** Which control of a step the error belongs to, judged from what the step holds now. */
function problemAt(entry: ChecklistEntry | undefined): 'value' | 'result' | 'note' {
  if (measured(entry) === 'invalid') return 'value';
  if (entry?.result === 'fail' && !entry.note.trim()) return 'note';
  return 'result';
}

/**
 * The checklist of a completion form, bound to the form's `checklist`: each step's result chosen by the
 * person (pass / fail / n.a., none preselected), an optional measured value with its unit beside the
 * expected range (a value outside it suggests Fail), and a note that a failed step must have. Its errors
 * sit at `checklist.<step id>`, from `checklistErrors` or the server's refusal.
 */
export function ChecklistFieldset<T extends WithChecklist, Body>({
  steps,
  control,
}: {
  steps: readonly ChecklistStep[];
  control: Control<T, unknown, Body>;
}) {
  const id = useId();
  const {
    value: entries,
    onChange,
    errors,
  } = useCompletionGroup<ChecklistEntries, Record<string, { message?: string } | undefined>>(
    control,
    'checklist',
  );
  if (steps.length === 0) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">Checklist</legend>
      <ol className="grid gap-3">
        {steps.map((step, index) => {
          const entry = entries[step.id] ?? { result: null, note: '', value: '', unit: '' };
          const set = (patch: Partial<ChecklistEntry>) =>
            onChange({ ...entries, [step.id]: { ...entry, ...patch } });
          const base = `${id}-${index}`;
          const error = errors?.[step.id]?.message;
          const at = error ? problemAt(entry) : null;
          const value = measured(entry);
          const outside = typeof value === 'number' && outsideExpected(step.expected, value);
          const failed = entry.result === 'fail';
          const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(' ') || undefined;
          // The message sits under the control it is about, so it is read where the fix is made.
          const message = (where: 'value' | 'result' | 'note') =>
            error && at === where ? (
              <p id={`${base}-error`} className="text-destructive text-sm">
                {error}
              </p>
            ) : null;
          return (
            <li key={step.id} className="grid gap-3 rounded-md border p-3">
              <div id={`${base}-text`} className="text-sm">
                <span className="font-medium">
                  {index + 1}. {step.text}
                </span>
                {step.required ? (
                  <span aria-hidden="true" className="text-destructive">
                    *
                  </span>
                ) : (
                  <span className="text-muted-foreground"> (optional)</span>
                )}
                {step.expected && (
                  <span id={`${base}-expected`} className="block text-muted-foreground">
                    Expected: {step.expected}
                  </span>
                )}
              </div>
              <RadioGroup
                aria-labelledby={`${base}-text`}
                aria-required={step.required ? true : undefined}
                aria-invalid={at === 'result' ? true : undefined}
                aria-describedby={describedBy(at === 'result' && `${base}-error`)}
                value={entry.result ?? ''}
                onValueChange={(result) => set({ result: result as ChecklistResultValue })}
                className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap"
              >
                {CHECKLIST_RESULTS.map((result) => (
                  <Label
                    key={result}
                    htmlFor={`${base}-${result}`}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 sm:min-w-24',
                      entry.result === result && 'border-primary bg-accent',
                      at === 'result' && 'border-destructive',
                      result === 'fail' &&
                        outside &&
                        entry.result !== 'fail' &&
                        'border-amber-600 border-dashed dark:border-amber-400',
                    )}
                  >
                    <RadioGroupItem value={result} id={`${base}-${result}`} />
                    {CHECKLIST_RESULT_LABELS[result]}
                  </Label>
                ))}
              </RadioGroup>
              {message('result')}
              <div className="grid grid-cols-[1fr_6rem] items-end gap-2 sm:grid-cols-[10rem_6rem]">
                <div className="grid gap-1">
                  <Label htmlFor={`${base}-value`} className="font-normal text-xs">
                    Measured value<span className="sr-only"> for step {index + 1}</span>
                  </Label>
                  <Input
                    id={`${base}-value`}
                    inputMode="decimal"
                    value={entry.value}
                    onChange={(e) => set({ value: e.target.value })}
                    aria-invalid={at === 'value' ? true : undefined}
                    aria-describedby={describedBy(
                      step.expected ? `${base}-expected` : false,
                      outside && `${base}-outside`,
                      at === 'value' && `${base}-error`,
                    )}
                    className="h-10"
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${base}-unit`} className="font-normal text-xs">
                    Unit<span className="sr-only"> for step {index + 1}</span>
                  </Label>
                  <Input
                    id={`${base}-unit`}
                    value={entry.unit}
                    onChange={(e) => set({ unit: e.target.value })}
                    maxLength={20}
                    className="h-10"
                  />
                </div>
              </div>
              {message('value')}
              {outside && (
                <p id={`${base}-outside`} className="text-amber-800 text-sm dark:text-amber-300">
                  {formatMeasurement(value, entry.unit)} is outside the expected {step.expected}: this
                  suggests Fail.
                </p>
              )}
              <div className="grid gap-1">
                <Label htmlFor={`${base}-note`} className={cn('text-xs', !failed && 'font-normal')}>
                  {failed ? 'What was found' : 'Note'}
                  <span className="sr-only"> for step {index + 1}</span>
                  {failed && (
                    <span aria-hidden="true" className="text-destructive">
                      *
                    </span>
                  )}
                </Label>
                <Input
                  id={`${base}-note`}
                  value={entry.note}
                  onChange={(e) => set({ note: e.target.value })}
                  placeholder={failed ? 'Required for a failed step' : undefined}
                  aria-required={failed ? true : undefined}
                  aria-invalid={at === 'note' ? true : undefined}
                  aria-describedby={describedBy(at === 'note' && `${base}-error`)}
                  className="h-10"
                />
              </div>
              {message('note')}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
