import { zodResolver } from '@hookform/resolvers/zod';
import {
  ASSET_FIELD_LABELS,
  ASSET_MESSAGES,
  ASSET_STATUS_LABELS,
  type Asset,
  type AssetFormValues,
  type AssetValues,
  AWAITING_RELEASE,
  assetErrorsByField,
  assetFormSchema,
  assetToFormValues,
  canEditAssetField,
  canManageAssets,
  changedAssetFields,
  displayTimeZone,
  EMPTY_ASSET_FORM,
  joinValidationErrors,
  type Role,
} from '@plantwise/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Field, type FieldControlProps } from '@/components/field';
import { applyFieldErrors, serverFieldErrors } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { AssetValidationError, useCreateAsset, useUpdateAsset } from '../api/save-asset';
import { ASSET_FORM_SECTIONS, type FieldSpec } from './asset-fields';
import { AssetPlacementFields, type AssetPlacementValues } from './asset-placement-fields';

/** What the form holds: every field as its input's text, and where the asset is and what it is part of. */
type FormState = AssetFormValues & AssetPlacementValues;
/** What a valid form hands over: the asset's values and its placement as ids. */
type FormOutput = AssetValues & { location_id: string | null; parent_asset_id: string | null };
type AssetForm = UseFormReturn<FormState, unknown, FormOutput>;

function toFormState(asset: Asset | null | undefined): FormState {
  if (!asset) return { ...EMPTY_ASSET_FORM, location_id: null, parent_asset: null };
  return { ...assetToFormValues(asset), location_id: asset.location_id, parent_asset: asset.parent_asset };
}

/**
 * The domain's form schema checks the asset's fields; the placement is two choices from lists, passed
 * through as ids once those fields are valid.
 */
function formResolver(schema: ReturnType<typeof assetFormSchema>): Resolver<FormState, unknown, FormOutput> {
  const fields = zodResolver(schema) as unknown as Resolver<FormState, unknown, AssetValues>;
  return async (values, context, options) => {
    const result = await fields(values, context, options);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
    return {
      values: {
        ...(result.values as AssetValues),
        location_id: values.location_id,
        parent_asset_id: values.parent_asset?.id ?? null,
      },
      errors: {},
    };
  };
}

/** The placement that changed since the dialog opened (an edit sends only what changed). */
function changedPlacement(original: Asset, values: FormOutput) {
  return {
    ...(values.location_id !== original.location_id ? { location_id: values.location_id } : {}),
    ...(values.parent_asset_id !== original.parent_asset_id
      ? { parent_asset_id: values.parent_asset_id }
      : {}),
  };
}

// The refusals of the placement, by the error catalogue's code, shown beside their field.
const PLACEMENT_REFUSALS: Record<string, keyof AssetPlacementValues> = {
  asset_parent_cycle: 'parent_asset',
  location_not_found: 'location_id',
  // A person limited to sites keeps assets only at their sites (docs/decisions/site-access.md).
  asset_needs_site: 'location_id',
};

/** Select value for "none" (radix Select items cannot have an empty value). */
const NONE = '__none__';

