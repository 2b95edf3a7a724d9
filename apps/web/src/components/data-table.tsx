import {
  type Cell,
  type Column,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type Row,
  type RowData,
  type SortingState,
  type Table as TanStackTable,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type * as React from 'react';
import { createContext, Fragment, useContext, useEffect, useId, useMemo, useRef } from 'react';
import { OptionSelect } from '@/components/option-select';
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
import { useIsMobile } from '@/hooks/use-viewport';
import { cn } from '@/lib/utils';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's header and cells, e.g. 'max-md:hidden' or 'text-right'. */
    className?: string;
    /** Classes of the column's cells only. */
    cellClassName?: string;
    /**
     * Where the column shows on the phone card (below `md`): in its title line, as a badge, as a
     * labelled fact, as the card's action button, or as its "…" menu. Unmarked columns stay off the
     * card; a table with no marked column stays a table on a phone.
     */
    card?: DataCardSlot;
    /** The fact's label on the card; the column's header when it is text. */
    cardLabel?: string;
    /** Shown on the card only (e.g. a primary action the table leaves to the detail sheet). */
    cardOnly?: boolean;
  }
}

export type DataCardSlot = 'title' | 'badge' | 'fact' | 'action' | 'menu';

export type { ColumnDef };

const SUBLINE_HIDDEN_FROM = { xl: 'xl:hidden', '2xl': '2xl:hidden' } as const;

/** True inside the phone's cards, which show each column's fact in its own slot. */
const InCards = createContext(false);

/**
 * A column's fact as a small second line under a kept column's text, on the table only and only
 * below the width (`until`) from which its own column shows: a tablet's table keeps the fact without
 * the column's width. Cut to one line, whole in its tooltip; the phone's card leaves it out and shows
 * the column itself.
 */
export function TableSubline({
  until = 'xl',
  className,
  children,
  title,
}: {
  until?: keyof typeof SUBLINE_HIDDEN_FROM;
  className?: string;
  children: React.ReactNode;
  title?: string;
}) {
  if (useContext(InCards)) return null;
  return (
    <span
      className={cn(
        'hidden max-w-full truncate font-normal text-muted-foreground text-xs md:block',
        SUBLINE_HIDDEN_FROM[until],
        className,
      )}
      title={title}
    >
      {children}
    </span>
  );
}

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

