import { type DashboardResponse, formatDayMonth, formatHours } from '@plantwise/domain';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_AXIS, CHART_TOOLTIP_STYLE, ChartBox } from '@/components/chart-figure';

const SIZE = { width: 720, height: 260 };
const BREAKDOWNS = 'var(--color-destructive, #dc2626)';
const DOWNTIME = 'var(--color-primary, #2563eb)';

/**
 * The plot of breakdowns per week (bars) and their downtime (line), in the theme's colours; hidden from
 * assistive technology, which reads the same figures from WeeklyFigure's table.
 */
export default function WeeklyChart({ weekly }: { weekly: DashboardResponse['weekly'] }) {
  const data = weekly.map((w) => ({ ...w, name: formatDayMonth(w.week_start) }));
  return (
    <ChartBox height="h-64" size={SIZE} hidden>
      {/* No keyboard layer either: the table has the figures. */}
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeOpacity={0.2} />
        <XAxis dataKey="name" {...CHART_AXIS} />
        <YAxis yAxisId="count" allowDecimals={false} {...CHART_AXIS} width={32} />
        <YAxis yAxisId="hours" orientation="right" {...CHART_AXIS} width={40} />
        <Tooltip
          formatter={(value, name) => (name === 'Downtime' ? formatHours(Number(value)) : value)}
          contentStyle={CHART_TOOLTIP_STYLE}
        />
        <Legend />
        <Bar
          yAxisId="count"
          dataKey="breakdowns"
          name="Breakdowns"
          fill={BREAKDOWNS}
          isAnimationActive={false}
        />
        <Line
          yAxisId="hours"
          dataKey="downtime_hours"
          name="Downtime"
          stroke={DOWNTIME}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartBox>
  );
}
