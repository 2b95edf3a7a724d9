import { lazy, Suspense } from 'react';

// Loaded beside the shell rather than inside it: each counter brings its feature's API code.
const OperationalAssetsCounter = lazy(() =>
  import('@/features/assets').then((module) => ({ default: module.OperationalAssetsCounter })),
);
const AwaitingReleaseCounter = lazy(() =>
  import('@/features/assets').then((module) => ({ default: module.AwaitingReleaseCounter })),
);
const CriticalBreakdownsCounter = lazy(() =>
  import('@/features/breakdowns').then((module) => ({ default: module.CriticalBreakdownsCounter })),
);
const OpenWorkOrdersCounter = lazy(() =>
  import('@/features/work-orders').then((module) => ({ default: module.OpenWorkOrdersCounter })),
);

/**
 * The top bar's counters of spec §1: the green count of operational assets, the red count of critical
 * breakdowns (shown only above zero) and the blue count of open work orders; for those who may release
 * them, the amber count of food-contact assets awaiting their hygiene release (above zero; from a tablet up).
 */
export function HeaderCounters() {
  return (
    <div className="flex items-center gap-1">
      <Suspense fallback={null}>
        <OperationalAssetsCounter />
      </Suspense>
      <Suspense fallback={null}>
        <CriticalBreakdownsCounter />
      </Suspense>
      <Suspense fallback={null}>
        <OpenWorkOrdersCounter />
      </Suspense>
      {/* On a phone the bar has no room for a fourth counter (it would slide under the search button); the
          dashboard's first tile says it there. */}
      <div className="hidden sm:contents">
        <Suspense fallback={null}>
          <AwaitingReleaseCounter />
        </Suspense>
      </div>
    </div>
  );
}
