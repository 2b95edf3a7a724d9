/**
 * From breakdown records to the life data of one asset. A breakdown (not cancelled) is a failure; the
 * asset runs from the end of one repair to the start of the next breakdown, so operating hours are
 * calendar hours minus recorded downtime. The clock starts when the asset was registered (or at its first
 * recorded breakdown if that is earlier), as if it were as good as new then; each repair is taken to
 * renew it. The interval still running since the last repair is right-censored.
 */

const MS_PER_HOUR = 3_600_000;

export interface BreakdownSpan {
  /** breakdown_start_time, epoch ms. */
  start: number;
  /** End of the repair, epoch ms: breakdown_end_time, or start + downtime_hours; null while still down. */
  end: number | null;
}

export interface AssetFailureHistory {
  /** Breakdowns counted as failures (overlapping breakdowns merged into one event). */
  failure_count: number;
  /** Operating hours from each renewal to the next failure (zero-length intervals left out). */
  failure_intervals: number[];
  /** The interval still running since the last repair; null when the asset is down now or ran no time. */
  censored_interval: number | null;
  /** Cumulative operating hours at each failure, from the start of observation (Crow-AMSAA). */
  cumulative_failure_hours: number[];
  /** Operating hours from the start of observation to now (or to the last failure while down). */
  total_operating_hours: number;
  /** Operating hours since the last repair (0 while down). */
  age_hours: number;
  down_now: boolean;
  /** Start times (epoch ms) of the failure events, oldest first. */
  failure_starts: number[];
}

/** Merges overlapping breakdowns: a breakdown starting before the previous repair ended is the same event. */
function mergeSpans(spans: readonly BreakdownSpan[]): BreakdownSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: BreakdownSpan[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && (last.end === null || span.start <= last.end)) {
      last.end = last.end === null || span.end === null ? null : Math.max(last.end, span.end);
    } else {
      merged.push({ start: span.start, end: span.end === null ? null : Math.max(span.end, span.start) });
    }
  }
  return merged;
}

/** The life data of one asset observed from `observedFrom` (epoch ms) until `now`. */
export function buildFailureHistory(
  observedFrom: number,
  breakdowns: readonly BreakdownSpan[],
  now: number,
): AssetFailureHistory {
  const events = mergeSpans(breakdowns.filter((b) => b.start <= now));
  let cursor = Math.min(observedFrom, events[0]?.start ?? observedFrom);
  let operating = 0;
  const failure_intervals: number[] = [];
  const cumulative_failure_hours: number[] = [];
  let down_now = false;
  for (const event of events) {
    const up = Math.max(0, (event.start - cursor) / MS_PER_HOUR);
    operating += up;
    if (up > 0) failure_intervals.push(up);
    cumulative_failure_hours.push(operating);
    if (event.end === null || event.end > now) {
      down_now = true;
      break;
    }
    cursor = event.end;
  }
  let censored_interval: number | null = null;
  if (!down_now) {
    const running = Math.max(0, (now - cursor) / MS_PER_HOUR);
    operating += running;
    censored_interval = running > 0 ? running : null;
  }
  return {
    failure_count: events.length,
    failure_intervals,
    censored_interval,
    cumulative_failure_hours,
    total_operating_hours: operating,
    age_hours: censored_interval ?? 0,
    down_now,
    failure_starts: events.map((e) => e.start),
  };
}

/** The end of a breakdown's repair from its stored fields; null while it is still running. */
export function breakdownSpan(
  startMs: number,
  endMs: number | null,
  downtimeHours: number | null,
): BreakdownSpan {
  if (endMs !== null) return { start: startMs, end: endMs };
  if (downtimeHours !== null) return { start: startMs, end: startMs + downtimeHours * MS_PER_HOUR };
  return { start: startMs, end: null };
}
