import {
  HYGIENE_CLEARANCE_ITEMS,
  HYGIENE_CLEARANCE_LEGEND,
  type HygieneClearance,
  hygieneClearanceSummary,
} from '@plantwise/domain';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { useCompletionGroup, type WithClearance } from './completion-form';

/**
 * The six-item hygiene clearance of every completion form, bound to the form's `hygiene_clearance`.
 * A refused clearance (errors at `hygiene_clearance.<item>`, from the form's check or the server)
 * marks each open item beside its box and says so once under the legend, however many items are open;
 * ticking an item clears its mark.
 */
export function HygieneClearanceFieldset<T extends WithClearance, Body>({
  control,
}: {
  control: Control<T, unknown, Body>;
}) {
  const id = useId();
  const { value, onChange, errors } = useCompletionGroup<
    HygieneClearance,
    Partial<Record<keyof HygieneClearance, unknown>>
  >(control, 'hygiene_clearance');
  const open = HYGIENE_CLEARANCE_ITEMS.filter(({ key }) => errors?.[key] && !value[key]).map(
    ({ key }) => key,
  );
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-1 rounded-md border p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 font-medium text-sm">
        {HYGIENE_CLEARANCE_LEGEND}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <p id={`${id}-hint`} className="mb-2 text-muted-foreground text-xs">
        Confirm each item before the area goes back into production.
      </p>
      {open.length > 0 && (
        <p id={errorId} className="mb-1 text-destructive text-sm">
          {hygieneClearanceSummary(open.length)}
        </p>
      )}
      {HYGIENE_CLEARANCE_ITEMS.map(({ key, label }) => {
        const itemId = `${id}-${key}`;
        const missing = open.includes(key);
        return (
          <div key={key} className="flex min-h-10 items-center gap-3">
            <Checkbox
              id={itemId}
              className="size-5"
              checked={value[key]}
              onCheckedChange={(checked) => onChange({ ...value, [key]: checked === true })}
              aria-required="true"
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? errorId : undefined}
            />
            <Label htmlFor={itemId} className={cn(missing && 'text-destructive')}>
              {label}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}
