import {
  ASSET_CATEGORIES,
  ASSET_CATEGORY_LABELS,
  CRITICALITIES,
  CRITICALITY_LABELS,
  SHOWN_ASSET_STATUS_LABELS,
  SHOWN_ASSET_STATUSES,
} from '@plantwise/domain';
import type * as React from 'react';
import { FilterField, FilterSelect, ListToolbar } from '@/components/list/list-toolbar';
import { optionsOf } from '@/components/option-select';
import { LocationPicker } from '@/features/locations';
import type { AssetList } from '../hooks/use-asset-list-params';

// The register's fixed vocabularies; the sites come from the register itself.
const FILTERS = [
  { name: 'status', label: 'Status', options: optionsOf(SHOWN_ASSET_STATUSES, SHOWN_ASSET_STATUS_LABELS) },
  { name: 'category', label: 'Category', options: optionsOf(ASSET_CATEGORIES, ASSET_CATEGORY_LABELS) },
  { name: 'criticality', label: 'Criticality', options: optionsOf(CRITICALITIES, CRITICALITY_LABELS) },
] as const;

/** The register's text filter and its status, category, criticality and location filters. */
export function AssetFilters({ list, actions }: { list: AssetList; actions?: React.ReactNode }) {
  const { params } = list;
  return (
    <ListToolbar
      search={{
        label: 'Search assets',
        placeholder: 'Name, asset ID, make, model or location',
        value: list.search,
        onChange: list.setSearch,
      }}
      filtered={isAssetListFiltered(list)}
      onClear={() => clearAssetFilters(list)}
      actions={actions}
    >
      {FILTERS.map(({ name, label, options }) => (
        <FilterSelect
          key={name}
          label={label}
          value={params[name]}
          options={options}
          onValueChange={(value) => list.update({ [name]: value })}
        />
      ))}
      <FilterField label="Location">
        {(id) => (
          <LocationPicker
            id={id}
            value={params.location}
            onChange={(location) => list.update({ location, site: undefined })}
            noneLabel="All locations"
            maxPathLength={18}
            className="sm:w-40"
          />
        )}
      </FilterField>
    </ListToolbar>
  );
}

export function clearAssetFilters(list: AssetList) {
  list.setSearch('');
  list.update({
    q: undefined,
    status: undefined,
    category: undefined,
    criticality: undefined,
    site: undefined,
    location: undefined,
  });
}

/** Whether the search or any filter is on (an old link's site text included). */
export function isAssetListFiltered({ search, params }: AssetList): boolean {
  return Boolean(
    search || params.status || params.category || params.criticality || params.site || params.location,
  );
}
