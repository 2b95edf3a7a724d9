import type { PredictiveAssetDetail } from '@plantwise/domain';
import {
  CartesianGrid,
  ComposedChart,
  Line,
  LineChart,
  ReferenceLine,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_AXIS, ChartFigure } from '@/components/chart-figure';
import { formatLife, formatProbability } from './predictive-format';

const BOX = { height: 'h-60', size: { width: 480, height: 240 } };
const POINT = 'var(--color-primary, #2563eb)';
const LINE = 'var(--color-chart-2, #f97316)';

const hoursTick = (lnHours: number) => formatLife(Math.exp(lnHours));
const unreliabilityTick = (y: number) => formatProbability(1 - Math.exp(-Math.exp(y)));

/** Weibull probability plot: median ranks against time on Weibull paper, with the fitted line. */
export function WeibullPlot({ plot }: { plot: NonNullable<PredictiveAssetDetail['probability_plot']> }) {
  return (
    <ChartFigure
      {...BOX}
      title="Weibull probability plot"
      description="Each dot is a time between failures at its median rank; the line is the fitted distribution. Dots close to the line mean the Weibull model fits."
    >
      <ComposedChart margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeOpacity={0.2} />
        <XAxis
          type="number"
          dataKey="x"
          domain={['dataMin', 'dataMax']}
          tickFormatter={hoursTick}
          {...CHART_AXIS}
          name="Operating time"
        />
        <YAxis
          type="number"
          dataKey="y"
          domain={['auto', 'auto']}
          tickFormatter={unreliabilityTick}
          {...CHART_AXIS}
          width={48}
          name="Failed"
        />
        <Tooltip
          formatter={(value, name) => [
            name === 'Failed' ? unreliabilityTick(Number(value)) : hoursTick(Number(value)),
            name,
          ]}
        />
        <Scatter data={plot.points} fill={POINT} name="Failures" isAnimationActive={false} />
        <Line data={plot.line} dataKey="y" stroke={LINE} dot={false} isAnimationActive={false} name="Fit" />
      </ComposedChart>
    </ChartFigure>
  );
}

/** Reliability R(t) after a repair, with the asset's current running time marked. */
export function ReliabilityCurve({
  curve,
  today,
}: {
  curve: PredictiveAssetDetail['reliability_curve'];
  today: PredictiveAssetDetail['today'];
}) {
  return (
    <ChartFigure
      {...BOX}
      title="Reliability curve"
      description="Chance of running without a breakdown for a given time after a repair; the marker shows where this asset is today."
    >
      <LineChart data={curve} margin={{ top: 16, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeOpacity={0.2} />
        <XAxis
          type="number"
          dataKey="x"
          domain={[0, 'dataMax']}
          tickFormatter={(h) => formatLife(h)}
          {...CHART_AXIS}
        />
        <YAxis
          type="number"
          domain={[0, 1]}
          tickFormatter={(r) => formatProbability(r)}
          {...CHART_AXIS}
          width={48}
        />
        <Tooltip
          labelFormatter={(h) => formatLife(Number(h))}
          formatter={(r) => [formatProbability(Number(r)), 'Reliability']}
        />
        <Line dataKey="y" stroke={POINT} dot={false} isAnimationActive={false} name="Reliability" />
        {today && (
          <ReferenceLine
            x={today.age_hours}
            stroke={LINE}
            strokeDasharray="4 2"
            label={{ value: 'Today', position: 'top', fill: 'currentColor', fontSize: 12 }}
          />
        )}
      </LineChart>
    </ChartFigure>
  );
}

/** Crow-AMSAA: cumulative failures against cumulative operating time on log-log axes. */
export function CrowAmsaaPlot({ crow }: { crow: NonNullable<PredictiveAssetDetail['crow_amsaa']> }) {
  return (
    <ChartFigure
      {...BOX}
      title="Crow-AMSAA cumulative failures"
      description="Cumulative failures against operating time on log–log axes. A line steeper than 45° means failures are coming faster."
    >
      <ComposedChart margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeOpacity={0.2} />
        <XAxis
          type="number"
          dataKey="x"
          scale="log"
          domain={['auto', 'auto']}
          tickFormatter={(h) => formatLife(h)}
          {...CHART_AXIS}
        />
        <YAxis
          type="number"
          dataKey="y"
          scale="log"
          domain={['auto', 'auto']}
          allowDataOverflow
          {...CHART_AXIS}
          width={40}
        />
        <Tooltip labelFormatter={(h) => formatLife(Number(h))} />
        <Scatter data={crow.points} fill={POINT} name="Failures" isAnimationActive={false} />
        <Line
          data={crow.line}
          dataKey="y"
          stroke={LINE}
          dot={false}
          isAnimationActive={false}
          name="Crow-AMSAA fit"
        />
      </ComposedChart>
    </ChartFigure>
  );
}
