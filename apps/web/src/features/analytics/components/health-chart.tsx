import type { HealthBucket, ScoreColour } from '@plantwise/domain';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const SIZE = { width: 480, height: 240 };
const axis = { stroke: 'currentColor', fontSize: 12 };
/** The spec §9 health colours in the theme's tokens, so the chart follows light and dark. */
const FILL: Record<ScoreColour, string> = {
  green: 'var(--color-success, #16a34a)',
  blue: 'var(--color-primary, #2563eb)',
  yellow: 'var(--color-warning, #ca8a04)',
  orange: 'var(--color-orange-500, #f97316)',
  red: 'var(--color-destructive, #dc2626)',
};

/**
 * How many assets fall in each health band (recharts: its own lazy chunk). The chart is hidden from
 * assistive technology; the list in its description gives every count in words.
 */
export default function HealthChart({ buckets }: { buckets: HealthBucket[] }) {
  const data = buckets.map((b) => ({ ...b, fill: FILL[b.colour] }));
  return (
    <figure
      aria-labelledby="health-chart-title"
      aria-describedby="health-chart-desc"
      className="grid min-w-0 gap-2 rounded-lg border bg-card p-3"
    >
      <figcaption className="grid gap-0.5">
        <span id="health-chart-title" className="font-medium">
          Health score distribution
        </span>
        <span id="health-chart-desc" className="text-muted-foreground text-xs">
          Assets per health band: {buckets.map((b) => `${b.label}: ${b.count}`).join(', ')}.
        </span>
      </figcaption>
      <div className="h-60 w-full text-muted-foreground" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
          {/* Hidden from assistive technology (the caption says it in words), so not focusable either. */}
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeOpacity={0.2} vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <YAxis allowDecimals={false} {...axis} width={40} />
            <Tooltip
              formatter={(value) => [`${value} assets`, 'Health score']}
              contentStyle={{ background: 'var(--color-popover)', color: 'var(--color-popover-foreground)' }}
              cursor={{ fillOpacity: 0.1 }}
            />
            <Bar dataKey="count" name="Assets" isAnimationActive={false}>
              {data.map((b) => (
                <Cell key={b.label} fill={b.fill} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
