import {
  type CreateMaintenanceTaskInput,
  createMaintenanceTaskBodySchema,
  FREQUENCY_LABELS,
  fromDateTimeLocal,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
  type MaintenanceTask,
  type PersonSummary,
  PRIORITIES,
  PRIORITY_LABELS,
  TASK_FREQUENCIES,
  TASK_TRIGGER_LABELS,
  TASK_TRIGGERS,
  type TaskTrigger,
  toDateTimeLocal,
} from '@plantwise/domain';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { bodyResolver, FormField } from '@/components/form';
import { OptionSelect, optionsOf, selectControl } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { type AssetOption, AssetPicker, AssigneePicker } from '@/features/breakdowns';
import { useAssetMeters } from '../api/get-asset-meters';

type Frequency = (typeof TASK_FREQUENCIES)[number];
type Priority = (typeof PRIORITIES)[number];
type TaskType = (typeof MAINTENANCE_TYPES)[number];

export interface TaskFormValues {
  title: string;
  asset: AssetOption | null;
  type: TaskType;
  frequency: Frequency;
  custom_frequency_days: string;
  schedule_mode: 'frequency' | 'specific';
  next_due_date: string;
  specific_year: string;
  specific_month: string;
  specific_date: string;
  specific_time: string;
  estimated_duration: string;
  priority: Priority;
  assigned_to: string;
  description: string;
  instructions: string;
  required_parts: string;
  checklist: Array<{ id: string; text: string; required: boolean; expected: string }>;
  /** On the calendar, by meter usage, or whichever comes first; the meter and its numbers. */
  trigger: TaskTrigger;
  meter_id: string;
  meter_every: string;
  meter_above: string;
  meter_below: string;
}

const num = (v: string) => (v.trim() === '' ? null : Number(v));

const int = (v: string) => (v.trim() === '' ? null : Number(v));

/** The form's values as the API body (POST /api/maintenance-tasks). */
export function toTaskBody(v: TaskFormValues): CreateMaintenanceTaskInput {
  const specific = v.schedule_mode === 'specific';
  return {
    title: v.title,
    asset_id: v.asset?.id ?? '',
    type: v.type,
    frequency: v.frequency,
    custom_frequency_days: v.frequency === 'custom' ? int(v.custom_frequency_days) : null,
    schedule_mode: v.schedule_mode,
    next_due_date: specific ? null : fromDateTimeLocal(v.next_due_date),
    specific_year: specific ? int(v.specific_year) : null,
    specific_month: specific ? int(v.specific_month) : null,
    specific_date: specific ? int(v.specific_date) : null,
    specific_time: specific ? v.specific_time || null : null,
    estimated_duration: Number(v.estimated_duration) || 1,
    priority: v.priority,
    assigned_to: v.assigned_to || null,
    description: v.description,
    instructions: v.instructions,
    required_parts: v.required_parts
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    checklist: v.checklist
      .filter((s) => s.text.trim())
      .map((s) => ({ id: s.id, text: s.text, required: s.required, expected: s.expected.trim() || null })),
    trigger: v.trigger,
    meter_trigger:
      v.trigger === 'calendar' || !v.meter_id
        ? null
        : {
            meter_id: v.meter_id,
            every: num(v.meter_every),
            above: num(v.meter_above),
            below: num(v.meter_below),
          },
  };
}

/** Starting values: an existing task, or the defaults of spec §5 with any prefill (Predictive AI links). */
export function taskFormValues(
  task?: MaintenanceTask,
  prefill: Partial<TaskFormValues> = {},
): TaskFormValues {
  return {
    title: task?.title ?? '',
    asset: task?.asset ?? null,
    type: task?.type ?? 'preventive',
    frequency: task?.frequency ?? 'monthly',
    custom_frequency_days: task?.custom_frequency_days?.toString() ?? '',
    schedule_mode: task?.schedule_mode ?? 'frequency',
    next_due_date: task?.next_due_date ? toDateTimeLocal(task.next_due_date) : '',
    specific_year: task?.specific_year?.toString() ?? '',
    specific_month: task?.specific_month?.toString() ?? '',
    specific_date: task?.specific_date?.toString() ?? '',
    specific_time: task?.specific_time ?? '',
    estimated_duration: String(task?.estimated_duration ?? 1),
    priority: task?.priority ?? 'medium',
    assigned_to: task?.assigned_to ?? '',
    description: task?.description ?? '',
    instructions: task?.instructions ?? '',
    required_parts: task?.required_parts?.join(', ') ?? '',
    checklist: (task?.checklist ?? []).map((s) => ({ ...s, expected: s.expected ?? '' })),
    trigger: task?.trigger ?? 'calendar',
    meter_id: task?.meter_trigger?.meter_id ?? '',
    meter_every: task?.meter_trigger?.every?.toString() ?? '',
    meter_above: task?.meter_trigger?.above?.toString() ?? '',
    meter_below: task?.meter_trigger?.below?.toString() ?? '',
    ...prefill,
  };
}

const FIELD_ALIASES = { asset_id: 'asset', meter_trigger: 'meter_id' } as const;

