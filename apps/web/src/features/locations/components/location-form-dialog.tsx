import {
  LOCATION_KIND_LABELS,
  LOCATION_KINDS,
  type Location,
  type LocationKind,
  locationCreateBodySchema,
  locationKindProblem,
  parentMap,
  wouldMakeCycle,
} from '@plantwise/domain';
import { useEffect, useMemo, useState } from 'react';
import type { Path } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField, submitFailure, useZodForm } from '@/components/form';
import type { DialogState } from '@/components/form-dialog';
import { FormDialog } from '@/components/form-dialog';
import { optionsOf, selectControl } from '@/components/option-select';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { useCreateLocation, useUpdateLocation } from '../api/save-location';
import { LocationPicker } from './location-picker';

// A site sits at the top and only a site does: the kind and the parent are checked together, as the server does.
const formSchema = locationCreateBodySchema.omit({ position: true }).superRefine((values, ctx) => {
  const problem = locationKindProblem(values.kind, values.parent_id);
  if (problem)
    ctx.addIssue({ code: 'custom', path: [values.kind === 'site' ? 'kind' : 'parent_id'], message: problem });
});
type FormValues = { name: string; code: string; kind: LocationKind; parent_id: string | null };

// The refusals that belong to one field, by the error catalogue's code.
const FIELD_OF_REFUSAL: Record<string, Path<FormValues>> = {
  location_name_taken: 'name',
  location_code_taken: 'code',
  location_cycle: 'parent_id',
  location_kind: 'kind',
};

/** Where a new location goes: inside `parentId` (a site when null). */
export type LocationFormTarget = { parentId: string | null } | { location: Location };

function defaults(target: LocationFormTarget, locations: readonly Location[]): FormValues {
  if ('location' in target) {
    const { name, code, kind, parent_id } = target.location;
    return { name, code, kind, parent_id };
  }
  const parent = locations.find((location) => location.id === target.parentId);
  // Below a site an area, below an area a line, below a line a room.
  const next = parent ? LOCATION_KINDS[Math.min(LOCATION_KINDS.indexOf(parent.kind) + 1, 3)] : 'site';
  return { name: '', code: '', kind: next ?? 'room', parent_id: target.parentId };
}

/**
 * Adds a location (a site, or one inside another) or edits one: its name, code, kind and the location it
 * is in. Moving it takes everything below it along; the picker never offers the location itself or
 * anything below it.
 */
export function LocationFormDialog({
  open,
  onOpenChange,
  target,
  locations,
  onSaved,
}: DialogState & {
  target: LocationFormTarget;
  locations: readonly Location[];
  onSaved?: (location: Location) => void;
}) {
  const editing = 'location' in target ? target.location : null;
  // A person limited to sites adds no site and moves nothing to the top (the server refuses both); a
  // site of theirs being edited stays one.
  const { session } = useAuth();
  const offerTop = (session?.site_ids.length ?? 0) === 0 || editing?.parent_id === null;
  const kinds = offerTop ? LOCATION_KINDS : LOCATION_KINDS.filter((kind) => kind !== 'site');
  const form = useZodForm(formSchema, { defaultValues: defaults(target, locations) });
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once each time the dialog opens.
  useEffect(() => {
    if (open) {
      form.reset(defaults(target, locations));
      setFailure(null);
    }
  }, [open]);

  const parents = useMemo(() => parentMap(locations), [locations]);
  const exclude = useMemo(
    () => (editing ? (candidate: Location) => wouldMakeCycle(parents, editing.id, candidate.id) : undefined),
    [editing, parents],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      let saved: Location;
      if (editing) {
        const changes = Object.fromEntries(
          Object.entries(values).filter(([key, value]) => editing[key as keyof FormValues] !== value),
        );
        if (Object.keys(changes).length === 0) {
          onOpenChange(false);
          return;
        }
        saved = await update.mutateAsync({ id: editing.id, body: changes });
        toast.success(`${saved.name} saved`);
      } else {
        saved = await create.mutateAsync(values);
        toast.success(`${saved.name} added`);
      }
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      const field = error instanceof ApiError ? FIELD_OF_REFUSAL[error.code] : undefined;
      if (field && error instanceof ApiError) {
        form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(submitFailure(form, error, 'Not saved', 'the server could not save it'));
    }
  });

  const parentName = locations.find((location) => location.id === form.watch('parent_id'))?.name;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit ${editing.name}` : parentName ? `Add a location in ${parentName}` : 'Add a site'}
      description={
        editing
          ? 'Moving it to another location takes everything below it along, assets included.'
          : 'A site is a plant; areas, lines and rooms sit inside it.'
      }
      onSubmit={submit}
      submitLabel={editing ? 'Save changes' : 'Add location'}
      pendingLabel="Saving..."
      pending={form.formState.isSubmitting}
      error={failure}
    >
      <FormField control={form.control} name="name" label="Name" required>
        {(props) => <Input {...props} autoComplete="off" placeholder="e.g. Packing hall" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="code"
          label="Code"
          required
          description="Letters, digits, - _ . or /"
        >
          {(props) => <Input {...props} autoComplete="off" className="font-mono" placeholder="e.g. PACK" />}
        </FormField>
        <FormField control={form.control} name="kind" label="Kind">
          {selectControl(optionsOf(kinds, LOCATION_KIND_LABELS), { className: 'w-full' })}
        </FormField>
      </div>
      <FormField
        control={form.control}
        name="parent_id"
        label="Inside"
        description={
          offerTop
            ? 'Only a site stands on its own, at the top of the tree.'
            : 'A location at one of the sites you work at.'
        }
      >
        {({ value, onChange, ref: _ref, name: _name, ...props }) => (
          <LocationPicker
            {...props}
            value={value}
            onChange={onChange}
            noneLabel={offerTop ? 'Nothing (a site, at the top)' : undefined}
            exclude={exclude}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
