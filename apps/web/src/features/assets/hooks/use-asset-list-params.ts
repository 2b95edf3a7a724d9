import {
  ASSET_CATEGORIES,
  ASSET_SORT_FIELDS,
  type AssetFilter,
  type AssetListQuery,
  type AssetSortField,
  CRITICALITIES,
  DEFAULT_PAGE_SIZE,
  SHOWN_ASSET_STATUSES,
  type SortOrder,
} from '@plantwise/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

export interface AssetListParams {
  q: string;
  status?: AssetFilter['status'];
  category?: AssetFilter['category'];
  criticality?: AssetFilter['criticality'];
  site?: string;
  sort: AssetSortField;
  order: SortOrder;
  /** 1-based. */
  page: number;
}

export type AssetListParamChange = Partial<Omit<AssetListParams, 'page'>> & { page?: number };

/** The register's filters, order and page live in the address, so a view can be shared and reloaded. */
export function useAssetListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<AssetListParams>(
    () => ({
      q: searchParams.get('q') ?? '',
      status: oneOf(SHOWN_ASSET_STATUSES, searchParams.get('status')),
      category: oneOf(ASSET_CATEGORIES, searchParams.get('category')),
      criticality: oneOf(CRITICALITIES, searchParams.get('criticality')),
      site: searchParams.get('site') || undefined,
      sort: oneOf(ASSET_SORT_FIELDS, searchParams.get('sort')) ?? 'asset_id',
      order: searchParams.get('order') === 'desc' ? 'desc' : 'asc',
      page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
    }),
    [searchParams],
  );

  /** Changes some parameters; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (change: AssetListParamChange) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === '' || value === null) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in change)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}

/** The API query of a page of the register. */
export function toAssetListQuery(
  params: AssetListParams,
  q: string,
  pageSize = DEFAULT_PAGE_SIZE,
): AssetListQuery {
  return {
    q: q.trim() || undefined,
    status: params.status,
    category: params.category,
    criticality: params.criticality,
    site: params.site,
    sort: params.sort,
    order: params.order,
    limit: pageSize,
    offset: (params.page - 1) * pageSize,
  };
}
