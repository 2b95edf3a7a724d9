import { type DashboardResponse, formatDate, formatDayMonth, formatHours } from '@plantwise/domain';
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
 * Breakdowns per week (bars) and their downtime (line) over the last 12 weeks, in the theme's colours.
 * The same figures are in a table for screen readers.
 */
export default function WeeklyChart({ weekly }: { weekly: DashboardResponse['weekly'] }) {
  const data = weekly.map((w) => ({ ...w, name: formatDayMonth(w.week_start) }));
  return (
    <figure aria-labelledby="weekly-chart-title" className="grid gap-2 rounded-lg border p-3">
      <figcaption className="grid gap-0.5">
        <span id="weekly-chart-title" className="font-medium">
          Breakdowns and downtime, last 12 weeks
        </span>
        <span className="text-muted-foreground text-xs">
          Bars: breakdowns reported each week (Monday to Sunday). Line: hours of downtime they caused.
        </span>
      </figcaption>
      <div aria-hidden="true" className="h-64 w-full text-muted-foreground">
        <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
          {/* Hidden from assistive technology (the table below has the figures): no keyboard layer either. */}
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
      <table className="sr-only">
        <caption>Breakdowns and downtime per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Breakdowns</th>
            <th scope="col">Downtime</th>
          </tr>
        </thead>
        <tbody>
          {weekly.map((w) => (
            <tr key={w.week_start}>
              <th scope="row">{formatDate(w.week_start)}</th>
              <td>{w.breakdowns}</td>
              <td>{formatHours(w.downtime_hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
