import {
  type Asset,
  type AssetSortField,
  formatLocationPath,
  type SortOrder,
  shortLocationPath,
} from '@plantwise/domain';
import { MoreHorizontalIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type ColumnDef, DataTable, type DataTablePaging } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AssetStatusBadge, CriticalityBadge } from './asset-badges';

function makeModel(asset: Asset): string {
  return [asset.make, asset.model_variant].filter(Boolean).join(' ') || '—';
}

function condition(asset: Asset): string {
  const parts = [
    asset.condition_grade,
    asset.condition_score === null ? null : String(asset.condition_score),
  ];
  return parts.filter(Boolean).join(' · ') || '—';
}

/** Where the asset is, as a path from its site ("Leeds › Packing › Line 3"); its texts before the tree. */
function placeText(asset: Asset, maxLength?: number): string {
  if (asset.location_path.length > 0)
    return maxLength
      ? shortLocationPath(asset.location_path, maxLength)
      : formatLocationPath(asset.location_path);
  return [asset.site, asset.location].filter(Boolean).join(' › ') || '—';
}

export interface AssetRowActions {
  onEdit?: (asset: Asset) => void;
  onDelete?: (asset: Asset) => void;
}

// Column ids are the API's sort fields (AssetSortField).
const COLUMNS: ColumnDef<Asset>[] = [
  {
    id: 'asset_id',
    accessorKey: 'asset_id',
    header: 'Asset ID',
    // A long code breaks at its hyphens below 1280 px rather than widen the table past its card.
    meta: { cellClassName: 'font-mono max-xl:whitespace-normal', card: 'title' },
    cell: ({ row }) => (
      <Link
        to={`/assets/${row.original.id}`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {row.original.asset_id}
      </Link>
    ),
  },
  {
    id: 'asset_name',
    accessorKey: 'asset_name',
    header: 'Name',
    meta: { card: 'title' },
    // Long texts are cut in the table (whole in their tooltip, and on the phone's card) so that it fits
    // its card at 1024 px with the sidebar open.
    cell: ({ row }) => (
      <span
        className="block max-w-36 truncate max-md:inline max-md:whitespace-normal xl:max-w-48"
        title={row.original.asset_name}
      >
        {row.original.asset_name}
      </span>
    ),
  },
  {
    id: 'make',
    accessorFn: makeModel,
    header: 'Make / model',
    // From 1536 px: below it the table keeps what a technician scans for (and the search finds makes).
    meta: { className: 'max-2xl:hidden' },
    cell: ({ row }) => (
      <span className="block max-w-40 truncate" title={makeModel(row.original)}>
        {makeModel(row.original)}
      </span>
    ),
  },
  {
    id: 'location',
    accessorFn: (asset) => placeText(asset),
    header: 'Location',
    meta: { className: 'max-lg:hidden', card: 'fact' },
    // In the table a long path gives way by whole leading steps, so the line or room at its end stays in
    // view ("… › Packing › Line 1"; whole in its tooltip); the phone's card has the room for all of it.
    cell: ({ row }) => (
      <span
        className="block max-w-32 truncate max-md:max-w-none max-md:whitespace-normal xl:max-w-40 2xl:max-w-56"
        title={placeText(row.original)}
      >
        <span className="md:hidden">{placeText(row.original)}</span>
        <span className="max-md:hidden xl:hidden">{placeText(row.original, 18)}</span>
        <span className="max-xl:hidden">{placeText(row.original, 24)}</span>
      </span>
    ),
  },
  {
    id: 'status',
    accessorKey: 'status',
    header: 'Status',
    meta: { card: 'badge' },
    cell: ({ row }) => <AssetStatusBadge asset={row.original} />,
  },
  {
    id: 'criticality',
    accessorKey: 'criticality',
    header: 'Criticality',
    meta: { className: 'max-sm:hidden', card: 'fact' },
    cell: ({ row }) => <CriticalityBadge criticality={row.original.criticality} />,
  },
  {
    id: 'condition_score',
    accessorFn: condition,
    header: 'Condition',
    // From 1280 px: below it the table keeps what a planner scans for (the asset's page shows its
    // condition and health).
    meta: { className: 'max-xl:hidden' },
  },
];

function actionsColumn(actions: AssetRowActions): ColumnDef<Asset> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: 'w-12', card: 'menu' },
    cell: ({ row: { original: asset } }) => (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${asset.asset_name}`}>
            <MoreHorizontalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <Link to={`/assets/${asset.id}`}>View details</Link>
          </DropdownMenuItem>
          {actions.onEdit && (
            <DropdownMenuItem onSelect={() => actions.onEdit?.(asset)}>Edit</DropdownMenuItem>
          )}
          {actions.onDelete && (
            <DropdownMenuItem
              className="text-destructive focus:text-destructive"
              onSelect={() => actions.onDelete?.(asset)}
            >
              Delete
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    ),
  };
}

/**
 * One page of the register. Column headers sort on the server; the highlighted row (a search link's
 * target) is scrolled into view and flashes.
 */
export function AssetTable({
  assets,
  loading,
  sort,
  order,
  onSort,
  highlightId,
  actions,
  caption,
  paging,
}: {
  assets: Asset[];
  loading: boolean;
  sort: AssetSortField;
  order: SortOrder;
  onSort: (field: AssetSortField, order: SortOrder) => void;
  highlightId?: string | null;
  actions: AssetRowActions;
  caption: string;
  paging?: DataTablePaging;
}) {
  const { onEdit, onDelete } = actions;
  const columns = useMemo(() => [...COLUMNS, actionsColumn({ onEdit, onDelete })], [onEdit, onDelete]);
  return (
    <DataTable
      aria-label={caption}
      columns={columns}
      data={assets}
      getRowId={(asset) => asset.id}
      loading={loading}
      sort={{ id: sort, desc: order === 'desc' }}
      onSortChange={(next) => onSort(next.id as AssetSortField, next.desc ? 'desc' : 'asc')}
      highlightId={highlightId}
      paging={paging}
    />
  );
}
