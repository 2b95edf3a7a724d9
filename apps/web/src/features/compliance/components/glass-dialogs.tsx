import {
  type CloseGlassIncidentBody,
  type CreateGlassIncidentBody,
  type CreateGlassItemBody,
  closeGlassIncidentBodySchema,
  createGlassIncidentBodySchema,
  createGlassItemBodySchema,
  GLASS_CHECK_FREQUENCIES,
  GLASS_CHECK_FREQUENCY_LABELS,
  GLASS_MATERIAL_LABELS,
  GLASS_MATERIALS,
  GLASS_RISK_LABELS,
  GLASS_RISKS,
  type GlassIncident,
  type GlassItem,
} from '@plantwise/domain';
import { Controller, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { applyServerErrors, FormField, useZodForm } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { OptionSelect, optionsOf, selectControl } from '@/components/option-select';
import { SigningPasswordField, showSigningRefusal } from '@/components/signing-password';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { LocationPicker } from '@/features/locations';
import { errorMessage } from '@/lib/api-client';
import {
  useCloseGlassIncident,
  useCreateGlassItem,
  useReportGlassIncident,
  useUpdateGlassItem,
} from '../api/glass-register';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A yes/no question as a checkbox bound to a boolean field of the form. */
function YesNo({
  control,
  name,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: shared by two forms with different value types
  control: any;
  name: string;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex min-h-9 items-center gap-2">
          <Checkbox
            id={`glass-${name}`}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            className="size-5"
          />
          <Label htmlFor={`glass-${name}`} className="font-normal">
            {label}
          </Label>
        </div>
      )}
    />
  );
}

/**
 * What "add to the register" and "report a breakage" share: the form, blank again each time its dialog opens;
 * a submit that saves, says so and closes; and a refusal beside its field, or under the description when it
 * names none. Answers the form and the props of its FormDialog.
 */
function useGlassFormDialog<S extends z.ZodType<FieldValues & { description: string }, FieldValues>>({
  schema,
  blank,
  save,
  saved,
  notSaved,
  open,
  onOpenChange,
}: DialogProps & {
  schema: S;
  blank: () => z.input<S>;
  save: (body: z.output<S>) => Promise<unknown>;
  /** Tells the person it is done (a toast). */
  saved: (body: z.output<S>) => void;
  /** The refusal's text when the server's message is not to be shown. */
  notSaved: string;
}) {
  const form = useZodForm(schema, { defaultValues: blank() as DefaultValues<z.input<S>> });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save(body);
      saved(body);
      onOpenChange(false);
    } catch (error) {
      if (applyServerErrors(form, error) === 0)
        form.setError('description' as Path<z.input<S>>, {
          type: 'server',
          message: errorMessage(error, notSaved),
        });
    }
  });
  const dialog = {
    open,
    onOpenChange: (next: boolean) => {
      if (next) form.reset(blank());
      onOpenChange(next);
    },
    onSubmit,
  };
  return { form, dialog };
}

