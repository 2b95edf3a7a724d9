import { type AssetRankings, formatCurrency, formatPercent, type RankedAsset } from '@plantwise/domain';
import { Link } from 'react-router';

type RankingKey = keyof AssetRankings;

const TITLES: Record<RankingKey, string> = {
  health: 'Health score',
  availability: 'Availability',
  cost: 'Maintenance cost per month',
};
const FORMAT: Record<RankingKey, (value: number) => string> = {
  health: (v) => String(v),
  availability: formatPercent,
  cost: formatCurrency,
};

function RankList({
  title,
  entries,
  format,
}: {
  title: string;
  entries: RankedAsset[];
  format: (v: number) => string;
}) {
  return (
    <div className="grid content-start gap-1">
      <h4 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{title}</h4>
      <ol className="grid gap-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="flex min-w-0 items-baseline justify-between gap-2">
            <Link to={`/assets/${entry.id}`} className="truncate underline-offset-2 hover:underline">
              {entry.asset_name}
            </Link>
            <span className="shrink-0 tabular-nums">
              {format(entry.value)}
              <span className="sr-only">, percentile {entry.percentile}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Best and worst assets by health score, availability and monthly maintenance cost (spec §9: 5 each). */
export function AssetRankingsSection({ rankings }: { rankings: AssetRankings }) {
  return (
    <section aria-labelledby="analytics-rankings-title" className="grid gap-3">
      <h2 id="analytics-rankings-title" className="font-semibold text-lg">
        Rankings
      </h2>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {(Object.keys(TITLES) as RankingKey[]).map((key) => (
          <section
            key={key}
            aria-labelledby={`ranking-${key}`}
            className="grid content-start gap-3 rounded-lg border bg-card p-4"
          >
            <h3 id={`ranking-${key}`} className="font-medium">
              {TITLES[key]}
            </h3>
            <div className="grid grid-cols-2 gap-4 md:grid-cols-1 xl:grid-cols-2">
              <RankList
                title={key === 'cost' ? 'Cheapest' : 'Best'}
                entries={rankings[key].best}
                format={FORMAT[key]}
              />
              <RankList
                title={key === 'cost' ? 'Most costly' : 'Worst'}
                entries={rankings[key].worst}
                format={FORMAT[key]}
              />
            </div>
          </section>
        ))}
      </div>
    </section>
  );
}
