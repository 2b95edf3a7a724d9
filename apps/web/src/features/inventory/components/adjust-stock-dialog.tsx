import {
  type AdjustInput,
  adjustBodySchema,
  type InventoryItem,
  planAdjustment,
  STOCK_STATUS_LABELS,
} from '@plantwise/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { bodyResolver, FormField, submitFailure } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { OFFLINE_MESSAGES } from '@/lib/offline/messages';
import { useAdjustStock } from '../api/save-inventory';
import { StockStatusBadge } from './stock-badges';

interface AdjustFormValues {
  mode: 'add' | 'remove';
  quantity: string;
  reason: string;
}

const EMPTY: AdjustFormValues = { mode: 'remove', quantity: '', reason: '' };

function toBody(values: AdjustFormValues): AdjustInput {
  const text = values.quantity.trim();
  return {
    mode: values.mode,
    quantity: text === '' ? (undefined as unknown as number) : Number(text),
    reason: values.reason,
  };
}

const resolver = bodyResolver(adjustBodySchema, toBody);

/** Add or remove stock; shows the resulting quantity and status before saving. */
export function AdjustStockDialog({
  item,
  open,
  onOpenChange,
}: {
  item: InventoryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<AdjustFormValues, unknown, AdjustInput>({ resolver, defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const adjust = useAdjustStock();
  const mode = form.watch('mode');
  const quantity = Number(form.watch('quantity'));
  const preview =
    Number.isFinite(quantity) && quantity > 0
      ? planAdjustment(item.quantity_in_stock, item.min_stock_level, quantity, mode)
      : null;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const result = await adjust.mutateAsync({ item, body });
      if (!result) toast.info(OFFLINE_MESSAGES.queued(`Stock adjustment of ${item.item_name}`));
      else if (result.clamped) toast.warning('Stock adjusted', { description: result.message ?? undefined });
      else
        toast.success('Stock adjusted', {
          description: `${item.item_name}: ${result.item.quantity_in_stock} ${item.unit} in stock`,
        });
      onOpenChange(false);
    } catch (error) {
      setFailure(submitFailure(form, error, 'Stock not adjusted', 'Try again.'));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(EMPTY);
        onOpenChange(next);
      }}
      title="Adjust Stock"
      description={`${item.item_name} (${item.item_id}): ${item.quantity_in_stock} ${item.unit} in stock, minimum ${item.min_stock_level}`}
      onSubmit={submit}
      submitLabel="Save adjustment"
      pendingLabel="Saving..."
      pending={adjust.isPending}
      error={failure}
    >
      <FormField control={form.control} name="mode" label="Adjustment">
        {({ value, onChange, id }) => (
          <RadioGroup id={id} value={value} onValueChange={onChange} className="flex gap-6">
            <div className="flex items-center gap-2">
              <RadioGroupItem value="add" id={`${id}-add`} />
              <Label htmlFor={`${id}-add`}>Add stock</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="remove" id={`${id}-remove`} />
              <Label htmlFor={`${id}-remove`}>Remove stock</Label>
            </div>
          </RadioGroup>
        )}
      </FormField>
      <FormField control={form.control} name="quantity" label={`Quantity (${item.unit})`} required>
        {(props) => <Input {...props} inputMode="decimal" autoComplete="off" />}
      </FormField>
      <FormField
        control={form.control}
        name="reason"
        label="Reason"
        required={mode === 'remove'}
        description={mode === 'remove' ? 'Required to remove stock' : 'e.g. Delivery from supplier'}
      >
        {(props) => <Input {...props} autoComplete="off" />}
      </FormField>
      <output
        aria-live="polite"
        className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
      >
        {preview ? (
          <>
            <span>
              After saving: <strong className="tabular-nums">{preview.quantity_after}</strong> {item.unit}
            </span>
            <StockStatusBadge status={preview.status} />
            {preview.clamped && (
              <span className="text-warning">
                Only {item.quantity_in_stock} can be removed; stock stops at 0.
              </span>
            )}
          </>
        ) : (
          <span className="text-muted-foreground">
            Now {item.quantity_in_stock} {item.unit} · {STOCK_STATUS_LABELS[item.status]}
          </span>
        )}
      </output>
    </FormDialog>
  );
}
