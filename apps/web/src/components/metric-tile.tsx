import { KPI_STANDING_WORDS, type KpiStanding } from '@plantwise/domain';
import type * as React from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export type MetricTone = 'default' | 'good' | 'warning' | 'bad';

const TONE_CLASSES: Record<MetricTone, string> = {
  default: '',
  good: 'border-l-4 border-l-emerald-500',
  warning: 'border-l-4 border-l-amber-500',
  bad: 'border-l-4 border-l-red-500',
};

/**
 * One figure with its label and an optional line of detail. With `to`, the whole tile is a link to the
 * screen that lists what it counts. The tone is a coloured edge; the detail must say the same in words.
 */
export type MetricTileProps = {
  label: string;
  value: React.ReactNode;
  detail?: React.ReactNode;
  to?: string;
  tone?: MetricTone;
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
};

export function MetricTile({ label, value, detail, to, tone = 'default', icon: Icon }: MetricTileProps) {
  const className = cn(
    'flex h-full flex-col gap-1 rounded-lg border bg-card px-4 py-3 text-left',
    TONE_CLASSES[tone],
    to &&
      'transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
  );
  const body = (
    <>
      <span className="flex items-center gap-2 text-muted-foreground text-sm">
        {Icon && <Icon aria-hidden className="size-4 shrink-0" />}
        {label}
      </span>
      <span className="font-semibold text-2xl tabular-nums">{value}</span>
      {detail && <span className="text-muted-foreground text-sm">{detail}</span>}
    </>
  );
  return to ? (
    <Link to={to} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

/**
 * A labelled list of tiles, one item each, so a screen's row of figures reads as one group to a
 * screen reader; each tile is keyed by its label, which is unique within a row.
 */
export function MetricTileList({
  label,
  className,
  tiles,
}: {
  label: string;
  className: string;
  tiles: MetricTileProps[];
}) {
  return (
    <ul aria-label={label} className={className}>
      {tiles.map((tile) => (
        <li key={tile.label}>
          <MetricTile {...tile} />
        </li>
      ))}
    </ul>
  );
}

const STANDING_TONE: Record<KpiStanding, MetricTone> = { met: 'good', missed: 'bad', 'no-data': 'default' };

/** A KPI tile's detail and tone: "Target 95.0% · meets the target", with a green, red or no edge. */
export function kpiTileProps(formattedTarget: string, standing: KpiStanding) {
  return {
    detail: `Target ${formattedTarget} · ${KPI_STANDING_WORDS[standing]}`,
    tone: STANDING_TONE[standing],
  };
}
