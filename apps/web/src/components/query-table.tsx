import type * as React from 'react';
import { DataTable, type DataTablePaging, type DataTableProps } from '@/components/data-table';
import { type QueryLike, QueryState } from '@/components/query-state';

/** A page of a list as the API answers it (docs/architecture.md#the-api-contract). */
export interface ListPage<T> {
  data: T[];
  total: number;
}

export type QueryTableProps<TData> = Omit<DataTableProps<TData>, 'data' | 'loading' | 'paging'> & {
  query: QueryLike<ListPage<TData>>;
  loadingLabel: string;
  errorTitle: string;
  errorFallback?: string;
  /** Shown instead of the table when the list has no rows at all. */
  empty: React.ReactNode;
  paging?: Omit<DataTablePaging, 'total'>;
};

/**
 * A server-paged list from a TanStack Query: the loading skeleton, the error with Try again and the
 * empty state of QueryState, then the DataTable with its pager.
 */
export function QueryTable<TData>({
  query,
  loadingLabel,
  errorTitle,
  errorFallback,
  empty,
  paging,
  ...table
}: QueryTableProps<TData>) {
  return (
    <QueryState
      query={query}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      errorFallback={errorFallback}
      isEmpty={(page) => page.total === 0}
      empty={empty}
    >
      {(page) => (
        <DataTable
          {...table}
          data={page.data}
          loading={query.isFetching}
          paging={paging && { ...paging, total: page.total }}
        />
      )}
    </QueryState>
  );
}
