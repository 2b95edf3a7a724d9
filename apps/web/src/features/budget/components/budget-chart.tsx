import { type BudgetResponse, formatCurrency, MONTH_SHORT_NAMES } from '@plantwise/domain';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_AXIS, CHART_TOOLTIP_STYLE, ChartFigure } from '@/components/chart-figure';

const SIZE = { width: 720, height: 280 };
const PLAN = 'var(--color-chart-3, #64748b)';
const ACTUAL = 'var(--color-primary, #2563eb)';
const compact = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', notation: 'compact' });

/** Plan against actual per month (bars) with the cumulative lines of both, in the theme's colours. */
export default function BudgetChart({ budget }: { budget: BudgetResponse }) {
  const data = budget.months.map((m) => ({ ...m, name: MONTH_SHORT_NAMES[m.month - 1] }));
  return (
    <ChartFigure
      id="budget-chart"
      title="Plan and actual by month"
      description="Bars: each month's plan and actual spend. Lines: the running totals of both over the year. The CSV export (and, on a wider screen, the grid below) gives every figure."
      height="h-72"
      size={SIZE}
    >
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeOpacity={0.2} />
        <XAxis dataKey="name" {...CHART_AXIS} />
        <YAxis yAxisId="month" tickFormatter={(v: number) => compact.format(v)} {...CHART_AXIS} width={64} />
        <YAxis
          yAxisId="cumulative"
          orientation="right"
          tickFormatter={(v: number) => compact.format(v)}
          {...CHART_AXIS}
          width={64}
        />
        <Tooltip formatter={(value) => formatCurrency(Number(value))} contentStyle={CHART_TOOLTIP_STYLE} />
        <Legend />
        <Bar yAxisId="month" dataKey="plan" name="Plan" fill={PLAN} isAnimationActive={false} />
        <Bar yAxisId="month" dataKey="actual" name="Actual" fill={ACTUAL} isAnimationActive={false} />
        <Line
          yAxisId="cumulative"
          dataKey="cumulative_plan"
          name="Plan to date"
          stroke={PLAN}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="cumulative"
          dataKey="cumulative_actual"
          name="Actual to date"
          stroke={ACTUAL}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFigure>
  );
}
