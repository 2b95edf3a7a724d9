import { lazy, Suspense } from 'react';

// Loaded beside the shell rather than inside it: the counter brings the assets feature's API code.
const OperationalAssetsCounter = lazy(() =>
  import('@/features/assets').then((module) => ({ default: module.OperationalAssetsCounter })),
);

/**
 * The top bar's counters of spec §1: the green count of operational assets. The critical
 * breakdowns and list counts come with their modules; until then they are not shown rather than
 * made up.
 */
export function HeaderCounters() {
  return (
    <div className="flex items-center gap-1">
      <Suspense fallback={null}>
        <OperationalAssetsCounter />
      </Suspense>
    </div>
  );
}