/** Adds an item to the register, or changes one (`item`). */
export function GlassItemDialog({
  item,
  defaultLocation,
  open,
  onOpenChange,
}: DialogProps & {
  item?: GlassItem;
  defaultLocation?: string;
}) {
  const blank = (): CreateGlassItemBody => ({
    location_id: item?.location_id ?? defaultLocation ?? '',
    description: item?.description ?? '',
    material: item?.material ?? 'glass',
    risk: item?.risk ?? 'high',
    check_frequency: item?.check_frequency ?? 'weekly',
  });
  const create = useCreateGlassItem();
  const update = useUpdateGlassItem(item?.id ?? '');
  const { form, dialog } = useGlassFormDialog({
    schema: createGlassItemBodySchema,
    blank,
    save: (body) => (item ? update.mutateAsync(body) : create.mutateAsync(body)),
    saved: (body) =>
      toast.success(item ? 'Item changed' : 'Item added to the register', { description: body.description }),
    notSaved: 'The item was not saved.',
    open,
    onOpenChange,
  });
  return (
    <FormDialog
      {...dialog}
      title={item ? 'Change register item' : 'Add to the glass register'}
      description="Glass, hard plastic, perspex and ceramics near open product, checked at a set frequency."
      submitLabel={item ? 'Save changes' : 'Add item'}
      pendingLabel="Saving..."
      pending={create.isPending || update.isPending}
    >
      <FormField control={form.control} name="description" label="Item" required>
        {(props) => <Input {...props} placeholder="Light cover over infeed conveyor" />}
      </FormField>
      <FormField control={form.control} name="location_id" label="Location" required>
        {({ value, onChange, ...props }) => (
          <LocationPicker {...props} value={value} onChange={(next) => onChange(next ?? '')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField control={form.control} name="material" label="Material" required>
          {selectControl(optionsOf(GLASS_MATERIALS, GLASS_MATERIAL_LABELS))}
        </FormField>
        <FormField control={form.control} name="risk" label="Risk" required>
          {selectControl(optionsOf(GLASS_RISKS, GLASS_RISK_LABELS))}
        </FormField>
        <FormField control={form.control} name="check_frequency" label="Checked" required>
          {selectControl(optionsOf(GLASS_CHECK_FREQUENCIES, GLASS_CHECK_FREQUENCY_LABELS))}
        </FormField>
      </div>
    </FormDialog>
  );
}

/** Reports a breakage by hand: where, what broke, and what was done about the product. */
export function ReportGlassIncidentDialog({
  items,
  defaultLocation,
  open,
  onOpenChange,
}: DialogProps & { items: GlassItem[]; defaultLocation?: string }) {
  const blank = (): CreateGlassIncidentBody => ({
    item_id: null,
    location_id: defaultLocation ?? '',
    description: '',
    product_at_risk: false,
    quarantine: false,
    clean_down_done: false,
  });
  const report = useReportGlassIncident();
  const { form, dialog } = useGlassFormDialog({
    schema: createGlassIncidentBodySchema,
    blank,
    save: (body) => report.mutateAsync(body),
    saved: () => toast.warning('Breakage reported', { description: 'Quality has been told.' }),
    notSaved: 'The breakage was not reported.',
    open,
    onOpenChange,
  });
  const location = form.watch('location_id');
  const here = items.filter((item) => item.location_id === location);
  return (
    <FormDialog
      {...dialog}
      title="Report a breakage"
      description="Glass or brittle plastic broken near product. Stop the line and keep people away until it is cleaned down."
      submitLabel="Report breakage"
      pendingLabel="Reporting..."
      pending={report.isPending}
    >
      <FormField control={form.control} name="location_id" label="Where" required>
        {({ value, onChange, ...props }) => (
          <LocationPicker
            {...props}
            value={value}
            onChange={(next) => {
              onChange(next ?? '');
              form.setValue('item_id', null);
            }}
          />
        )}
      </FormField>
      {here.length > 0 && (
        <FormField
          control={form.control}
          name="item_id"
          label="Register item"
          description="If the broken item is in the register"
        >
          {({ value, onChange, ...props }) => (
            <OptionSelect
              {...props}
              options={here.map((item) => ({ value: item.id, label: item.description }))}
              allLabel="Not in the register"
              value={value ?? undefined}
              onValueChange={(next) => onChange(next ?? null)}
            />
          )}
        </FormField>
      )}
      <FormField control={form.control} name="description" label="What happened" required>
        {(props) => <Textarea {...props} rows={3} placeholder="What broke, where the pieces went" />}
      </FormField>
      <div className="grid gap-1">
        <YesNo control={form.control} name="product_at_risk" label="Product may be affected" />
        <YesNo control={form.control} name="quarantine" label="Product put on hold" />
        <YesNo control={form.control} name="clean_down_done" label="Area cleaned down and inspected" />
      </div>
    </FormDialog>
  );
}

/**
 * Closes an incident with the quality sign-off: notes, the clean-down confirmed if it was not when raised,
 * and the password again. The close is sealed and cannot be changed afterwards.
 */
export function CloseGlassIncidentDialog({
  incident,
  open,
  onOpenChange,
}: DialogProps & { incident: GlassIncident }) {
  const blank = (): CloseGlassIncidentBody => ({
    password: '',
    notes: '',
    clean_down_done: incident.clean_down_done,
  });
  const form = useZodForm(closeGlassIncidentBodySchema, { defaultValues: blank() });
  const close = useCloseGlassIncident(incident.id);
  const submit = form.handleSubmit(async (body) => {
    try {
      await close.mutateAsync(body);
      toast.success('Incident closed', { description: 'Your sign-off is stored with the incident.' });
      onOpenChange(false);
    } catch (error) {
      showSigningRefusal(form, error, 'The incident was not closed.');
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(blank());
        onOpenChange(next);
      }}
      title="Close the incident"
      description={`${incident.description} Your sign-off stores your name, role and the time with the incident, and cannot be changed afterwards.`}
      onSubmit={submit}
      submitLabel="Sign off and close"
      pendingLabel="Closing..."
      pending={close.isPending}
    >
      <FormField
        control={form.control}
        name="notes"
        label="Notes"
        description="Clean-down, pieces found, product held or released."
      >
        {(props) => <Textarea {...props} rows={3} />}
      </FormField>
      {!incident.clean_down_done && (
        <YesNo
          control={form.control}
          name="clean_down_done"
          label="The area was cleaned down and inspected"
        />
      )}
      <SigningPasswordField control={form.control} />
    </FormDialog>
  );
}
