import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { Field, type FieldControlProps, type FieldProps } from '@/components/field';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * A react-hook-form form checked by a zod schema (usually one of `packages/domain`): the values typed
 * are the schema's input, what `handleSubmit` hands over is its parsed output.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}

/**
 * Puts each problem of a form's own check on the field it is keyed by, dotted names included
 * ('hygiene_clearance.area_cleaned', 'checklist.<step id>'): called from a schema's superRefine, so a
 * problem found before sending shows exactly where the server's refusal of it would.
 */
export function addProblems(ctx: z.RefinementCtx, problems: Record<string, string | undefined>) {
  for (const [key, message] of Object.entries(problems))
    if (message) ctx.addIssue({ code: 'custom', path: key.split('.'), message });
}

/**
 * A resolver for a form whose values are not the request body (a picked asset instead of its id,
 * datetime-local text instead of ISO times): `toBody` builds the body, the domain `schema` checks it,
 * and each refusal is shown on the field it came from (`aliases` maps a body field onto a form
 * field). `check` adds refusals the body cannot express (an amount that is not a number).
 * `handleSubmit` then hands over the body as built, for the server to parse.
 */
export function bodyResolver<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: TValues) => z.input<S>,
  options: {
    aliases?: Partial<Record<string, Path<TValues>>>;
    check?: (values: TValues) => Partial<Record<Path<TValues>, string | undefined>>;
  } = {},
): Resolver<TValues, unknown, z.input<S>> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const checked = (options.check?.(values) ?? {}) as Record<string, string | undefined>;
    for (const [name, message] of Object.entries(checked)) {
      if (message) errors[name] = { type: 'validate', message };
    }
    const body = toBody(values);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const name = options.aliases?.[field] ?? field;
        if (name && !errors[name]) errors[name] = { type: issue.code ?? 'invalid', message: issue.message };
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<TValues> };
    return { values: body, errors: {} };
  };
}

/** What a FormField's control receives: react-hook-form's binding plus the field's id and aria wiring. */
export type FormControlProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = ControllerRenderProps<TValues, TName> & FieldControlProps;

/** A Field bound to one value of a react-hook-form form: its error comes from the form state. */
export function FormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed extends FieldValues = TValues,
>({
  control,
  name,
  children,
  ...field
}: Omit<FieldProps, 'children' | 'error'> & {
  control: Control<TValues, unknown, TTransformed>;
  name: TName;
  children: (props: FormControlProps<TValues, TName>) => React.ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: binding, fieldState }) => (
        <Field {...field} error={fieldState.error?.message}>
          {(aria) => children({ ...binding, ...aria })}
        </Field>
      )}
    />
  );
}

/**
 * The feedback of a failed request, split by the app's one rule: field errors go beside their fields
 * (`fields`), and only a refusal no field can carry becomes the form's one summary (`summary`).
 * `known` says which keys the form shows beside a field; the others fall into the summary.
 */
export function splitRequestError(
  error: unknown,
  known: (key: string) => boolean,
  fallback: string,
): { fields: Record<string, string>; summary: string | null } {
  const byField = serverFieldErrors(error);
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(byField)) {
    if (known(key)) fields[key] = message;
    else if (!rest.includes(message)) rest.push(message);
  }
  if (Object.keys(byField).length === 0) return { fields, summary: errorMessage(error, fallback) };
  return { fields, summary: rest.length > 0 ? rest.join(' ') : null };
}

/** One refused field as the API reports it in `error.details` (docs/architecture.md#the-api-contract). */
interface FieldIssue {
  path?: string;
  field?: string;
  message: string;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return Boolean(value) && typeof (value as FieldIssue).message === 'string';
}

/**
 * The field errors of a failed request, by field name: the server answers a refused body with
 * `details: [{ path, message }]` (a dotted path for nested fields). The first message per field wins.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const details = error instanceof ApiError ? error.details : undefined;
  const byField: Record<string, string> = {};
  // A refused completion names its fields as `failures: [{ validation_type, failure_reason }]`.
  const failures = (details as { failures?: unknown } | undefined)?.failures;
  if (Array.isArray(failures)) {
    for (const failure of failures as Array<{ validation_type?: unknown; failure_reason?: unknown }>) {
      const key = failure?.validation_type;
      if (typeof key === 'string' && typeof failure.failure_reason === 'string' && !(key in byField))
        byField[key] = failure.failure_reason;
    }
    return byField;
  }
  if (!Array.isArray(details)) return byField;
  for (const issue of details) {
    if (!isFieldIssue(issue)) continue;
    const key = issue.path ?? issue.field;
    if (key && !(key in byField)) byField[key] = issue.message;
  }
  return byField;
}

/**
 * Shows field errors beside the fields of `form` and focuses the first; `aliases` maps an error's
 * key onto a form field ('asset_id' → 'asset'). Keys the form has no field for are skipped. Returns
 * how many fields got an error.
 */
export function applyFieldErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, FieldValues>, 'setError' | 'getValues'>,
  byField: Record<string, string>,
  aliases: Partial<Record<string, Path<TValues>>> = {},
): number {
  const values = form.getValues() as Record<string, unknown>;
  let applied = 0;
  for (const [path, message] of Object.entries(byField)) {
    const name = aliases[path] ?? (path.split('.')[0] in values ? path : undefined);
    if (!name) continue;
    form.setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied;
}

/** Shows the field errors of a failed request (its `details`) beside the fields of `form`; see applyFieldErrors. */
export function applyServerErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, FieldValues>, 'setError' | 'getValues'>,
  error: unknown,
  aliases: Partial<Record<string, Path<TValues>>> = {},
): number {
  return applyFieldErrors(form, serverFieldErrors(error), aliases);
}

/**
 * Reports a failed request for a form that says which refusals it shows beside a field (`known`):
 * those go beside their fields (`aliases` maps a body field onto a form field), and what is left comes
 * back as the form's one summary, or null when every refusal found its field.
 */
export function showRefusal<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, FieldValues>, 'setError' | 'getValues'>,
  error: unknown,
  known: (key: string) => boolean,
  fallback: string,
  aliases: Partial<Record<string, Path<TValues>>> = {},
): string | null {
  const { fields, summary } = splitRequestError(error, known, fallback);
  applyFieldErrors(form, fields, aliases);
  return summary;
}

/**
 * Reports a failed submit by the app's feedback rule: the server's field errors beside their fields
 * (the form dialog then focuses the first), or, when it named none, one summary for the dialog's
 * `error` ('Item not added: …'). Never both, and never a toast as well.
 */
export function submitFailure<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, FieldValues>, 'setError' | 'getValues'>,
  error: unknown,
  title: string,
  fallback: string,
  aliases: Partial<Record<string, Path<TValues>>> = {},
): string | null {
  return applyServerErrors(form, error, aliases) > 0 ? null : `${title}: ${errorMessage(error, fallback)}`;
}
