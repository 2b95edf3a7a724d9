import {
  ASSET_CATEGORIES,
  ASSET_SORT_FIELDS,
  type AssetFilter,
  type AssetListQuery,
  assetFilterSchema,
  CRITICALITIES,
  SHOWN_ASSET_STATUSES,
} from '@plantwise/domain';
import { type ListParams, oneOf, useListParams } from '@/hooks/use-list-params';

export interface AssetListParams {
  status?: AssetFilter['status'];
  category?: AssetFilter['category'];
  criticality?: AssetFilter['criticality'];
  site?: string;
  /** A location of the tree: the assets there and everywhere below it. */
  location?: string;
}

export type AssetList = ListParams<AssetListParams>;

function readAssetFilters(search: URLSearchParams): AssetListParams {
  return {
    status: oneOf(SHOWN_ASSET_STATUSES, search.get('status')),
    category: oneOf(ASSET_CATEGORIES, search.get('category')),
    criticality: oneOf(CRITICALITIES, search.get('criticality')),
    site: search.get('site') || undefined,
    location: readLocation(search.get('location')),
  };
}

/** A location id from the address; anything else (an old or mistyped link) is ignored. */
function readLocation(value: string | null): string | undefined {
  return assetFilterSchema.shape.location_id.safeParse(value ?? undefined).data;
}

const SORT = { fields: ASSET_SORT_FIELDS, initial: { id: 'asset_id', desc: false } };

/** The register's filters, order and page (`?page=2`) live in the address, so a view can be shared and reloaded. */
export function useAssetListParams(): AssetList {
  return useListParams({ read: readAssetFilters, sort: SORT, position: 'page' });
}

/** The filters of the register, without its order and page (the counts and the export take these). */
export function assetFilterQuery({ params, q }: AssetList) {
  return {
    q,
    status: params.status,
    category: params.category,
    criticality: params.criticality,
    site: params.site,
    location_id: params.location,
  };
}

/** The API query of a page of the register. */
export function toAssetListQuery(list: AssetList): AssetListQuery {
  return {
    ...assetFilterQuery(list),
    sort: list.sort.id as AssetListQuery['sort'],
    order: list.sort.desc ? 'desc' : 'asc',
    limit: list.pageSize,
    offset: list.offset,
  };
}
