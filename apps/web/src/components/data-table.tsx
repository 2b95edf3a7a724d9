import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's header and cells, e.g. 'max-md:hidden' or 'text-right'. */
    className?: string;
    /** Classes of the column's cells only. */
    cellClassName?: string;
  }
}

export type { ColumnDef };

/** The server's sort: a column id (the API's sort field) and its direction. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** Server-side paging by the API's limit/offset. */
export interface DataTablePaging {
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  /** The pager's accessible name; 'Pages of {table name}' by default. */
  label?: string;
}

/** Rows chosen with a checkbox each (and one for every selectable row of the page) for a bulk action. */
export interface DataTableSelection<TData> {
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
  /** The checkbox's accessible name for a row, e.g. 'Select REC-2026-000123'. */
  rowLabel: (row: TData) => string;
  /** Why a row cannot be selected (its checkbox is disabled and says so), or null when it can. */
  disabledReason?: (row: TData) => string | null;
}

export interface DataTableProps<TData> {
  /** Column definitions; a column sorts on the server when it has an accessor and `onSortChange` is given. */
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's columns vary in their value type.
  columns: ColumnDef<TData, any>[];
  /** The rows of the current page, as the server ordered them. */
  data: TData[];
  getRowId: (row: TData) => string;
  /** The table's accessible name. */
  'aria-label': string;
  /** A visually hidden caption, e.g. 'Assets, page 2'. */
  caption?: string;
  /** A request is running: marks the table busy, and shows skeleton rows while there is no data yet. */
  loading?: boolean;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  paging?: DataTablePaging;
  /** The row to mark and scroll into view (a `?highlight={id}` link's target). */
  highlightId?: string | null;
  /** Opens a row by a click anywhere on it (not on its own buttons and links). */
  onRowClick?: (row: TData) => void;
  /**
   * Makes each clickable row a tab stop with this accessible name, opened by Enter or Space. Leave it
   * out when a cell already holds a link or button that opens the row (one tab stop per row).
   */
  rowLabel?: (row: TData) => string;
  /** Shown in the table when the page has no rows. */
  emptyMessage?: React.ReactNode;
  /** Adds a first column of checkboxes. */
  selection?: DataTableSelection<TData>;
  className?: string;
}

function selectionColumn<TData>(
  selection: DataTableSelection<TData>,
  rows: TData[],
  getRowId: (row: TData) => string,
): ColumnDef<TData> {
  const selectable = rows.filter((row) => !selection.disabledReason?.(row)).map(getRowId);
  const chosen = selectable.filter((id) => selection.selected.has(id)).length;
  return {
    id: 'select',
    meta: { className: 'w-10' },
    header: () => (
      <Checkbox
        aria-label="Select every row on this page"
        disabled={selectable.length === 0}
        checked={chosen === 0 ? false : chosen === selectable.length ? true : 'indeterminate'}
        onCheckedChange={(checked) => {
          const next = new Set(selection.selected);
          for (const id of selectable) {
            if (checked === true) next.add(id);
            else next.delete(id);
          }
          selection.onSelectedChange(next);
        }}
      />
    ),
    cell: ({ row }) => {
      const id = getRowId(row.original);
      const reason = selection.disabledReason?.(row.original) ?? null;
      return (
        <Checkbox
          aria-label={selection.rowLabel(row.original)}
          title={reason ?? undefined}
          disabled={reason !== null}
          checked={reason === null && selection.selected.has(id)}
          onCheckedChange={(checked) => {
            const next = new Set(selection.selected);
            if (checked === true) next.add(id);
            else next.delete(id);
            selection.onSelectedChange(next);
          }}
        />
      );
    },
  };
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menuitem"], [role="combobox"]';

function SortButton<TData>({
  header,
  onSortChange,
}: {
  header: Header<TData, unknown>;
  onSortChange: (sort: DataTableSort) => void;
}) {
  const sorted = header.column.getIsSorted();
  const Icon = !sorted ? ArrowUpDownIcon : sorted === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 h-8 font-medium"
      onClick={() => onSortChange({ id: header.column.id, desc: sorted === 'asc' })}
    >
      {flexRender(header.column.columnDef.header, header.getContext())}
      <Icon aria-hidden="true" className={cn('size-3.5', !sorted && 'opacity-40')} />
      <span className="sr-only">
        {sorted ? `, sorted ${sorted === 'asc' ? 'ascending' : 'descending'}` : ', not sorted'}
      </span>
    </Button>
  );
}

