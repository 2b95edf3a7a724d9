import { useDeferredValue, useId, useState } from 'react';
import { type AssetOption, useAssetSearch } from '../api/search-assets';
import { PickerRow, PickerSearch } from './picker-row';

/**
 * Finds an asset by name, code, make or location (GET /api/assets?q=…) and picks one. Results are
 * large radio rows so that a gloved thumb on a phone hits the right one.
 */
export function AssetPicker({
  value,
  onChange,
  error,
  autoFocus,
  label = 'Asset',
  exclude,
  none,
}: {
  value: AssetOption | null;
  onChange: (asset: AssetOption) => void;
  error?: string;
  autoFocus?: boolean;
  /** The group's name (its legend). */
  label?: string;
  /** An asset never offered (the asset itself, when picking what it is part of). */
  exclude?: string;
  /** A first row that picks no asset ('Not part of another asset'). */
  none?: { label: string; onChoose: () => void };
}) {
  const searchId = useId();
  const errorId = useId();
  const [term, setTerm] = useState('');
  const deferred = useDeferredValue(term);
  const search = useAssetSearch(deferred);
  const options = (search.data?.data ?? []).filter((o) => o.id !== exclude);
  const shown = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium text-sm">{label}</legend>
      <PickerSearch
        id={searchId}
        label={label === 'Asset' ? 'Search assets' : `Search assets for ${label.toLowerCase()}`}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Search assets by name, ID or location"
        autoFocus={autoFocus}
        invalid={!!error}
      />
      <div
        className="grid max-h-60 gap-2 overflow-y-auto rounded-md"
        aria-live="polite"
        aria-busy={search.isFetching}
      >
        {search.isPending && <p className="px-1 py-2 text-muted-foreground text-sm">Searching...</p>}
        {search.isError && (
          <p className="px-1 py-2 text-destructive text-sm">
            Could not load assets. Check your connection and try again.
          </p>
        )}
        {none && (
          <PickerRow name={`${searchId}-asset`} checked={value === null} onChange={none.onChoose}>
            <span className="font-medium">{none.label}</span>
          </PickerRow>
        )}
        {!search.isPending && !search.isError && shown.length === 0 && (
          <p className="px-1 py-2 text-muted-foreground text-sm">
            {deferred.trim() ? `No assets found for "${deferred.trim()}"` : 'No assets registered yet'}
          </p>
        )}
        {shown.map((asset) => (
          <PickerRow
            key={asset.id}
            name={`${searchId}-asset`}
            checked={value?.id === asset.id}
            onChange={() => onChange(asset)}
          >
            <span className="truncate font-medium">
              {asset.asset_id} — {asset.asset_name}
            </span>
            {asset.location && (
              <span className="truncate text-muted-foreground text-sm">{asset.location}</span>
            )}
          </PickerRow>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
