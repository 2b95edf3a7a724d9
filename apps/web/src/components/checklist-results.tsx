import { CHECKLIST_RESULT_LABELS, type ChecklistResultValue, measurementText } from '@plantwise/domain';
import { cn } from '@/lib/utils';

/** One checklist step as a record keeps it; `result` is absent while nobody has recorded the step. */
export interface ChecklistResultLine {
  id: string;
  text: string;
  required?: boolean;
  result?: ChecklistResultValue | null;
  note?: string | null;
  expected?: string | null;
  measured_value?: number | null;
  measured_unit?: string | null;
}

/**
 * A checklist as the food-safety record reads it: each step with the result chosen, what was measured
 * against the expected range, and the note ('Belt tension: Fail, measured 14 mm (expected 8–10 mm)
 * (belt stretched)'). A step not recorded yet shows what it expects. Used wherever a completed checklist
 * is read back (the record, the work order, a task's completion history), so they cannot disagree.
 */
export function ChecklistResults({ steps, className }: { steps: ChecklistResultLine[]; className?: string }) {
  return (
    <ul className={cn('grid gap-1 text-sm', className)}>
      {steps.map((step) => {
        const measured = step.result ? measurementText(step) : null;
        return (
          <li key={step.id} className={cn('break-words', step.result === 'fail' && 'text-destructive')}>
            {step.text}
            {step.required === false ? ' (optional)' : ''}
            {step.result ? (
              <>
                : <strong>{CHECKLIST_RESULT_LABELS[step.result]}</strong>
                {measured ? `, ${measured}` : ''}
                {step.note?.trim() ? ` (${step.note.trim()})` : ''}
              </>
            ) : step.expected ? (
              <span className="text-muted-foreground"> (expected {step.expected})</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
