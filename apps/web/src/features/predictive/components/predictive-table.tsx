import { ASSET_CATEGORY_LABELS, type AssetCategory, type PredictiveAssetSummary } from '@plantwise/domain';
import { ArrowRightIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { formatLife, formatProbability, TREND_LABELS } from './predictive-format';

/** The 30-day probability as a native meter: browsers colour it green, amber or red by low/high/optimum. */
function ProbabilityBar({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex min-w-28 items-center gap-2">
      <meter
        className="h-3 flex-1"
        aria-label="30-day failure probability"
        min={0}
        max={1}
        low={0.2}
        high={0.5}
        optimum={0}
        value={value}
      />
      <span className="w-12 text-right tabular-nums">{formatProbability(value)}</span>
    </div>
  );
}

export function TrendLabel({ trend }: { trend: PredictiveAssetSummary['trend'] }) {
  if (trend === null) return <span className="text-muted-foreground">—</span>;
  const Icon =
    trend === 'deteriorating' ? TrendingUpIcon : trend === 'improving' ? TrendingDownIcon : ArrowRightIcon;
  const colour =
    trend === 'deteriorating'
      ? 'text-red-700 dark:text-red-400'
      : trend === 'improving'
        ? 'text-green-700 dark:text-green-400'
        : 'text-muted-foreground';
  return (
    <span className={`inline-flex items-center gap-1 ${colour}`}>
      <Icon aria-hidden="true" className="size-4" />
      {TREND_LABELS[trend]}
    </span>
  );
}

function interval(days: number | null) {
  return days === null ? '—' : `${days} d`;
}

const columns: ColumnDef<PredictiveAssetSummary>[] = [
  {
    id: 'asset',
    header: 'Asset',
    meta: { className: 'font-medium', card: 'title' },
    cell: ({ row: { original } }) => (
      <div className="grid">
        <span>{original.asset.asset_name}</span>
        <span className="text-muted-foreground text-xs">
          {original.asset.asset_id} ·{' '}
          {ASSET_CATEGORY_LABELS[original.asset.category as AssetCategory] ?? original.asset.category}
          {original.asset.site ? ` · ${original.asset.site}` : ''}
        </span>
      </div>
    ),
  },
  {
    id: 'probability',
    header: 'Failure in 30 days',
    meta: { card: 'fact' },
    cell: ({ row }) => <ProbabilityBar value={row.original.failure_probability_30d} />,
  },
  {
    id: 'trend',
    header: 'Trend',
    meta: { card: 'fact' },
    cell: ({ row }) => <TrendLabel trend={row.original.trend} />,
  },
  {
    id: 'mtbf',
    header: 'MTBF',
    // MTBF and the data basis from 1280 px: below it the ranking keeps the risk, its trend and the
    // interval to act on; the asset's analysis, opened from its row, shows both.
    meta: { className: 'max-xl:hidden' },
    cell: ({ row }) => (row.original.mtbf_hours === null ? '—' : formatLife(row.original.mtbf_hours)),
  },
  {
    id: 'interval',
    header: 'PM interval (recommended / current)',
    meta: { className: 'max-lg:hidden whitespace-normal' },
    cell: ({ row }) =>
      `${interval(row.original.recommended_pm_interval_days)} / ${interval(row.original.current_pm_interval_days)}`,
  },
  {
    id: 'basis',
    header: 'Data basis',
    meta: { className: 'max-xl:hidden', cellClassName: 'min-w-32 whitespace-normal', card: 'fact' },
    cell: ({ row }) => (
      <span className={row.original.basis === 'insufficient' ? 'text-muted-foreground' : undefined}>
        {row.original.basis_label}
      </span>
    ),
  },
];

/** The fleet ranking: one row per asset, highest 30-day failure probability first. */
export function PredictiveTable({
  rows,
  loading,
  selectedId,
  onSelect,
}: {
  rows: PredictiveAssetSummary[];
  loading?: boolean;
  selectedId: string | null;
  onSelect: (row: PredictiveAssetSummary) => void;
}) {
  return (
    <DataTable
      aria-label="Failure risk ranking"
      caption="Assets ranked by the probability of a breakdown in the next 30 days"
      columns={columns}
      data={rows}
      getRowId={(row) => row.asset.id}
      loading={loading}
      highlightId={selectedId}
      onRowClick={onSelect}
      rowLabel={(row) => `Open the analysis of ${row.asset.asset_name}`}
    />
  );
}
