import { formatCount } from '@plantwise/domain';
import { cn } from '@/lib/utils';

export interface StatusTile<T extends string> {
  key: T;
  label: string;
  count: number | undefined;
  /** Classes of the coloured dot, e.g. 'bg-success'. */
  dot: string;
}

/** Counts per status with an "all" tile first; choosing a tile filters the list by it (aria-pressed). */
export function StatusTiles<T extends string>({
  label,
  allLabel,
  total,
  tiles,
  status,
  onStatus,
}: {
  label: string;
  allLabel: string;
  total: number | undefined;
  tiles: StatusTile<T>[];
  /** The chosen status, or several (each of their tiles shows as pressed). */
  status: T | readonly T[] | undefined;
  onStatus: (status: T | undefined) => void;
}) {
  const all = [{ key: 'all' as const, label: allLabel, count: total, dot: '' }, ...tiles];
  return (
    <ul
      className={cn('grid grid-cols-2 gap-2', all.length > 4 ? 'sm:grid-cols-5' : 'sm:grid-cols-4')}
      aria-label={label}
    >
      {all.map((tile) => {
        const selected =
          tile.key === 'all'
            ? status === undefined
            : typeof status === 'string'
              ? status === tile.key
              : Boolean(status?.includes(tile.key as T));
        return (
          <li key={tile.key}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onStatus(tile.key === 'all' ? undefined : (tile.key as T))}
              className={cn(
                'flex w-full flex-col items-start gap-1 rounded-lg border bg-card px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                selected && 'border-primary ring-1 ring-primary',
              )}
            >
              <span className="flex items-center gap-2 text-muted-foreground text-sm">
                {tile.key !== 'all' && (
                  <span aria-hidden="true" className={cn('size-2 rounded-full', tile.dot)} />
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