function toggled(selected: ReadonlySet<string>, ids: string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

function selectableIds<TData>(
  selection: DataTableSelection<TData>,
  rows: TData[],
  getRowId: (row: TData) => string,
): string[] {
  return rows.filter((row) => !selection.disabledReason?.(row)).map(getRowId);
}

function SelectPage<TData>({
  selection,
  rows,
  getRowId,
  id,
}: {
  selection: DataTableSelection<TData>;
  rows: TData[];
  getRowId: (row: TData) => string;
  id?: string;
}) {
  const selectable = selectableIds(selection, rows, getRowId);
  const chosen = selectable.filter((id) => selection.selected.has(id)).length;
  return (
    <Checkbox
      id={id}
      aria-label="Select every row on this page"
      disabled={selectable.length === 0}
      checked={chosen === 0 ? false : chosen === selectable.length ? true : 'indeterminate'}
      onCheckedChange={(checked) =>
        selection.onSelectedChange(toggled(selection.selected, selectable, checked === true))
      }
    />
  );
}

function selectionColumn<TData>(
  selection: DataTableSelection<TData>,
  rows: TData[],
  getRowId: (row: TData) => string,
): ColumnDef<TData> {
  return {
    id: SELECT_COLUMN,
    meta: { className: 'w-10' },
    header: () => <SelectPage selection={selection} rows={rows} getRowId={getRowId} />,
    cell: ({ row }) => {
      const id = getRowId(row.original);
      const reason = selection.disabledReason?.(row.original) ?? null;
      return (
        <Checkbox
          aria-label={selection.rowLabel(row.original)}
          title={reason ?? undefined}
          disabled={reason !== null}
          checked={reason === null && selection.selected.has(id)}
          onCheckedChange={(checked) =>
            selection.onSelectedChange(toggled(selection.selected, [id], checked === true))
          }
        />
      );
    },
  };
}

const SELECT_COLUMN = 'select';
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menuitem"], [role="combobox"]';

/**
 * What makes a row (a table row or a card) open on a click anywhere on it, and by Enter or Space when
 * it is a tab stop; the highlighted one is marked for the eye and for assistive technology.
 */
function rowBehaviour(open: (() => void) | undefined, label: string | undefined, highlighted: boolean) {
  const focusable = Boolean(open && label);
  return {
    'data-highlighted': highlighted || undefined,
    'aria-current': highlighted ? ('true' as const) : undefined,
    tabIndex: focusable ? 0 : undefined,
    className: cn(
      open && 'cursor-pointer focus-visible:outline-2 focus-visible:outline-ring',
      highlighted && 'animate-[pulse_1s_ease-in-out_3] bg-primary/10',
    ),
    onClick: open
      ? (event: React.MouseEvent<HTMLElement>) => {
          // A click on the row's own buttons and links does their job, not the row's.
          const control = (event.target as Element).closest(INTERACTIVE);
          if (control && event.currentTarget.contains(control)) return;
          open();
        }
      : undefined,
    onKeyDown:
      focusable && open
        ? (event: React.KeyboardEvent<HTMLElement>) => {
            if (event.target !== event.currentTarget) return;
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              open();
            }
          }
        : undefined,
  };
}

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
 * clickable rows and the pager. Below `md`, when columns say where they go on a card (`meta.card`),
 * each row is a card instead (see DataCards).
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
  const isMobile = useIsMobile();
  const asCards = isMobile && columns.some((column) => column.meta?.card);
  const sorting: SortingState = sort ? [sort] : [];
  const allColumns = useMemo(() => {
    const shown = asCards ? columns : columns.filter((column) => !column.meta?.cardOnly);
    return selection ? [selectionColumn(selection, data, getRowId), ...shown] : shown;
  }, [asCards, selection, data, getRowId, columns]);
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

  const highlightRef = useRef<HTMLElement | null>(null);
  const highlightPresent = Boolean(highlightId && data.some((row) => getRowId(row) === highlightId));
  useEffect(() => {
    if (highlightPresent) highlightRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [highlightPresent]);

  const leafColumns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  const rowProps = (row: Row<TData>) => {
    const highlighted = row.id === highlightId;
    const open = onRowClick ? () => onRowClick(row.original) : undefined;
    return {
      ref: highlighted
        ? (element: HTMLElement | null) => {
            highlightRef.current = element;
          }
        : undefined,
      ...rowBehaviour(open, rowLabel?.(row.original), highlighted),
    };
  };

  const pager = paging && (
    <Pager
      offset={paging.offset}
      limit={paging.limit}
      total={paging.total}
      onOffsetChange={paging.onOffsetChange}
      label={paging.label ?? `Pages of ${ariaLabel.toLowerCase()}`}
    />
  );

  if (asCards) {
    return (
      <div className={cn('grid min-w-0 grid-cols-1 gap-4', className)}>
        <InCards.Provider value={true}>
          <DataCards
            table={table}
            aria-label={ariaLabel}
            caption={caption}
            loading={loading}
            sort={sort}
            onSortChange={onSortChange}
            emptyMessage={emptyMessage}
            selectPage={
              selection &&
              ((id) => <SelectPage id={id} selection={selection} rows={data} getRowId={getRowId} />)
            }
            rowLabel={rowLabel}
            rowProps={rowProps}
          />
        </InCards.Provider>
        {pager}
      </div>
    );
  }

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
                const { ref, className: rowClassName, ...props } = rowProps(row);
                return (
                  <TableRow
                    key={row.id}
                    ref={ref}
                    aria-label={props.tabIndex === 0 ? rowLabel?.(row.original) : undefined}
                    className={rowClassName}
                    {...props}
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
      {pager}
    </div>
  );
}

type RowProps = ReturnType<typeof rowBehaviour> & { ref?: (element: HTMLElement | null) => void };

/**
 * The phone rendering of the same columns: one card per row with its title, badges, the facts a
 * technician needs, the primary action within thumb's reach and the "…" menu in its corner.
 */
