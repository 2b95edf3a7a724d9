import type { HealthBucket, ScoreColour } from '@plantwise/domain';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_AXIS, CHART_TOOLTIP_STYLE, ChartFigure } from '@/components/chart-figure';

const SIZE = { width: 480, height: 240 };
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
    <ChartFigure
      id="health-chart"
      title="Health score distribution"
      description={`Assets per health band: ${buckets.map((b) => `${b.label}: ${b.count}`).join(', ')}.`}
      className="min-w-0 bg-card"
      height="h-60"
      size={SIZE}
      hidden
    >
      {/* Hidden from assistive technology (the caption says it in words), so not focusable either. */}
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeOpacity={0.2} vertical={false} />
        <XAxis dataKey="label" {...CHART_AXIS} />
        <YAxis allowDecimals={false} {...CHART_AXIS} width={40} />
        <Tooltip
          formatter={(value) => [`${value} assets`, 'Health score']}
          contentStyle={CHART_TOOLTIP_STYLE}
          cursor={{ fillOpacity: 0.1 }}
        />
        <Bar dataKey="count" name="Assets" isAnimationActive={false}>
          {data.map((b) => (
            <Cell key={b.label} fill={b.fill} />
          ))}
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
