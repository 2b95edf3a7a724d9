import {
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  type AssetFacets,
  type AssetStatus,
  formatCount,
} from '@plantwise/domain';
import { cn } from '@/lib/utils';

const DOT: Record<AssetStatus, string> = {
  operational: 'bg-success',
  maintenance: 'bg-warning',
  'out-of-service': 'bg-destructive',
};

/** Counts per status (under the other filters); choosing one filters the register by it. */
export function AssetStatusCounts({
  facets,
  status,
  onStatus,
}: {
  facets: AssetFacets | undefined;
  status: AssetStatus | undefined;
  onStatus: (status: AssetStatus | undefined) => void;
}) {
  const tiles: { key: AssetStatus | 'all'; label: string; count: number | undefined }[] = [
    { key: 'all', label: 'All assets', count: facets?.total },
    ...ASSET_STATUSES.map((s) => ({ key: s, label: ASSET_STATUS_LABELS[s], count: facets?.by_status[s] })),
  ];
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Assets by status">
      {tiles.map((tile) => {
        const selected = tile.key === 'all' ? status === undefined : status === tile.key;
        return (
          <li key={tile.key}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onStatus(tile.key === 'all' ? undefined : tile.key)}
              className={cn(
                'flex w-full flex-col items-start gap-1 rounded-lg border bg-card px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                selected && 'border-primary ring-1 ring-primary',
              )}
            >
              <span className="flex items-center gap-2 text-muted-foreground text-sm">
                {tile.key !== 'all' && (
                  <span aria-hidden="true" className={cn('size-2 rounded-full', DOT[tile.key])} />
                )}
                {tile.label}
              </span>
              <span className="font-semibold text-2xl tabular-nums">
                {tile.count === undefined ? '–' : formatCount(tile.count)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
