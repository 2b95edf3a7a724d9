/**
 * The top bar's place for the counters of spec §1 (operational assets, critical breakdowns, a
 * list count). They come from GET /api/dashboard, which the analytics module provides; until then
 * nothing is shown rather than made-up numbers.
 */
export function HeaderCounters() {
  return null;
}
