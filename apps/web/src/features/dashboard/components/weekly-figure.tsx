import { type DashboardResponse, formatDate, formatHours } from '@plantwise/domain';
import { lazy } from 'react';
import { DeferredChart } from '@/components/deferred-chart';

// recharts is most of the dashboard's code: its own chunk, loaded when the plot comes into view.
const WeeklyChart = lazy(() => import('./weekly-chart'));

/**
 * Breakdowns per week and their downtime over the last 12 weeks. The caption and the figures' table (for
 * screen readers) come with the data; only the plot waits for its chart library, so the screen's text
 * is complete at once on a slow phone.
 */
export function WeeklyFigure({ weekly }: { weekly: DashboardResponse['weekly'] }) {
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
      {/* Drawn when seen, not ahead: on a phone it sits just below the first screen, and recharts' start
          and first draw (in a profile, about as much main-thread time as all the app's own scripts)
          would otherwise be part of the first screen's load. */}
      <DeferredChart skeletonClassName="h-64" loadAhead="0px">
        <WeeklyChart weekly={weekly} />
      </DeferredChart>
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