export function useTaskForm(initial: TaskFormValues) {
  return useForm<TaskFormValues, unknown, CreateMaintenanceTaskInput>({
    defaultValues: initial,
    resolver: bodyResolver(createMaintenanceTaskBodySchema, toTaskBody, {
      aliases: FIELD_ALIASES,
      check: (v) => ({
        asset: v.asset ? undefined : 'Choose the asset',
        meter_id: v.trigger !== 'calendar' && !v.meter_id ? 'Pick the meter this task follows' : undefined,
      }),
    }),
  });
}

let stepCounter = 0;
const newStepId = () => `step-${Date.now().toString(36)}-${(stepCounter++).toString(36)}`;

/**
 * The fields of the create/edit task form, shared by the dialog and the /maintenance/new-pm page; an edited
 * task's assignee is named in the picker whatever the search.
 */
export function TaskFormFields({
  form,
  currentAssignee,
}: {
  form: ReturnType<typeof useTaskForm>;
  currentAssignee?: PersonSummary | null;
}) {
  const modeId = useId();
  const { control, watch } = form;
  const steps = useFieldArray({ control, name: 'checklist' });
  const mode = watch('schedule_mode');
  const frequency = watch('frequency');
  const trigger = watch('trigger');
  const asset = watch('asset');
  return (
    <div className="grid gap-5">
      <FormField control={control} name="title" label="Title" required>
        {(props) => <Input {...props} className="h-10" />}
      </FormField>
      <Controller
        control={control}
        name="asset"
        render={({ field, fieldState }) => (
          <AssetPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField control={control} name="type" label="Type">
          {selectControl(optionsOf(MAINTENANCE_TYPES, MAINTENANCE_TYPE_LABELS))}
        </FormField>
        <FormField control={control} name="priority" label="Priority">
          {selectControl(optionsOf(PRIORITIES, PRIORITY_LABELS))}
        </FormField>
        <FormField control={control} name="estimated_duration" label="Estimated duration (hours)">
          {(props) => <Input {...props} type="number" min="0.25" step="0.25" className="h-10" />}
        </FormField>
      </div>

      <TriggerFields form={form} />

      {trigger !== 'usage' && (
        <fieldset className="grid gap-3">
          <legend id={modeId} className="mb-2 font-medium text-sm">
            Schedule
          </legend>
          <RadioGroup
            aria-labelledby={modeId}
            value={mode}
            onValueChange={(value) =>
              form.setValue('schedule_mode', value as TaskFormValues['schedule_mode'])
            }
            className="flex flex-wrap gap-6"
          >
            <div className="flex items-center gap-2">
              <RadioGroupItem value="frequency" id={`${modeId}-frequency`} />
              <Label htmlFor={`${modeId}-frequency`}>Repeat by frequency</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="specific" id={`${modeId}-specific`} />
              <Label htmlFor={`${modeId}-specific`}>Once, on a specific date</Label>
            </div>
          </RadioGroup>
          {mode === 'frequency' ? (
            <div className="grid gap-5 sm:grid-cols-3">
              <FormField control={control} name="frequency" label="Frequency">
                {selectControl(optionsOf(TASK_FREQUENCIES, FREQUENCY_LABELS))}
              </FormField>
              {frequency === 'custom' && (
                <FormField control={control} name="custom_frequency_days" label="Every (days)" required>
                  {(props) => <Input {...props} type="number" min="1" step="1" className="h-10" />}
                </FormField>
              )}
              <FormField
                control={control}
                name="next_due_date"
                label="First due"
                description="Empty: one period from now"
              >
                {(props) => <Input {...props} type="datetime-local" className="h-10" />}
              </FormField>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
              <FormField control={control} name="specific_year" label="Year">
                {(props) => <Input {...props} type="number" min="2000" max="2100" className="h-10" />}
              </FormField>
              <FormField control={control} name="specific_month" label="Month (1–12)" required>
                {(props) => <Input {...props} type="number" min="1" max="12" className="h-10" />}
              </FormField>
              <FormField control={control} name="specific_date" label="Day" required>
                {(props) => <Input {...props} type="number" min="1" max="31" className="h-10" />}
              </FormField>
              <FormField control={control} name="specific_time" label="Time" required>
                {(props) => <Input {...props} type="time" className="h-10" />}
              </FormField>
            </div>
          )}
        </fieldset>
      )}

      <Controller
        control={control}
        name="assigned_to"
        render={({ field, fieldState }) => (
          <AssigneePicker
            label="Assigned to"
            unassignedLabel="Unassigned"
            value={field.value}
            onChange={(id) => field.onChange(id ?? '')}
            current={currentAssignee}
            assetId={asset?.id}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
      <FormField control={control} name="description" label="Description">
        {(props) => <Textarea {...props} rows={2} />}
      </FormField>
      <FormField control={control} name="instructions" label="Instructions">
        {(props) => <Textarea {...props} rows={3} />}
      </FormField>
      <FormField
        control={control}
        name="required_parts"
        label="Required parts"
        description="Separate parts with commas"
      >
        {(props) => <Input {...props} className="h-10" />}
      </FormField>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium text-sm">Checklist</legend>
        {steps.fields.length === 0 && <p className="text-muted-foreground text-sm">No steps yet.</p>}
        <ol className="grid gap-3">
          {steps.fields.map((step, index) => (
            <li
              key={step.id}
              className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_12rem_auto_auto] sm:items-end"
            >
              <FormField control={control} name={`checklist.${index}.text`} label={`Step ${index + 1}`}>
                {(props) => <Input {...props} className="h-10" />}
              </FormField>
              <FormField control={control} name={`checklist.${index}.expected`} label="Expected value">
                {(props) => <Input {...props} placeholder="e.g. 8–10 mm" className="h-10" />}
              </FormField>
              <Controller
                control={control}
                name={`checklist.${index}.required`}
                render={({ field }) => (
                  <div className="flex min-h-10 items-center gap-2">
                    <Checkbox
                      id={`${modeId}-req-${index}`}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                    />
                    <Label htmlFor={`${modeId}-req-${index}`}>Required</Label>
                  </div>
                )}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove step ${index + 1}`}
                onClick={() => steps.remove(index)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => steps.append({ id: newStepId(), text: '', required: true, expected: '' })}
          >
            <PlusIcon aria-hidden="true" />
            Add step
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

/**
 * "Trigger": on the calendar, by meter usage, or whichever comes first; with a meter of the task's asset, and
 * every how many units (a counter) or the limits that raise a work order (a gauge), in the meter's unit.
 */
function TriggerFields({ form }: { form: ReturnType<typeof useTaskForm> }) {
  const id = useId();
  const { control, watch } = form;
  const trigger = watch('trigger');
  const asset = watch('asset');
  const meterId = watch('meter_id');
  const meters = useAssetMeters(trigger === 'calendar' ? null : asset?.id);
  const list = meters.data?.data ?? [];
  const meter = list.find((m) => m.id === meterId);
  return (
    <fieldset className="grid gap-3">
      <legend id={id} className="mb-2 font-medium text-sm">
        Trigger
      </legend>
      <RadioGroup
        aria-labelledby={id}
        value={trigger}
        onValueChange={(value) => form.setValue('trigger', value as TaskTrigger)}
        className="flex flex-wrap gap-x-6 gap-y-3"
      >
        {TASK_TRIGGERS.map((value) => (
          <div key={value} className="flex items-center gap-2">
            <RadioGroupItem value={value} id={`${id}-${value}`} />
            <Label htmlFor={`${id}-${value}`}>{TASK_TRIGGER_LABELS[value]}</Label>
          </div>
        ))}
      </RadioGroup>
      {trigger !== 'calendar' &&
        (!asset ? (
          <p className="text-muted-foreground text-sm">
            Choose the asset first: the task follows one of its meters.
          </p>
        ) : meters.isPending ? (
          <p className="text-muted-foreground text-sm">Loading the asset’s meters…</p>
        ) : meters.isError ? (
          <p role="alert" className="text-destructive text-sm">
            The asset’s meters could not be loaded. Try again in a moment.
          </p>
        ) : list.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            This asset has no meters yet. Add one on the asset’s page, then come back.
          </p>
        ) : (
          <div className="grid gap-5 sm:grid-cols-3">
            <FormField control={control} name="meter_id" label="Meter" required>
              {({ value, onChange, ...props }) => (
                <OptionSelect
                  {...props}
                  value={value || undefined}
                  onValueChange={(next) => {
                    onChange(next ?? '');
                    // Another meter may be of the other kind: its numbers start empty.
                    for (const name of ['meter_every', 'meter_above', 'meter_below'] as const)
                      form.setValue(name, '');
                  }}
                  allLabel="Pick a meter"
                  options={list.map((m) => ({
                    value: m.id,
                    label: `${m.name} (${m.unit}${m.kind === 'gauge' ? ', gauge' : ''})`,
                  }))}
                />
              )}
            </FormField>
            {meter?.kind === 'cumulative' && (
              <FormField
                control={control}
                name="meter_every"
                label={`Every (${meter.unit})`}
                required
                description={
                  meter.last_reading
                    ? `Now ${meter.last_reading.value} ${meter.unit}; counts from the last completion`
                    : 'Counts from the last completion'
                }
              >
                {(props) => (
                  <Input {...props} type="number" min="0" step="any" inputMode="decimal" className="h-10" />
                )}
              </FormField>
            )}
            {meter?.kind === 'gauge' && (
              <>
                <FormField
                  control={control}
                  name="meter_above"
                  label={`Raise work above (${meter.unit})`}
                  description="One work order each time it goes above"
                >
                  {(props) => (
                    <Input {...props} type="number" step="any" inputMode="decimal" className="h-10" />
                  )}
                </FormField>
                <FormField
                  control={control}
                  name="meter_below"
                  label={`Raise work below (${meter.unit})`}
                  description="One work order each time it goes below"
                >
                  {(props) => (
                    <Input {...props} type="number" step="any" inputMode="decimal" className="h-10" />
                  )}
                </FormField>
              </>
            )}
          </div>
        ))}
    </fieldset>
  );
}
