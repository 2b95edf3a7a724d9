import type * as React from 'react';
import { ResponsiveContainer } from 'recharts';
import { cn } from '@/lib/utils';

/**
 * The pieces every recharts chart shares, in the theme's colours. Only the lazily loaded chart files
 * import this file, so recharts stays out of the screens' own chunks (see `DeferredChart`).
 */
export const CHART_AXIS = { stroke: 'currentColor', fontSize: 12 };
export const CHART_TOOLTIP_STYLE = {
  background: 'var(--color-popover)',
  color: 'var(--color-popover-foreground)',
};

type ChartBoxProps = {
  /** The box's height class (`h-60`): recharts fills its parent. */
  height: string;
  /** The size drawn before the container is measured (tests, the first paint). */
  size: { width: number; height: number };
  /** When the figures are given in words or a table elsewhere, the plot itself is hidden from assistive technology. */
  hidden?: boolean;
  children: React.ReactNode;
};

/** A chart filling a box of the given height. */
export function ChartBox({ height, size, hidden, children }: ChartBoxProps) {
  return (
    <div className={cn(height, 'w-full text-muted-foreground')} aria-hidden={hidden ? 'true' : undefined}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={size}>
        {children as React.ReactElement}
      </ResponsiveContainer>
    </div>
  );
}

/** A chart with its title and a description in words, named and described for assistive technology. */
export function ChartFigure({
  id,
  title,
  description,
  className,
  ...box
}: ChartBoxProps & {
  /** The prefix of the caption's ids: by default the title in kebab case. */
  id?: string;
  title: string;
  description: React.ReactNode;
  className?: string;
}) {
  const prefix = id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <figure
      aria-labelledby={`${prefix}-title`}
      aria-describedby={`${prefix}-desc`}
      className={cn('grid gap-2 rounded-lg border p-3', className)}
    >
      <figcaption className="grid gap-0.5">
        <span id={`${prefix}-title`} className="font-medium">
          {title}
        </span>
        <span id={`${prefix}-desc`} className="text-muted-foreground text-xs">
          {description}
        </span>
      </figcaption>
      <ChartBox {...box} />
    </figure>
  );
}
