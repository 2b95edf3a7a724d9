import {
  formatCount,
  formatDate,
  formatDateTime,
  formatMeterValue,
  formatReading,
  type Meter,
} from '@plantwise/domain';
import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_AXIS, CHART_TOOLTIP_STYLE, ChartFigure } from '@/components/chart-figure';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { READING_RANGE_LABELS, READING_RANGES, type ReadingRange, useMeterReadings } from '../api/meters';

const LINE = 'var(--color-primary, #2563eb)';
const LIMIT = 'var(--color-destructive, #dc2626)';
const BOX = { height: 'h-56', size: { width: 480, height: 224 } };

/** A line drawn across the chart at a value: a gauge's limit (set on its maintenance task). */
export interface MeterReferenceLine {
  value: number;
  label: string;
}

/**
 * A meter's readings over the last 7 days, 30 days or year, as the server sampled them (at most 500 points
 * and every reset: a year of hourly readings is shown as every 18th, and says so). `referenceLines` draws
 * limits across it.
 */
export default function MeterChart({
  meter,
  referenceLines = [],
}: {
  meter: Meter;
  referenceLines?: readonly MeterReferenceLine[];
}) {
  const [range, setRange] = useState<ReadingRange>('30d');
  const readings = useMeterReadings(meter.id, range);
  const ranges = Object.keys(READING_RANGES) as ReadingRange[];

  return (
    <div className="grid min-w-0 gap-2">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Chart range of {meter.name}</legend>
        {ranges.map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={option === range ? 'default' : 'outline'}
            aria-pressed={option === range}
            onClick={() => setRange(option)}
          >
            {READING_RANGE_LABELS[option]}
          </Button>
        ))}
      </fieldset>
      <QueryState
        query={readings}
        loadingLabel="Loading the readings"
        errorTitle="The readings could not be loaded"
        skeleton={{ rows: 1, rowClassName: 'h-56' }}
      >
        {(list) => {
          // A reset (the meter replaced or rolled over) breaks the line and is marked, so the drop reads
          // as a new meter rather than as a fault.
          const resets = list.data.filter((r) => r.reset).map((r) => Date.parse(r.taken_at));
          const points = list.data.flatMap((r) => {
            const point = { at: Date.parse(r.taken_at), value: r.value as number | null };
            return r.reset ? [{ at: point.at - 1, value: null }, point] : [point];
          });
          const values = list.data.map((r) => r.value);
          const shown = list.downsampled
            ? `Showing ${formatCount(list.data.length)} of ${formatCount(list.total)} readings, evenly spread.`
            : `${formatCount(list.total)} ${list.total === 1 ? 'reading' : 'readings'}.`;
          const span =
            values.length > 0
              ? ` Lowest ${formatReading(Math.min(...values), meter.unit)}, highest ${formatReading(Math.max(...values), meter.unit)}.`
              : '';
          const resetWords =
            resets.length > 0
              ? ` The meter was reset on ${resets.map((at) => formatDate(new Date(at))).join(', ')}.`
              : '';
          if (points.length === 0)
            return (
              <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
                No readings in the last {READING_RANGE_LABELS[range]}.
              </p>
            );
          return (
            <ChartFigure
              {...BOX}
              id={`meter-chart-${meter.id}`}
              title={`${meter.name}, last ${READING_RANGE_LABELS[range]}`}
              description={`${shown}${span}${resetWords}`}
              hidden
            >
              <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
                <CartesianGrid strokeOpacity={0.2} />
                <XAxis
                  type="number"
                  dataKey="at"
                  domain={['dataMin', 'dataMax']}
                  scale="time"
                  tickFormatter={(at: number) => formatDate(new Date(at))}
                  {...CHART_AXIS}
                  minTickGap={24}
                />
                <YAxis
                  type="number"
                  dataKey="value"
                  domain={['auto', 'auto']}
                  {...CHART_AXIS}
                  width={56}
                  tickFormatter={(v: number) => formatMeterValue(v)}
                />
                <Tooltip
                  contentStyle={CHART_TOOLTIP_STYLE}
                  labelFormatter={(at) => formatDateTime(new Date(Number(at)))}
                  formatter={(value) => [formatReading(Number(value), meter.unit), meter.name]}
                />
                {referenceLines.map((line) => (
                  <ReferenceLine
                    key={line.label}
                    y={line.value}
                    stroke={LIMIT}
                    strokeDasharray="4 4"
                    label={{
                      value: line.label,
                      position: 'insideTopRight',
                      fill: 'currentColor',
                      fontSize: 12,
                    }}
                  />
                ))}
                {resets.map((at) => (
                  <ReferenceLine
                    key={at}
                    x={at}
                    stroke="currentColor"
                    strokeOpacity={0.5}
                    strokeDasharray="2 4"
                    label={{ value: 'Reset', position: 'insideTopLeft', fill: 'currentColor', fontSize: 12 }}
                  />
                ))}
                <Line
                  dataKey="value"
                  stroke={LINE}
                  strokeWidth={2}
                  dot={points.length <= 60}
                  isAnimationActive={false}
                  name={meter.name}
                />
              </LineChart>
            </ChartFigure>
          );
        }}
      </QueryState>
    </div>
  );
}
