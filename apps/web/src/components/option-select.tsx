import type * as React from 'react';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import type { FieldControlProps } from '@/components/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

/** Options for a vocabulary of the domain and its labels: optionsOf(ROLES, ROLE_LABELS). */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Partial<Record<T, string>>,
): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

const ALL = '__all__';

type TriggerProps = Omit<React.ComponentProps<typeof SelectTrigger>, 'children' | 'value' | 'defaultValue'>;

export type OptionSelectProps<T extends string> = TriggerProps & {
  options: readonly Option<T>[];
  placeholder?: string;
} & (
    | { value: T; onValueChange: (value: T) => void; allLabel?: undefined }
    | {
        value: T | undefined;
        onValueChange: (value: T | undefined) => void;
        /** A first item meaning "any" (a filter that is off); choosing it gives undefined. */
        allLabel: string;
      }
  );

/**
 * A select over a list of options; `id`, `aria-*`, `className` and the rest go to its trigger, so it
 * sits inside a Field like any control.
 */
export function OptionSelect<T extends string>({
  options,
  placeholder,
  value,
  onValueChange,
  allLabel,
  disabled,
  ...trigger
}: OptionSelectProps<T>) {
  return (
    <Select
      value={value ?? (allLabel ? ALL : '')}
      disabled={disabled}
      onValueChange={(next) =>
        (onValueChange as (value: T | undefined) => void)(next === ALL ? undefined : (next as T))
      }
    >
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {allLabel && <SelectItem value={ALL}>{allLabel}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

type SelectControlProps<T extends string> = Omit<ControllerRenderProps<FieldValues>, 'value' | 'onChange'> &
  FieldControlProps & { value: T; onChange: (value: T) => void };

/**
 * A FormField's control choosing one of `options`: `<FormField …>{selectControl(options)}</FormField>`.
 * The field's binding (name, ref, onBlur) and its aria wiring go to the trigger, like any control's.
 */
export function selectControl<T extends string>(
  options: readonly Option<T>[],
  trigger: { placeholder?: string; className?: string } = {},
) {
  return ({ value, onChange, ...props }: SelectControlProps<T>) => (
    <OptionSelect {...props} {...trigger} value={value} onValueChange={onChange} options={options} />
  );
}
