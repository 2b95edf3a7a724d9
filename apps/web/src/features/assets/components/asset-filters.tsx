import {
  ASSET_CATEGORIES,
  ASSET_CATEGORY_LABELS,
  CRITICALITIES,
  CRITICALITY_LABELS,
  SHOWN_ASSET_STATUS_LABELS,
  SHOWN_ASSET_STATUSES,
} from '@plantwise/domain';
import type * as React from 'react';
import { FilterField, ListToolbar } from '@/components/list/list-toolbar';
import { type Option, OptionSelect, optionsOf } from '@/components/option-select';
import type { AssetList, AssetListParams } from '../hooks/use-asset-list-params';

function FilterSelect<K extends keyof AssetListParams>({
  label,
  name,
  list,
  options,
}: {
  label: string;
  name: K;
  list: AssetList;
  options: readonly Option[];
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <OptionSelect
          id={id}
          value={list.params[name]}
          options={options}
          allLabel="All"
          onValueChange={(value) => list.update({ [name]: value })}
          className="w-full sm:w-40"
        />
      )}
    </FilterField>
  );
}

/** The register's text filter and its status, category, criticality and site filters. */
export function AssetFilters({
  list,
  sites,
  actions,
}: {
  list: AssetList;
  sites: readonly string[];
  actions?: React.ReactNode;
}) {
  const { params } = list;
  return (
    <ListToolbar
      search={{
        label: 'Search assets',
        placeholder: 'Name, asset ID, make, model or location',
        value: list.search,
        onChange: list.setSearch,
      }}
      filtered={Boolean(list.search || params.status || params.category || params.criticality || params.site)}
      onClear={() => clearAssetFilters(list)}
      actions={actions}
    >
      <FilterSelect
        label="Status"
        name="status"
        list={list}
        options={optionsOf(SHOWN_ASSET_STATUSES, SHOWN_ASSET_STATUS_LABELS)}
      />
      <FilterSelect
        label="Category"
        name="category"
        list={list}
        options={optionsOf(ASSET_CATEGORIES, ASSET_CATEGORY_LABELS)}
      />
      <FilterSelect
        label="Criticality"
        name="criticality"
        list={list}
        options={optionsOf(CRITICALITIES, CRITICALITY_LABELS)}
      />
      <FilterSelect
        label="Site"
        name="site"
        list={list}
        options={sites.map((site) => ({ value: site, label: site }))}
      />
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
  });
}
