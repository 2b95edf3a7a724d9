import {
  type CreateWorkOrderInput,
  createWorkOrderBodySchema,
  fromDateTimeLocal,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
  PRIORITIES,
  PRIORITY_LABELS,
  toDateTimeLocal,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
} from '@plantwise/domain';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { bodyResolver, FormField, submitFailure } from '@/components/form';
import { type DialogState, FormDialog } from '@/components/form-dialog';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { type AssetOption, AssetPicker, AssigneePicker } from '@/features/breakdowns';
import { useCreateWorkOrder, useUpdateWorkOrder } from '../api/work-order-actions';

interface Values {
  title: string;
  description: string;
  asset: AssetOption | null;
  priority: (typeof PRIORITIES)[number];
  maintenance_type: (typeof MAINTENANCE_TYPES)[number];
  /** The person's id; empty for nobody. */
  assigned_to: string;
  date_scheduled: string;
  estimated_duration: string;
  checklist: Array<{ id: string; text: string; required: boolean }>;
}

function toBody(v: Values): CreateWorkOrderInput {
  return {
    title: v.title,
    description: v.description,
    asset_id: v.asset?.id ?? '',
    priority: v.priority,
    maintenance_type: v.maintenance_type,
    assigned_to: v.assigned_to || null,
    date_scheduled: fromDateTimeLocal(v.date_scheduled),
    estimated_duration: Number(v.estimated_duration),
    checklist: v.checklist.filter((s) => s.text.trim()),
  };
}

/** Creates a work order, or edits one (only the fields changed are sent). Managers and admins. */
export function WorkOrderFormDialog({
  open,
  onOpenChange,
  workOrder,
}: DialogState & { workOrder?: WorkOrder }) {
  const create = useCreateWorkOrder();
  const update = useUpdateWorkOrder();
  const form = useForm<Values, unknown, CreateWorkOrderInput>({
    resolver: bodyResolver(createWorkOrderBodySchema, toBody, {
      aliases: { asset_id: 'asset' },
      check: (v) => ({
        estimated_duration:
          Number.isFinite(Number(v.estimated_duration)) && Number(v.estimated_duration) > 0
            ? undefined
            : 'Enter the estimated hours',
      }),
    }),
    defaultValues: {
      title: workOrder?.title ?? '',
      description: workOrder?.description ?? '',
      asset: workOrder?.asset ?? null,
      priority: workOrder?.priority ?? 'medium',
      maintenance_type: workOrder?.maintenance_type ?? 'corrective',
      assigned_to: workOrder?.assigned_to ?? '',
      date_scheduled: workOrder?.date_scheduled ? toDateTimeLocal(workOrder.date_scheduled) : '',
      estimated_duration: String(workOrder?.estimated_duration ?? 1),
      checklist: workOrder?.checklist.map((s) => ({ id: s.id, text: s.text, required: s.required })) ?? [],
    },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const checklist = form.watch('checklist');
  const asset = form.watch('asset');
  const setChecklist = (next: Values['checklist']) => form.setValue('checklist', next, { shouldDirty: true });

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (workOrder) {
        const dirty = form.formState.dirtyFields;
        const changed = Object.fromEntries(
          Object.entries(body).filter(([key]) =>
            key === 'asset_id' ? dirty.asset : dirty[key as keyof Values] !== undefined,
          ),
        );
        await update.mutateAsync({ id: workOrder.id, body: changed });
        toast.success(WORK_ORDER_MESSAGES.updated);
      } else {
        await create.mutateAsync(body);
        toast.success(WORK_ORDER_MESSAGES.created);
      }
      onOpenChange(false);
      form.reset();
    } catch (error) {
      setFailure(
        submitFailure(
          form,
          error,
          workOrder ? WORK_ORDER_MESSAGES.errorUpdating : WORK_ORDER_MESSAGES.errorCreating,
          'Try again.',
        ),
      );
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={workOrder ? `Edit ${workOrder.number}` : 'New work order'}
      description="Plan the work: what, on which asset, when and by whom."
      onSubmit={submit}
      submitLabel={workOrder ? 'Save changes' : 'Create work order'}
      pendingLabel="Saving..."
      pending={form.formState.isSubmitting}
      error={failure}
    >
      <FormField control={form.control} name="title" label="Title" required>
        {(props) => <Input {...props} maxLength={200} />}
      </FormField>
      <FormField control={form.control} name="asset" label="Asset" hideLabel>
        {({ value, onChange }) => (
          <AssetPicker value={value} onChange={onChange} error={form.formState.errors.asset?.message} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="priority" label="Priority">
          {({ value, onChange, ref: _ref, ...props }) => (
            <OptionSelect
              {...props}
              value={value}
              onValueChange={onChange}
              options={optionsOf(PRIORITIES, PRIORITY_LABELS)}
            />
          )}
        </FormField>
        <FormField control={form.control} name="maintenance_type" label="Type">
          {({ value, onChange, ref: _ref, ...props }) => (
            <OptionSelect
              {...props}
              value={value}
              onValueChange={onChange}
              options={optionsOf(MAINTENANCE_TYPES, MAINTENANCE_TYPE_LABELS)}
            />
          )}
        </FormField>
        <FormField control={form.control} name="date_scheduled" label="Scheduled for">
          {(props) => <Input {...props} type="datetime-local" />}
        </FormField>
        <FormField control={form.control} name="estimated_duration" label="Estimated hours">
          {(props) => <Input {...props} inputMode="decimal" />}
        </FormField>
      </div>
      {/* Only people who may see the chosen asset's site can be given the work. */}
      <Controller
        control={form.control}
        name="assigned_to"
        render={({ field, fieldState }) => (
          <AssigneePicker
            label="Assignee"
            unassignedLabel="Unassigned"
            value={field.value}
            onChange={(id) => field.onChange(id ?? '')}
            current={workOrder?.assignee}
            assetId={asset?.id}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
      <FormField control={form.control} name="description" label="Description">
        {(props) => <Textarea {...props} rows={3} />}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">Checklist steps</legend>
        {checklist.map((step, index) => (
          <div key={step.id} className="flex flex-wrap items-center gap-2">
            <Field label={`Step ${index + 1}`} hideLabel className="min-w-0 flex-1">
              <Input
                value={step.text}
                placeholder={`Step ${index + 1}`}
                onChange={(event) =>
                  setChecklist(
                    checklist.map((s) => (s.id === step.id ? { ...s, text: event.target.value } : s)),
                  )
                }
              />
            </Field>
            <label htmlFor={`step-required-${step.id}`} className="flex items-center gap-2 text-sm">
              <Checkbox
                id={`step-required-${step.id}`}
                checked={step.required}
                onCheckedChange={(checked) =>
                  setChecklist(
                    checklist.map((s) => (s.id === step.id ? { ...s, required: checked === true } : s)),
                  )
                }
              />
              Required
            </label>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove step ${index + 1}`}
              onClick={() => setChecklist(checklist.filter((s) => s.id !== step.id))}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            setChecklist([...checklist, { id: crypto.randomUUID().slice(0, 8), text: '', required: true }])
          }
        >
          <PlusIcon aria-hidden="true" /> Add step
        </Button>
      </fieldset>
    </FormDialog>
  );
}