function AssetFormField({ spec, form, disabled }: { spec: FieldSpec; form: AssetForm; disabled: boolean }) {
  let control: (props: FieldControlProps) => React.ReactNode;
  // An asset awaiting its hygiene release keeps that status until it is released from its page.
  const awaitingRelease = spec.field === 'status' && form.getValues('status') === AWAITING_RELEASE;
  if (awaitingRelease) disabled = true;
  if (spec.kind === 'checkbox') {
    control = ({ id, ...aria }) => (
      <Controller
        control={form.control}
        name={spec.field}
        render={({ field }) => (
          <div className="flex min-h-9 items-center gap-2">
            <Checkbox
              id={id}
              {...aria}
              ref={field.ref}
              checked={field.value === 'true'}
              onCheckedChange={(checked) => field.onChange(checked === true ? 'true' : 'false')}
              onBlur={field.onBlur}
              disabled={disabled}
              className="size-5"
            />
            <Label htmlFor={id} className="font-normal">
              Yes, it touches food
            </Label>
          </div>
        )}
      />
    );
  } else if (spec.kind === 'select') {
    control = (props) => (
      <Controller
        control={form.control}
        name={spec.field}
        render={({ field }) => (
          <Select
            value={field.value === '' ? (spec.optional ? NONE : '') : field.value}
            onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
            disabled={disabled}
          >
            <SelectTrigger
              {...props}
              disabled={disabled}
              ref={field.ref}
              onBlur={field.onBlur}
              className="w-full"
            >
              <SelectValue placeholder="Not set" />
            </SelectTrigger>
            <SelectContent>
              {spec.optional && <SelectItem value={NONE}>Not set</SelectItem>}
              {awaitingRelease && (
                <SelectItem value={AWAITING_RELEASE} disabled>
                  {ASSET_STATUS_LABELS[AWAITING_RELEASE]}
                </SelectItem>
              )}
              {spec.options?.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    );
  } else if (spec.kind === 'textarea') {
    control = (props) => <Textarea {...props} disabled={disabled} rows={3} {...form.register(spec.field)} />;
  } else {
    control = (props) => (
      <Input
        {...props}
        disabled={disabled}
        type={spec.kind === 'date' ? 'date' : 'text'}
        inputMode={spec.kind === 'number' ? 'numeric' : spec.kind === 'money' ? 'decimal' : undefined}
        placeholder={spec.placeholder}
        autoComplete="off"
        {...form.register(spec.field)}
      />
    );
  }

  return (
    <Field
      label={ASSET_FIELD_LABELS[spec.field]}
      description={awaitingRelease ? 'Released for production from the asset page' : spec.hint}
      error={form.formState.errors[spec.field]?.message}
      required={spec.required}
      className={cn(spec.kind === 'textarea' && 'sm:col-span-2')}
    >
      {control}
    </Field>
  );
}

/**
 * Add or edit an asset: every field, grouped; the form checks the rules as the server does, then the
 * save calls the validation service first (spec §5) and shows the server's errors beside the fields.
 * A technician sees every field but may change only status and the condition fields.
 */
export function AssetFormDialog({
  open,
  onOpenChange,
  asset,
  role,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The asset to edit; none to add one. */
  asset?: Asset | null;
  role: Role;
  onSaved?: (asset: Asset) => void;
}) {
  const editing = Boolean(asset);
  const createAsset = useCreateAsset();
  const updateAsset = useUpdateAsset();
  const schema = useMemo(() => assetFormSchema({ now: new Date(), timeZone: displayTimeZone() }), []);
  const form = useForm<FormState, unknown, FormOutput>({
    resolver: useMemo(() => formResolver(schema), [schema]),
    defaultValues: toFormState(asset),
  });
  const [failure, setFailure] = useState<string | null>(null);

  // Filled once when the dialog opens: a live update of the asset must not overwrite what is being
  // typed, and only the fields changed here are sent (not someone else's newer values reverted).
  const openedWith = useRef<Asset | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      openedWith.current = asset ?? null;
      form.reset(toFormState(asset));
    }
    wasOpen.current = open;
  }, [open, asset, form]);

  const onSubmit = form.handleSubmit(async ({ location_id, parent_asset_id, ...values }) => {
    setFailure(null);
    try {
      let saved: Asset;
      const original = openedWith.current;
      if (asset && original) {
        const changes = {
          ...changedAssetFields(original, values),
          ...changedPlacement(original, { ...values, location_id, parent_asset_id }),
        };
        if (Object.keys(changes).length === 0) {
          onOpenChange(false);
          return;
        }
        saved = await updateAsset.mutateAsync({ id: asset.id, values, changes });
        toast.success(ASSET_MESSAGES.updated);
      } else {
        saved = await createAsset.mutateAsync({ values, placement: { location_id, parent_asset_id } });
        toast.success(ASSET_MESSAGES.added);
      }
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      const placementField = error instanceof ApiError ? PLACEMENT_REFUSALS[error.code] : undefined;
      if (placementField) {
        form.setError(placementField, { type: 'server', message: (error as ApiError).message });
        return;
      }
      // The validation service names fields; a refused save carries them in the error's details.
      const shown = applyFieldErrors(
        form,
        error instanceof AssetValidationError ? assetErrorsByField(error.errors) : serverFieldErrors(error),
      );
      // Beside the fields when they are named; what names no field goes once beside the button.
      let unplaced =
        error instanceof AssetValidationError
          ? joinValidationErrors(error.errors.filter((e) => !e.field))
          : error instanceof ApiError
            ? errorMessage(error, 'the server could not save it')
            : (error as Error).message;
      if (shown > 0 && !(error instanceof AssetValidationError)) unplaced = '';
      if (shown === 0 && !unplaced) unplaced = (error as Error).message;
      setFailure(
        unplaced
          ? editing
            ? ASSET_MESSAGES.updateFailed(unplaced)
            : ASSET_MESSAGES.addFailed(unplaced)
          : null,
      );
    }
  });

  const busy = form.formState.isSubmitting;
  const limited = editing && (role === 'technician' || role === 'user');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-3xl"
      title={editing ? `Edit ${asset?.asset_name}` : 'Add asset'}
      description={
        limited
          ? 'As a technician you can update the status and condition of this asset.'
          : 'Fields marked * are required. Empty fields are saved as not set.'
      }
      onSubmit={onSubmit}
      submitLabel={editing ? 'Save changes' : 'Add asset'}
      pendingLabel="Saving..."
      pending={busy}
      error={failure}
      footerClassName="sticky bottom-0 -mx-6 -mb-6 border-t bg-background px-6 py-4"
    >
      {ASSET_FORM_SECTIONS.map((section) => (
        <fieldset key={section.title} className="grid gap-4">
          <legend className="mb-3 font-semibold text-sm">{section.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {section.placement && (
              <AssetPlacementFields
                control={form.control}
                assetId={asset?.id}
                readOnly={busy || (editing && !canManageAssets(role))}
                shown={asset ?? { location_path: [], parent_asset: null }}
              />
            )}
            {section.fields.map((spec) => (
              <AssetFormField
                key={spec.field}
                spec={spec}
                form={form}
                disabled={busy || (editing && !canEditAssetField(role, spec.field))}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </FormDialog>
  );
}
