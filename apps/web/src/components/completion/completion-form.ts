import { hygieneClearanceFailures } from '@plantwise/domain';
import { type Control, useController } from 'react-hook-form';
import type { WithClearance } from './hygiene-clearance-fieldset';

/** The clearance items not ticked, keyed like the server's refusal (the domain's one rule). */
export function clearanceProblems(values: WithClearance): Record<string, string> {
  return Object.fromEntries(
    hygieneClearanceFailures(values.hygiene_clearance).map((f) => [f.validation_type, f.failure_reason]),
  );
}

// The groups a completion form shows item by item: the clearance, the checklist steps, the parts.
const GROUPS = ['hygiene_clearance.', 'checklist.', 'parts_used.'];

/**
 * Which refusals of a completion go beside a field: those of `fields`, and each item of the
 * clearance, the checklist and the parts; any other is the form's one summary by the button.
 */
export function besideAField(fields: readonly string[]): (key: string) => boolean {
  return (key) => fields.includes(key) || GROUPS.some((group) => key.startsWith(group));
}

/**
 * One group of a completion form kept under the API's own name (the clearance, the checklist, the
 * parts): its value, how to change it, and the errors of its items, keyed as the server keys them.
 */
export function useCompletionGroup<Value, Errors>(control: unknown, name: string) {
  const { field, fieldState } = useController({ control: control as Control, name });
  return {
    value: field.value as Value,
    onChange: field.onChange as (next: Value) => void,
    errors: fieldState.error as Errors | undefined,
  };
}
