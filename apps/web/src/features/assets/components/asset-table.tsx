import type { Asset, AssetSortField, SortOrder } from '@plantwise/domain';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, MoreHorizontalIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
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
import { AssetStatusBadge, CriticalityBadge } from './asset-badges';

const COLUMNS: { label: string; sort?: AssetSortField; className?: string }[] = [
  { label: 'Asset ID', sort: 'asset_id' },
  { label: 'Name', sort: 'asset_name' },
  { label: 'Make / model', sort: 'make', className: 'max-md:hidden' },
  { label: 'Site', sort: 'site', className: 'max-lg:hidden' },
  { label: 'Location', sort: 'location', className: 'max-lg:hidden' },
  { label: 'Status', sort: 'status' },
  { label: 'Criticality', sort: 'criticality', className: 'max-sm:hidden' },
  { label: 'Condition', sort: 'condition_score', className: 'max-md:hidden' },
];

function SortHeader({
  label,
  field,
  sort,
  order,
  onSort,
}: {
  label: string;
  field: AssetSortField;
  sort: AssetSortField;
  order: SortOrder;
  onSort: (field: AssetSortField, order: SortOrder) => void;
}) {
  const active = sort === field;
  const Icon = !active ? ArrowUpDownIcon : order === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 h-8 font-medium"
      onClick={() => onSort(field, active && order === 'asc' ? 'desc' : 'asc')}
    >
      {label}
      <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-40')} />
      <span className="sr-only">
        {active ? `, sorted ${order === 'asc' ? 'ascending' : 'descending'}` : ', not sorted'}
      </span>
    </Button>
  );
}

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

export interface AssetRowActions {
  onEdit?: (asset: Asset) => void;
  onDelete?: (asset: Asset) => void;
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
}: {
  assets: Asset[];
  loading: boolean;
  sort: AssetSortField;
  order: SortOrder;
  onSort: (field: AssetSortField, order: SortOrder) => void;
  highlightId?: string | null;
  actions: AssetRowActions;
  caption: string;
}) {
  const highlightRef = useRef<HTMLTableRowElement | null>(null);
  const highlightPresent = Boolean(highlightId && assets.some((a) => a.id === highlightId));

  useEffect(() => {
    if (highlightPresent) highlightRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlightPresent]);

  return (
    <Table aria-busy={loading}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead
              key={column.label}
              className={column.className}
              aria-sort={
                column.sort === sort
                  ? order === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : column.sort
                    ? 'none'
                    : undefined
              }
            >
              {column.sort ? (
                <SortHeader
                  label={column.label}
                  field={column.sort}
                  sort={sort}
                  order={order}
                  onSort={onSort}
                />
              ) : (
                column.label
              )}
            </TableHead>
          ))}
          <TableHead className="w-12">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && assets.length === 0
          ? Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <TableRow key={i}>
                {COLUMNS.map((column) => (
                  <TableCell key={column.label} className={column.className}>
                    <Skeleton className="h-4 w-full max-w-32" />
                  </TableCell>
                ))}
                <TableCell />
              </TableRow>
            ))
          : assets.map((asset) => {
              const highlighted = asset.id === highlightId;
              return (
                <TableRow
                  key={asset.id}
                  ref={highlighted ? highlightRef : undefined}
                  data-highlighted={highlighted || undefined}
                  aria-current={highlighted ? 'true' : undefined}
                  className={cn(highlighted && 'animate-[pulse_1s_ease-in-out_3] bg-primary/10')}
                >
                  <TableCell className="font-mono">
                    <Link
                      to={`/assets/${asset.id}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {asset.asset_id}
                    </Link>
                  </TableCell>
                  <TableCell className="max-w-56 truncate" title={asset.asset_name}>
                    {asset.asset_name}
                  </TableCell>
                  <TableCell className="max-md:hidden">{makeModel(asset)}</TableCell>
                  <TableCell className="max-lg:hidden">{asset.site ?? '—'}</TableCell>
                  <TableCell className="max-lg:hidden">{asset.location ?? '—'}</TableCell>
                  <TableCell>
                    <AssetStatusBadge status={asset.status} />
                  </TableCell>
                  <TableCell className="max-sm:hidden">
                    <CriticalityBadge criticality={asset.criticality} />
                  </TableCell>
                  <TableCell className="max-md:hidden">{condition(asset)}</TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
