import {
  ASSET_CATEGORIES,
  ASSET_CATEGORY_LABELS,
  CRITICALITIES,
  CRITICALITY_LABELS,
  SHOWN_ASSET_STATUS_LABELS,
  SHOWN_ASSET_STATUSES,
} from '@plantwise/domain';
import { SearchIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AssetListParamChange, AssetListParams } from '../hooks/use-asset-list-params';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <OptionSelect
        id={id}
        value={value}
        options={options}
        allLabel="All"
        onValueChange={onChange}
        className="w-full sm:w-40"
      />
    </div>
  );
}

/** The register's text filter (debounced by the page) and its status, category, criticality and site filters. */
export function AssetFilters({
  params,
  search,
  onSearch,
  onChange,
  sites,
}: {
  params: AssetListParams;
  search: string;
  onSearch: (value: string) => void;
  onChange: (change: AssetListParamChange) => void;
  sites: readonly string[];
}) {
  const searchId = useId();
  const filtered = Boolean(search || params.status || params.category || params.criticality || params.site);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
        <Label htmlFor={searchId} className="text-muted-foreground text-xs">
          Search assets
        </Label>
        <div className="relative">
          <SearchIcon aria-hidden="true" className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Name, asset ID, make, model or location"
            className="pl-8"
          />
        </div>
      </div>
      <FilterSelect
        label="Status"
        value={params.status}
        options={optionsOf(SHOWN_ASSET_STATUSES, SHOWN_ASSET_STATUS_LABELS)}
        onChange={(status) => onChange({ status: status as AssetListParams['status'] })}
      />
      <FilterSelect
        label="Category"
        value={params.category}
        options={optionsOf(ASSET_CATEGORIES, ASSET_CATEGORY_LABELS)}
        onChange={(category) => onChange({ category: category as AssetListParams['category'] })}
      />
      <FilterSelect
        label="Criticality"
        value={params.criticality}
        options={optionsOf(CRITICALITIES, CRITICALITY_LABELS)}
        onChange={(criticality) => onChange({ criticality: criticality as AssetListParams['criticality'] })}
      />
      <FilterSelect
        label="Site"
        value={params.site}
        options={sites.map((site) => ({ value: site, label: site }))}
        onChange={(site) => onChange({ site })}
      />
      {filtered && (
        <Button
          variant="ghost"
          onClick={() => {
            onSearch('');
            onChange({
              q: undefined,
              status: undefined,
              category: undefined,
              criticality: undefined,
              site: undefined,
            });
          }}
        >
          <XIcon aria-hidden="true" />
          Clear filters
        </Button>
      )}
    </div>
  );
}
