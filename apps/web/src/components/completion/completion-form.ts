import { hygieneClearanceFailures } from '@plantwise/domain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { splitRequestError } from '@/components/form';
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
 * Reports a refused completion by the app's feedback rule: what the server refused of `fields` (and
 * of the clearance, checklist and parts items) goes beside its field in place of the last attempt's
 * errors, and only what no field can carry comes back as the form's one summary (null when none).
 */
export function showRefusal<T extends FieldValues, Body>(
  form: Pick<UseFormReturn<T, unknown, Body>, 'clearErrors' | 'setError'>,
  error: unknown,
  fields: readonly string[],
  fallback: string,
): string | null {
  const { fields: byField, summary } = splitRequestError(
    error,
    (key) => fields.includes(key) || GROUPS.some((group) => key.startsWith(group)),
    fallback,
  );
  form.clearErrors();
  for (const [key, message] of Object.entries(byField))
    form.setError(key as Path<T>, { type: 'server', message });
  return summary;
}