function DataCards<TData>({
  table,
  'aria-label': ariaLabel,
  caption,
  loading,
  sort,
  onSortChange,
  emptyMessage,
  selectPage,
  rowLabel,
  rowProps,
}: {
  table: TanStackTable<TData>;
  'aria-label': string;
  caption?: string;
  loading: boolean;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  emptyMessage: React.ReactNode;
  selectPage?: (id: string) => React.ReactNode;
  rowLabel?: (row: TData) => string;
  rowProps: (row: Row<TData>) => RowProps;
}) {
  const baseId = useId();
  const rows = table.getRowModel().rows;
  const sortable = table
    .getAllLeafColumns()
    .filter((column) => column.getCanSort() && typeof column.columnDef.header === 'string');

  return (
    <div className="grid gap-3">
      {caption && (
        <p id={`${baseId}-caption`} className="sr-only">
          {caption}
        </p>
      )}
      {(selectPage || (onSortChange && sortable.length > 0)) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {selectPage && (
            <div className="flex min-h-10 items-center gap-3 text-sm [&_[data-slot=checkbox]]:size-5">
              {selectPage(`${baseId}-all`)}
              <label htmlFor={`${baseId}-all`}>Select every row on this page</label>
            </div>
          )}
          {onSortChange && sortable.length > 0 && (
            <CardSort sortable={sortable} sort={sort} onSortChange={onSortChange} />
          )}
        </div>
      )}
      {loading && rows.length === 0 ? (
        <ul aria-label={ariaLabel} aria-busy="true" className="grid gap-3">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity.
            <li key={i} className="grid gap-2 rounded-lg border p-4">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </li>
          ))}
        </ul>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground text-sm">{emptyMessage}</p>
      ) : (
        <ul
          aria-label={ariaLabel}
          aria-describedby={caption ? `${baseId}-caption` : undefined}
          aria-busy={loading || undefined}
          className="grid gap-3"
        >
          {rows.map((row) => {
            const { ref, className, ...props } = rowProps(row);
            const titleId = `${baseId}-${row.id}`;
            const cells = row.getVisibleCells();
            const slot = (name: DataCardSlot | typeof SELECT_COLUMN) =>
              cells.filter((cell) =>
                name === SELECT_COLUMN
                  ? cell.column.id === SELECT_COLUMN
                  : cell.column.columnDef.meta?.card === name,
              );
            const render = (cell: Cell<TData, unknown>) => (
              <Fragment key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Fragment>
            );
            const select = slot(SELECT_COLUMN);
            const titles = slot('title');
            // Without a marked title the first column names the card.
            const shownTitles = titles.length > 0 ? titles : cells.slice(select.length, select.length + 1);
            const badges = slot('badge');
            const facts = slot('fact');
            const actions = slot('action');
            const menu = slot('menu');
            return (
              <li key={row.id}>
                <article
                  ref={ref}
                  aria-label={props.tabIndex === 0 ? rowLabel?.(row.original) : undefined}
                  aria-labelledby={
                    props.tabIndex === 0 ? undefined : shownTitles.map((_, i) => `${titleId}-${i}`).join(' ')
                  }
                  className={cn(
                    'grid gap-3 rounded-lg border bg-card p-4 text-card-foreground text-sm',
                    className,
                  )}
                  {...props}
                >
                  <div className="flex items-start gap-3">
                    {select.length > 0 && (
                      <div className="flex size-6 items-center justify-center [&_[data-slot=checkbox]]:size-5">
                        {select.map(render)}
                      </div>
                    )}
                    <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 gap-y-0.5 break-words font-medium">
                      {shownTitles.map((cell, index) => (
                        <span key={cell.id} id={`${titleId}-${index}`} className="min-w-0 max-w-full">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </span>
                      ))}
                    </div>
                    {menu.length > 0 && (
                      <div className="-mt-2 -mr-2 flex shrink-0 [&_[data-slot=button]]:size-10">
                        {menu.map(render)}
                      </div>
                    )}
                  </div>
                  {badges.length > 0 && <div className="flex flex-wrap gap-1.5">{badges.map(render)}</div>}
                  {facts.length > 0 && (
                    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
                      {facts.map((cell) => (
                        <Fragment key={cell.id}>
                          <dt className="text-muted-foreground">{cardLabel(cell.column)}</dt>
                          <dd className="min-w-0 break-words">
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </dd>
                        </Fragment>
                      ))}
                    </dl>
                  )}
                  {actions.length > 0 && (
                    <div className="flex flex-wrap items-center justify-end gap-2 [&_[data-slot=button]]:h-10 [&_[data-slot=button]]:px-4">
                      {actions.map(render)}
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function cardLabel<TData>(column: Column<TData, unknown>): string {
  const { header, meta } = column.columnDef;
  return meta?.cardLabel ?? (typeof header === 'string' ? header : column.id);
}

/** The cards' sort: the table's sortable headers as a choice, and the direction as a toggle. */
function CardSort<TData>({
  sortable,
  sort,
  onSortChange,
}: {
  sortable: Column<TData, unknown>[];
  sort?: DataTableSort | null;
  onSortChange: (sort: DataTableSort) => void;
}) {
  const desc = sort?.desc ?? false;
  return (
    <div className="flex items-center gap-2">
      <OptionSelect
        aria-label="Sort by"
        className="h-10 w-44"
        placeholder="Sort by"
        value={sort?.id ?? ''}
        options={sortable.map((column) => ({ value: column.id, label: `Sort: ${cardLabel(column)}` }))}
        onValueChange={(id) => onSortChange({ id, desc })}
      />
      <Button
        variant="outline"
        size="icon"
        className="size-10"
        disabled={!sort}
        aria-label={desc ? 'Sorted descending; sort ascending' : 'Sorted ascending; sort descending'}
        onClick={() => sort && onSortChange({ id: sort.id, desc: !desc })}
      >
        {desc ? <ArrowDownIcon aria-hidden="true" /> : <ArrowUpIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}
