import { lazy, Suspense } from 'react';
import { CriticalBreakdownsCounter } from '@/features/breakdowns';

// Loaded beside the shell rather than inside it: the counter brings the assets feature's API code.
const OperationalAssetsCounter = lazy(() =>
  import('@/features/assets').then((module) => ({ default: module.OperationalAssetsCounter })),
);

/**
 * The top bar's counters of spec §1: the green count of operational assets and the red count of
 * critical breakdowns (shown only above zero). The list count comes with GET /api/dashboard, which
 * the analytics module provides; until then it is not shown rather than made up.
 */
export function HeaderCounters() {
  return (
    <div className="flex items-center gap-1">
      <Suspense fallback={null}>
        <OperationalAssetsCounter />
      </Suspense>
      <CriticalBreakdownsCounter />
    </div>
  );
}
