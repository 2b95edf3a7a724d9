import {
  type InventoryCreateInput,
  type InventoryItem,
  inventoryCreateBodySchema,
  INVENTORY_FIELD_LABELS as LABELS,
} from '@plantwise/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { bodyResolver, FormField, submitFailure } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { useAssets } from '@/features/assets';
import { useCreateItem, useUpdateItem } from '../api/save-inventory';

interface ItemFormValues {
  item_id: string;
  item_name: string;
  category: string;
  supplier: string;
  unit: string;
  unit_cost: string;
  quantity_in_stock: string;
  min_stock_level: string;
  reorder_quantity: string;
  location: string;
  food_grade: boolean;
  linked_asset_ids: string[];
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function toForm(item: InventoryItem | null): ItemFormValues {
  return {
    item_id: text(item?.item_id),
    item_name: text(item?.item_name),
    category: text(item?.category),
    supplier: text(item?.supplier),
    unit: item?.unit ?? 'each',
    unit_cost: text(item?.unit_cost),
    quantity_in_stock: text(item?.quantity_in_stock ?? 0),
    min_stock_level: text(item?.min_stock_level ?? 0),
    reorder_quantity: text(item?.reorder_quantity),
    location: text(item?.location),
    food_grade: item?.food_grade ?? false,
    linked_asset_ids: item?.linked_asset_ids ?? [],
  };
}

/** A typed number, or NaN so the schema names the field; empty is null (or 0 for the stock figures). */
const numberOf = (value: string, empty: number | null) =>
  value.trim() === '' ? empty : Number(value.replace(/[£,\s]/g, ''));

function toBody(values: ItemFormValues): InventoryCreateInput {
  return {
    ...values,
    unit_cost: numberOf(values.unit_cost, null),
    quantity_in_stock: numberOf(values.quantity_in_stock, 0) ?? 0,
    min_stock_level: numberOf(values.min_stock_level, 0) ?? 0,
    reorder_quantity: numberOf(values.reorder_quantity, null),
  };
}

const resolver = bodyResolver(inventoryCreateBodySchema, toBody);

/** Add or edit an item (managers and admins). The quantity is set once here; later only adjustments change it. */
export function ItemFormDialog({
  item,
  open,
  onOpenChange,
}: {
  item: InventoryItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ItemFormValues, unknown, InventoryCreateInput>({
    resolver,
    defaultValues: toForm(item),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const create = useCreateItem();
  const update = useUpdateItem();
  const [assetFilter, setAssetFilter] = useState('');
  const assets = useAssets({ sort: 'asset_name', order: 'asc', limit: 500, offset: 0 });

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (item) {
        const { quantity_in_stock: _fixed, ...changes } = body;
        await update.mutateAsync({ id: item.id, changes });
      } else await create.mutateAsync(body);
      toast.success(item ? 'Item updated' : 'Item added', { description: body.item_name });
      onOpenChange(false);
    } catch (error) {
      setFailure(submitFailure(form, error, item ? 'Item not updated' : 'Item not added', 'Try again.'));
    }
  });

  const input = (
    name: Exclude<keyof ItemFormValues, 'food_grade' | 'linked_asset_ids'>,
    extra: { required?: boolean; decimal?: boolean; description?: string } = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      label={LABELS[name]}
      required={extra.required}
      description={extra.description}
    >
      {(props) => (
        <Input
          {...props}
          value={props.value as string}
          inputMode={extra.decimal ? 'decimal' : undefined}
          autoComplete="off"
        />
      )}
    </FormField>
  );
  const shownAssets = (assets.data?.data ?? []).filter((a) =>
    `${a.asset_id} ${a.asset_name}`.toLowerCase().includes(assetFilter.trim().toLowerCase()),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(toForm(item));
        onOpenChange(next);
      }}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      title={item ? 'Edit Item' : 'Add Item'}
      description="A spare part or consumable kept in the stores."
      onSubmit={submit}
      submitLabel={item ? 'Save changes' : 'Add item'}
      pendingLabel="Saving..."
      pending={create.isPending || update.isPending}
      error={failure}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {input('item_id', { required: true })}
        {input('item_name', { required: true })}
        {input('category')}
        {input('supplier')}
        {input('unit', { description: 'each, litre, metre, kg…' })}
        {input('unit_cost', { decimal: true, description: 'GBP per unit' })}
        {!item && input('quantity_in_stock', { decimal: true })}
        {input('min_stock_level', { decimal: true })}
        {input('reorder_quantity', { decimal: true })}
        {input('location', { description: 'Store / bin' })}
      </div>
      <FormField
        control={form.control}
        name="food_grade"
        label="Food grade (BRCGS 4.7.6)"
        description="May touch product: lubricants H1, seals, belts"
      >
        {({ value, onChange, id, ...aria }) => (
          <div className="flex items-center gap-2">
            <Checkbox id={id} {...aria} checked={value} onCheckedChange={(v) => onChange(v === true)} />
            <span className="text-sm">Food-grade item</span>
          </div>
        )}
      </FormField>
      <FormField
        control={form.control}
        name="linked_asset_ids"
        label="Linked assets"
        description="Assets that use this part"
      >
        {({ value, onChange, id }) => (
          <div className="grid gap-2">
            <Input
              id={id}
              placeholder="Filter assets"
              value={assetFilter}
              onChange={(e) => setAssetFilter(e.target.value)}
            />
            <ul className="max-h-40 overflow-y-auto rounded-md border p-2" aria-label="Assets">
              {shownAssets.map((asset) => {
                const checked = value.includes(asset.id);
                return (
                  <li key={asset.id} className="flex items-center gap-2 py-1">
                    <Checkbox
                      id={`link-${asset.id}`}
                      checked={checked}
                      onCheckedChange={(v) =>
                        onChange(v === true ? [...value, asset.id] : value.filter((x) => x !== asset.id))
                      }
                    />
                    <label htmlFor={`link-${asset.id}`} className="text-sm">
                      <span className="font-mono">{asset.asset_id}</span> {asset.asset_name}
                    </label>
                  </li>
                );
              })}
              {shownAssets.length === 0 && <li className="text-muted-foreground text-sm">No assets match</li>}
            </ul>
          </div>
        )}
      </FormField>
    </FormDialog>
  );
}
