import { type DashboardResponse, formatDayMonth, formatHours } from '@plantwise/domain';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const SIZE = { width: 720, height: 260 };
const axis = { stroke: 'currentColor', fontSize: 12 };
const BREAKDOWNS = 'var(--color-destructive, #dc2626)';
const DOWNTIME = 'var(--color-primary, #2563eb)';

/**
 * The plot of breakdowns per week (bars) and their downtime (line), in the theme's colours; hidden from
 * assistive technology, which reads the same figures from WeeklyFigure's table.
 */
export default function WeeklyChart({ weekly }: { weekly: DashboardResponse['weekly'] }) {
  const data = weekly.map((w) => ({ ...w, name: formatDayMonth(w.week_start) }));
  return (
    <div aria-hidden="true" className="h-64 w-full text-muted-foreground">
      <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
        {/* No keyboard layer either: the table has the figures. */}
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeOpacity={0.2} />
          <XAxis dataKey="name" {...axis} />
          <YAxis yAxisId="count" allowDecimals={false} {...axis} width={32} />
          <YAxis yAxisId="hours" orientation="right" {...axis} width={40} />
          <Tooltip
            formatter={(value, name) => (name === 'Downtime' ? formatHours(Number(value)) : value)}
            contentStyle={{ background: 'var(--color-popover)', color: 'var(--color-popover-foreground)' }}
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
      </ResponsiveContainer>
    </div>
  );
}
