import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React takes over a page rendered at build time (the sign-in page, scripts/prerender.mjs)
 * and true from the render after, or at once when nothing was prerendered. A screen whose first render
 * depends on what only the browser knows (the session) renders as the build did until then, so the
 * take-over finds the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
