import type { QueryClient } from '@tanstack/react-query';

/** The first screen's code and data have started loading within this time after the page's load event. */
const SCREEN_START_MS = 1_000;
/** A screen that never stops fetching (a live list refetching) does not hold the device's copy back longer. */
const SETTLE_LIMIT_MS = 8_000;

/**
 * Runs `task` once the page has loaded, the screen has fetched what it shows and the browser is idle. An idle
 * moment alone came between two of the screen's own chunks, and the kept work's answers were then parsed and
 * written while the screen was still rendering its first data.
 */
export function afterScreenSettles(queryClient: QueryClient, task: () => void): { cancel: () => void } {
  const cleanups: Array<() => void> = [];
  const later = (run: () => void, ms: number) => {
    const handle = window.setTimeout(run, ms);
    cleanups.push(() => window.clearTimeout(handle));
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback !== 'function') {
      later(task, 0);
      return;
    }
    const handle = window.requestIdleCallback(task, { timeout: 3_000 });
    cleanups.push(() => window.cancelIdleCallback(handle));
  };
  const whenNothingFetching = () => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      unsubscribe();
      whenIdle();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) go();
    });
    cleanups.push(unsubscribe);
    if (queryClient.isFetching() === 0) go();
    else later(go, SETTLE_LIMIT_MS);
  };
  const afterLoad = () => later(whenNothingFetching, SCREEN_START_MS);
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cleanups.push(() => window.removeEventListener('load', afterLoad));
  }
  return {
    cancel: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}
