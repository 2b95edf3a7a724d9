import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { LoadingSkeleton } from '@/components/query-state';

/** How far below the viewport a chart starts loading, so it is usually drawn before it is seen. */
const LOAD_AHEAD = '300px';

/**
 * A lazily imported chart (`lazy(() => import('./my-chart'))`) that loads and draws only when its place
 * comes near the viewport. recharts is about 100 KB of gzip and its first draw is the longest task of a
 * screen: on a phone the charts sit below the tiles and lists, so the screen is usable without them.
 * Without IntersectionObserver (tests, old browsers) the chart loads at once.
 */
export function DeferredChart({
  children,
  skeletonClassName = 'h-72',
  loadAhead = LOAD_AHEAD,
}: {
  children: ReactNode;
  /** The placeholder's height: the drawn chart's, so nothing moves when it arrives. */
  skeletonClassName?: string;
  /** How far below the viewport the chart starts loading; '0px' waits until its place is seen. */
  loadAhead?: string;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = placeholder.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: loadAhead },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, loadAhead]);

  const skeleton = <LoadingSkeleton label="Loading the chart" rows={1} rowClassName={skeletonClassName} />;
  if (!near) return <div ref={placeholder}>{skeleton}</div>;
  return <Suspense fallback={skeleton}>{children}</Suspense>;
}
