import {
  ASSET_ANALYTICS_SORT_FIELDS,
  ASSET_CATEGORY_LABELS,
  type AssetAnalyticsSort,
  type AssetAnalyticsSortField,
  type AssetMetricsRow,
  availabilityColour,
  formatCurrency,
  formatHours,
  formatPercent,
  formatRate,
  healthScoreColour,
  RISK_LEVEL_LABELS,
  sortAssetMetrics,
} from '@plantwise/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type ColumnDef, DataTable, type DataTableSort } from '@/components/data-table';
import { cn } from '@/lib/utils';
import { SCORE_TEXT } from './score-text';

const PAGE_SIZE = 25;
const hours = (value: number | null) => (value === null ? '—' : formatHours(value));
const right = { className: 'text-right' };

const columns: ColumnDef<AssetMetricsRow>[] = [
  {
    accessorKey: 'asset_name',
    header: 'Asset',
    cell: ({ row: { original: r } }) => (
      <div className="grid min-w-36">
        <Link to={`/assets/${r.id}`} className="font-medium underline-offset-2 hover:underline">
          {r.asset_name}
        </Link>
        <span className="text-muted-foreground text-xs">
          {r.asset_id} · {ASSET_CATEGORY_LABELS[r.category]}
          {r.site ? ` · ${r.site}` : ''}
        </span>
        <Link
          to={`/predictive-ai?asset=${r.id}`}
          className="text-primary text-xs underline-offset-2 hover:underline"
          aria-label={`30-day failure risk of ${r.asset_name}`}
        >
          30-day failure risk
        </Link>
      </div>
    ),
  },
  {
    accessorKey: 'health_score',
    header: 'Health',
    cell: ({ row: { original: r } }) => (
      <span className={cn('font-medium tabular-nums', SCORE_TEXT[healthScoreColour(r.health_score)])}>
        {r.health_score} · {r.condition_grade}
        {!r.has_data && <span className="text-muted-foreground text-xs"> (no data)</span>}
      </span>
    ),
  },
  {
    id: 'risk_level',
    header: 'Risk',
    meta: { className: 'max-sm:hidden' },
    cell: ({ row: { original: r } }) => RISK_LEVEL_LABELS[r.risk_level],
  },
  {
    accessorKey: 'availability',
    header: 'Availability',
    meta: right,
    cell: ({ row: { original: r } }) => (
      <span className={cn('tabular-nums', SCORE_TEXT[availabilityColour(r.availability)])}>
        {formatPercent(r.availability)}
      </span>
    ),
  },
  {
    accessorKey: 'mtbf_hours',
    header: 'MTBF',
    meta: { className: 'text-right max-md:hidden' },
    cell: ({ row: { original: r } }) => hours(r.mtbf_hours),
  },
  {
    accessorKey: 'mttr_hours',
    header: 'MTTR',
    meta: { className: 'text-right max-md:hidden' },
    cell: ({ row: { original: r } }) => hours(r.mttr_hours),
  },
  {
    accessorKey: 'total_breakdowns',
    header: 'Breakdowns',
    meta: { className: 'text-right max-lg:hidden' },
    cell: ({ row: { original: r } }) => `${r.total_breakdowns} (${r.critical_breakdowns} critical)`,
  },
  {
    accessorKey: 'overdue_work_orders',
    header: 'Overdue WOs',
    meta: { className: 'text-right max-lg:hidden' },
    cell: ({ row: { original: r } }) => r.overdue_work_orders,
  },
  {
    accessorKey: 'failure_rate',
    header: 'Failures /1000 h',
    meta: { className: 'text-right max-xl:hidden' },
    cell: ({ row: { original: r } }) => (r.failure_rate === null ? '—' : formatRate(r.failure_rate)),
  },
  {
    accessorKey: 'monthly_maintenance_cost',
    header: 'Cost / month',
    meta: { className: 'text-right max-sm:hidden' },
    cell: ({ row: { original: r } }) => formatCurrency(r.monthly_maintenance_cost),
  },
];

const isSortField = (id: string): id is AssetAnalyticsSortField =>
  (ASSET_ANALYTICS_SORT_FIELDS as readonly string[]).includes(id);

/** Every asset's metrics, sortable by any figure (sorted here: the answer holds every asset) and paged. */
export function AssetMetricsTable({
  rows,
  highlightId,
}: {
  rows: AssetMetricsRow[];
  /** The asset to mark and open the page at (a link from the asset page). */
  highlightId?: string | null;
}) {
  const [sort, setSort] = useState<DataTableSort>({ id: 'health_score', desc: false });
  const sorted = useMemo(() => {
    const field = isSortField(sort.id) ? sort.id : 'health_score';
    return sortAssetMetrics(rows, (sort.desc ? `-${field}` : field) as AssetAnalyticsSort);
  }, [rows, sort]);
  const [offset, setOffset] = useState(() => {
    const index = highlightId ? sorted.findIndex((r) => r.id === highlightId) : -1;
    return index < 0 ? 0 : Math.floor(index / PAGE_SIZE) * PAGE_SIZE;
  });
  const start = offset < sorted.length ? offset : 0;
  return (
    <DataTable
      aria-label="Asset metrics"
      caption={`Asset metrics, ${sorted.length} assets`}
      columns={columns}
      data={sorted.slice(start, start + PAGE_SIZE)}
      getRowId={(row) => row.id}
      highlightId={highlightId}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setOffset(0);
      }}
      paging={
        sorted.length > PAGE_SIZE
          ? { offset: start, limit: PAGE_SIZE, total: sorted.length, onOffsetChange: setOffset }
          : undefined
      }
      emptyMessage="No assets match these filters."
    />
  );
}
