import {
  HYGIENE_CLEARANCE_ITEMS,
  type HygieneClearance,
  type HygieneClearanceKey,
  hygieneClearanceSummary,
} from '@plantwise/domain';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** The clearance items a refusal named, from field errors keyed `hygiene_clearance.<item>`. */
export function refusedClearanceItems(errors: Record<string, string | undefined>): HygieneClearanceKey[] {
  return HYGIENE_CLEARANCE_ITEMS.filter(({ key }) => errors[`hygiene_clearance.${key}`]).map(
    ({ key }) => key,
  );
}

/**
 * The six-item BRCGS 4.7.4 hygiene clearance of every completion form. A refused clearance marks each
 * open item beside its box and says so once under the legend, however many items are open.
 */
export function HygieneClearanceFieldset({
  value,
  onChange,
  refused = [],
  legend = 'Hygiene clearance (BRCGS 4.7.4)',
}: {
  value: HygieneClearance;
  onChange: (next: HygieneClearance) => void;
  /** The items the last check refused; ticking one clears its mark. */
  refused?: readonly HygieneClearanceKey[];
  legend?: string;
}) {
  const id = useId();
  const open = refused.filter((key) => !value[key]);
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-1 rounded-md border p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 font-medium text-sm">
        {legend}
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
