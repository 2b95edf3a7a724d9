import type { Asset } from '@plantwise/domain';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form';
import { useAuth } from '@/features/auth';
import { type AssetOption, AssetPicker } from '@/features/breakdowns';
import { LocationPicker } from '@/features/locations';
import { AssetPlacementFacts } from './asset-details';

/** Where an asset is and what it is part of, as the asset form holds them. */
export interface AssetPlacementValues {
  location_id: string | null;
  parent_asset: AssetOption | null;
}

/**
 * The Location section of the asset form: the location from the tree (searched by its path) and the
 * asset this one is part of (never the asset itself). Read-only for people who may not move assets.
 */
export function AssetPlacementFields<T extends AssetPlacementValues & FieldValues, O extends FieldValues>({
  control,
  assetId,
  readOnly,
  shown,
}: {
  control: Control<T, unknown, O>;
  /** The asset being edited (left out of the parent picker); none while adding. */
  assetId?: string;
  readOnly: boolean;
  /** What read-only people see: the asset's path and parent. */
  shown: Pick<Asset, 'location_path' | 'parent_asset'>;
}) {
  const { session } = useAuth();
  // A person limited to sites keeps assets only there: a location is required, never "Not set".
  const limited = (session?.site_ids.length ?? 0) > 0;
  if (readOnly) {
    return (
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm sm:col-span-2">
        <AssetPlacementFacts asset={shown} />
      </dl>
    );
  }
  return (
    <>
      <FormField
        control={control}
        name={'location_id' as FieldPath<T>}
        label="Location"
        description={
          limited
            ? 'At one of the sites you work at: its site, area, line or room. Search by name, path or code.'
            : 'Its site, area, line or room. Search by name, path or code.'
        }
        required={limited}
        className="sm:col-span-2"
      >
        {({ value, onChange, ref: _ref, name: _name, ...props }) => (
          <LocationPicker
            {...props}
            value={value}
            onChange={onChange}
            noneLabel={limited ? undefined : 'Not set'}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name={'parent_asset' as FieldPath<T>}
        render={({ field, fieldState }) => (
          <div className="sm:col-span-2">
            <AssetPicker
              label="Part of"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              exclude={assetId}
              none={{ label: 'Not part of another asset', onChoose: () => field.onChange(null) }}
            />
          </div>
        )}
      />
    </>
  );
}
