import type { InventoryItem } from '@plantwise/domain';
import { Trash2Icon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { Control } from 'react-hook-form';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCompletionGroup } from './completion-form';

/** A part taken from stock while the form is filled in: what it is, what is on hand, and the quantity as typed. */
export interface PickedPart {
  inventory_item_id: string;
  label: string;
  unit: string;
  on_hand: number;
  quantity: string;
}
/** A completion form: its parts under the API's name, so a refusal keyed `parts_used.<n>.quantity` lands on its row. */
export type WithPartsUsed = { parts_used: PickedPart[] };

/** The parts as the API takes them: the stock item and the quantity used. */
export function partsUsedBody(parts: readonly PickedPart[]) {
  return parts.map((part) => ({
    inventory_item_id: part.inventory_item_id,
    quantity: Number(part.quantity),
  }));
}

type PartMatch = Pick<InventoryItem, 'id' | 'item_id' | 'item_name' | 'unit' | 'quantity_in_stock'>;

/**
 * The parts used of a completion form, bound to the form's `parts_used`: a search of the stores (stock
 * on hand shown), each picked part with its quantity, and a way to take it off again. `useSearch` is
 * the feature's query of the stores, called with the search as typed.
 */
export function PartsUsedPicker<T extends WithPartsUsed, Body>({
  control,
  useSearch,
}: {
  control: Control<T, unknown, Body>;
  useSearch: (term: string) => { data?: { data: PartMatch[] }; isSuccess: boolean };
}) {
  const {
    value: parts,
    onChange,
    errors,
  } = useCompletionGroup<
    PickedPart[],
    Array<Partial<Record<keyof PickedPart, { message?: string }>> | undefined>
  >(control, 'parts_used');
  const [term, setTerm] = useState('');
  const search = useSearch(useDeferredValue(term));
  const matches = (search.data?.data ?? []).filter(
    (item) => !parts.some((p) => p.inventory_item_id === item.id),
  );
  const without = (partId: string) => parts.filter((p) => p.inventory_item_id !== partId);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">Parts used</legend>
      {parts.map((part, index) => {
        const problem = errors?.[index];
        return (
          <div key={part.inventory_item_id} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 text-sm">
              {part.label}{' '}
              <span className="text-muted-foreground">
                ({part.on_hand} {part.unit} on hand)
              </span>
            </span>
            <Field
              label={`Quantity of ${part.label}`}
              hideLabel
              className="w-24"
              error={problem?.quantity?.message ?? problem?.inventory_item_id?.message}
            >
              <Input
                value={part.quantity}
                inputMode="decimal"
                onChange={(e) =>
                  onChange(
                    parts.map((p) =>
                      p.inventory_item_id === part.inventory_item_id ? { ...p, quantity: e.target.value } : p,
                    ),
                  )
                }
              />
            </Field>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${part.label}`}
              onClick={() => onChange(without(part.inventory_item_id))}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Field label="Find a part" hideLabel>
        <Input
          type="search"
          placeholder="Find a part by name or ID"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </Field>
      {term.trim() && (
        <ul className="grid max-h-40 gap-1 overflow-y-auto" aria-label="Matching parts">
          {matches.map((item) => (
            <li key={item.id}>
              <Button
                type="button"
                variant="outline"
                className="h-auto w-full justify-between whitespace-normal text-left"
                onClick={() => {
                  onChange([
                    ...parts,
                    {
                      inventory_item_id: item.id,
                      label: `${item.item_id} ${item.item_name}`,
                      unit: item.unit,
                      on_hand: item.quantity_in_stock,
                      quantity: '1',
                    },
                  ]);
                  setTerm('');
                }}
              >
                <span>
                  {item.item_id} {item.item_name}
                </span>
                <span className="text-muted-foreground text-xs">
                  {item.quantity_in_stock} {item.unit} on hand
                </span>
              </Button>
            </li>
          ))}
          {search.isSuccess && matches.length === 0 && (
            <li className="text-muted-foreground text-sm">No parts found</li>
          )}
        </ul>
      )}
    </fieldset>
  );
}
