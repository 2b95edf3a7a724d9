import { formatCurrency, type InventoryItem } from '@plantwise/domain';
import { ArrowUpDownIcon, MoreHorizontalIcon } from 'lucide-react';
import { type ColumnDef, TableSubline } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FoodGradeBadge, StockStatusBadge } from './stock-badges';

export interface ItemRowActions {
  onOpen: (item: InventoryItem) => void;
  onAdjust?: (item: InventoryItem) => void;
  onEdit?: (item: InventoryItem) => void;
  onDelete?: (item: InventoryItem) => void;
}

/**
 * The stores' columns; ids are the API's sort fields. Below 1536 px the table keeps what a technician
 * looks for (code, name, where, how many, status, cost) so it fits its card without scrolling sideways;
 * category, supplier and minimum are in the detail sheet and the search. Below 1280 px the location
 * is a line under the name.
 */
export function inventoryColumns(actions: ItemRowActions): ColumnDef<InventoryItem>[] {
  const { onAdjust } = actions;
  return [
    {
      id: 'item_id',
      accessorKey: 'item_id',
      header: 'Code',
      meta: { cellClassName: 'font-mono', card: 'title' },
      cell: ({ row }) => (
        <button
          type="button"
          className="font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => actions.onOpen(row.original)}
        >
          {row.original.item_id}
        </button>
      ),
    },
    {
      id: 'item_name',
      accessorKey: 'item_name',
      header: 'Name',
      meta: { cellClassName: 'max-w-48 xl:max-w-56', card: 'title' },
      // Below 1280 px the shelf stands under the name instead of in its own column.
      cell: ({ row }) => (
        <>
          <span className="inline-flex max-w-full flex-wrap items-center gap-1 align-middle">
            <span className="truncate" title={row.original.item_name}>
              {row.original.item_name}
            </span>
            {row.original.food_grade && <FoodGradeBadge />}
          </span>
          {row.original.location && (
            <TableSubline title={row.original.location}>{row.original.location}</TableSubline>
          )}
        </>
      ),
    },
    {
      id: 'category',
      accessorFn: (i) => i.category ?? '—',
      header: 'Category',
      meta: { className: 'max-2xl:hidden' },
    },
    {
      id: 'supplier',
      accessorFn: (i) => i.supplier ?? '—',
      header: 'Supplier',
      meta: { className: 'max-2xl:hidden' },
    },
    {
      id: 'location',
      accessorFn: (i) => i.location ?? '—',
      header: 'Location',
      meta: { className: 'max-xl:hidden', card: 'fact' },
      // A long shelf path is cut in the table (whole in its tooltip, and on the phone's card).
      cell: ({ row }) => (
        <span
          className="block max-w-44 truncate max-md:max-w-none max-md:whitespace-normal"
          title={row.original.location ?? undefined}
        >
          {row.original.location ?? '—'}
        </span>
      ),
    },
    {
      id: 'quantity_in_stock',
      accessorKey: 'quantity_in_stock',
      header: 'Quantity',
      meta: { cellClassName: 'tabular-nums whitespace-nowrap', card: 'fact' },
      cell: ({ row }) => `${row.original.quantity_in_stock} ${row.original.unit}`,
    },
    {
      id: 'min_stock_level',
      accessorKey: 'min_stock_level',
      header: 'Minimum',
      meta: { className: 'max-2xl:hidden', cellClassName: 'tabular-nums', card: 'fact' },
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: 'Status',
      meta: { card: 'badge' },
      cell: ({ row }) => <StockStatusBadge status={row.original.status} />,
    },
    {
      id: 'unit_cost',
      accessorFn: (i) => (i.unit_cost === null ? '—' : formatCurrency(i.unit_cost)),
      header: 'Unit cost',
      meta: { className: 'max-md:hidden', cellClassName: 'tabular-nums' },
    },
    ...(onAdjust
      ? [
          {
            id: 'adjust',
            header: 'Adjust',
            enableSorting: false,
            meta: { card: 'action', cardOnly: true },
            cell: ({ row: { original: item } }) => (
              <Button
                variant="outline"
                onClick={() => onAdjust(item)}
                aria-label={`Adjust stock of ${item.item_name}`}
              >
                <ArrowUpDownIcon aria-hidden="true" /> Adjust stock
              </Button>
            ),
          } satisfies ColumnDef<InventoryItem>,
        ]
      : []),
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      meta: { className: 'w-12', card: 'menu' },
      cell: ({ row: { original: item } }) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${item.item_name}`}>
              <MoreHorizontalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => actions.onOpen(item)}>View details</DropdownMenuItem>
            {actions.onAdjust && (
              <DropdownMenuItem onSelect={() => actions.onAdjust?.(item)}>Adjust stock</DropdownMenuItem>
            )}
            {actions.onEdit && (
              <DropdownMenuItem onSelect={() => actions.onEdit?.(item)}>Edit</DropdownMenuItem>
            )}
            {actions.onDelete && (
              <DropdownMenuItem
                className="text-destructive focus:text-destructive"
                onSelect={() => actions.onDelete?.(item)}
              >
                Delete
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    },
  ];
}
