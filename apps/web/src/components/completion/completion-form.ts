import { type HygieneClearance, hygieneClearanceFailures } from '@plantwise/domain';
import type * as React from 'react';
import { useState } from 'react';
import { type Control, type DefaultValues, type FieldValues, useController } from 'react-hook-form';
import type { z } from 'zod';
import { showRefusal, useZodForm } from '@/components/form';

/** A completion form: it holds the clearance under the API's own name, so refusals land on it as they are. */
export type WithClearance = { hygiene_clearance: HygieneClearance };

/** The clearance items not ticked, keyed like the server's refusal (the domain's one rule). */
export function clearanceProblems(values: WithClearance): Record<string, string> {
  return Object.fromEntries(
    hygieneClearanceFailures(values.hygiene_clearance).map((f) => [f.validation_type, f.failure_reason]),
  );
}

/** The hours worked as typed: a number of 0 or more, or nothing where they may be left out. */
export function hoursProblem(text: string, { required }: { required: boolean }): string | undefined {
  const hours = text.trim();
  if (hours === '') return required ? 'Enter the hours worked (0 or more)' : undefined;
  if (Number.isFinite(Number(hours)) && Number(hours) >= 0) return undefined;
  return required
    ? 'Enter the hours worked (0 or more)'
    : 'Enter the hours worked (0 or more), or leave it empty';
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

/**
 * The form of a completion dialog: checked by `schema` (the form's values as typed, refined with the
 * domain's rules, turned into the body), each problem kept beside its field until the next attempt as
 * the server's refusals are, and a refusal no field can carry as the one `summary`. `submit(send)`
 * makes the form's submit handler: it sends the body, and reports a refusal by the feedback rule.
 */
export function useCompletionForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  {
    defaultValues,
    fields,
    fallback,
  }: { defaultValues: DefaultValues<z.input<S>>; fields: readonly string[]; fallback: string },
) {
  const form = useZodForm(schema, { defaultValues, reValidateMode: 'onSubmit' });
  const [summary, setSummary] = useState<string | null>(null);
  const submit =
    (send: (body: z.output<S>) => Promise<unknown>) => (event: React.FormEvent<HTMLFormElement>) => {
      // A new attempt: the last refusal's summary goes (field errors are replaced by the check).
      setSummary(null);
      return form.handleSubmit(async (body) => {
        try {
          await send(body);
        } catch (error) {
          setSummary(showRefusal(form as never, error, besideAField(fields), fallback));
        }
      })(event);
    };
  return { form, summary, setSummary, submit };
}
