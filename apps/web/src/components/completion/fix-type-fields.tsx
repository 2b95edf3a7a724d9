import { FIX_TYPE_LABELS, FIX_TYPES, type FixType } from '@plantwise/domain';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { FormField } from '@/components/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useCompletionGroup } from './completion-form';

/** A completion form: the fix type and, for a temporary one, the deadline as datetime-local text. */
export type WithFixType = { fix_type: FixType; permanent_repair_deadline: string };

/**
 * Whether the repair is permanent or temporary, and for a temporary one the deadline of the permanent
 * repair (its follow-up work order is raised with the completion): the same choice on a breakdown and
 * a work order.
 */
export function FixTypeFields<T extends WithFixType, Body>({
  control,
}: {
  control: Control<T, unknown, Body>;
}) {
  const id = useId();
  const bound = control as unknown as Control<WithFixType>;
  const { value, onChange } = useCompletionGroup<FixType, never>(control, 'fix_type');
  return (
    <>
      <fieldset className="grid gap-2">
        <legend id={id} className="mb-2 font-medium text-sm">
          Fix type
        </legend>
        <RadioGroup
          aria-labelledby={id}
          value={value}
          onValueChange={(next) => onChange(next as FixType)}
          className="flex flex-wrap gap-6"
        >
          {FIX_TYPES.map((fix) => (
            <div key={fix} className="flex min-h-10 items-center gap-2">
              <RadioGroupItem value={fix} id={`${id}-${fix}`} className="size-5" />
              <Label htmlFor={`${id}-${fix}`}>{FIX_TYPE_LABELS[fix]}</Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {value === 'temporary' && (
        <FormField
          control={bound}
          name="permanent_repair_deadline"
          label="Permanent repair deadline"
          required
          description="A follow-up work order is created for the permanent repair"
        >
          {(props) => <Input {...props} type="datetime-local" className="h-10" />}
        </FormField>
      )}
    </>
  );
}