/**
 * One page of a list that the server pages and sorts (TanStack Table in manual mode): sortable
 * headers, skeleton rows while loading, an empty message, a highlighted row scrolled into view,
 * clickable rows and the pager.
 */
export function DataTable<TData>({
  columns,
  data,
  getRowId,
  'aria-label': ariaLabel,
  caption,
  loading = false,
  sort,
  onSortChange,
  paging,
  highlightId,
  onRowClick,
  rowLabel,
  emptyMessage = 'Nothing to show.',
  selection,
  className,
}: DataTableProps<TData>) {
  const sorting: SortingState = sort ? [sort] : [];
  const allColumns = useMemo(
    () => (selection ? [selectionColumn(selection, data, getRowId), ...columns] : columns),
    [selection, data, getRowId, columns],
  );
  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSorting: Boolean(onSortChange),
    state: { sorting },
  });

  const highlightRef = useRef<HTMLTableRowElement | null>(null);
  const highlightPresent = Boolean(highlightId && data.some((row) => getRowId(row) === highlightId));
  useEffect(() => {
    if (highlightPresent) highlightRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [highlightPresent]);

  const leafColumns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;

  return (
    <div className={cn('grid min-w-0 grid-cols-1 gap-4', className)}>
      <div className="min-w-0 rounded-lg border">
        <Table aria-label={ariaLabel} aria-busy={loading || undefined}>
          {caption && <TableCaption className="sr-only">{caption}</TableCaption>}
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort() && onSortChange;
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableHead
                      key={header.id}
                      className={header.column.columnDef.meta?.className}
                      aria-sort={
                        canSort
                          ? sorted
                            ? sorted === 'asc'
                              ? 'ascending'
                              : 'descending'
                            : 'none'
                          : undefined
                      }
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <SortButton header={header} onSortChange={onSortChange} />
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {loading && rows.length === 0 ? (
              Array.from({ length: 8 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                <TableRow key={i}>
                  {leafColumns.map((column) => (
                    <TableCell key={column.id} className={column.columnDef.meta?.className}>
                      <Skeleton className="h-4 w-full max-w-32" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={leafColumns.length} className="h-24 text-center text-muted-foreground">
                  {emptyMessage}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => {
                const highlighted = row.id === highlightId;
                const open = onRowClick ? () => onRowClick(row.original) : undefined;
                const focusable = Boolean(open && rowLabel);
                return (
                  <TableRow
                    key={row.id}
                    ref={highlighted ? highlightRef : undefined}
                    data-highlighted={highlighted || undefined}
                    aria-current={highlighted ? 'true' : undefined}
                    aria-label={focusable ? rowLabel?.(row.original) : undefined}
                    tabIndex={focusable ? 0 : undefined}
                    className={cn(
                      open && 'cursor-pointer focus-visible:outline-2 focus-visible:outline-ring',
                      highlighted && 'animate-[pulse_1s_ease-in-out_3] bg-primary/10',
                    )}
                    onClick={
                      open &&
                      ((event) => {
                        // A click on the row's own buttons and links does their job, not the row's.
                        const control = (event.target as Element).closest(INTERACTIVE);
                        if (control && event.currentTarget.contains(control)) return;
                        open();
                      })
                    }
                    onKeyDown={
                      focusable && open
                        ? (event) => {
                            if (event.target !== event.currentTarget) return;
                            if (event.key === 'Enter' || event.key === ' ') {
                              event.preventDefault();
                              open();
                            }
                          }
                        : undefined
                    }
                  >
                    {row.getVisibleCells().map((cell) => (
                      <TableCell
                        key={cell.id}
                        className={cn(
                          cell.column.columnDef.meta?.className,
                          cell.column.columnDef.meta?.cellClassName,
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </div>
      {paging && (
        <Pager
          offset={paging.offset}
          limit={paging.limit}
          total={paging.total}
          onOffsetChange={paging.onOffsetChange}
          label={paging.label ?? `Pages of ${ariaLabel.toLowerCase()}`}
        />
      )}
    </div>
  );
}
