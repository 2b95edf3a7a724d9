import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth';
import { keptAssetOptionsQuery } from '@/features/breakdowns';
import { prefetchDueTasks } from '@/features/maintenance';
import { prefetchMyWorkOrders } from '@/features/work-orders';
import { keepWork } from '@/lib/offline/kept-work';
import { startOfflineQueue } from '@/lib/offline/runtime';

/**
 * Starts the signed-in person's offline machinery: their queue of changes (sent now if online), their
 * kept work (restored, then saved as it changes), and a fetch of their own work after sign-in and each
 * time the connection returns, so what they need is on the device before the signal goes.
 */
export function useOfflineBoot() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const owner = user?.id ?? null;

  useEffect(() => {
    if (!owner) return;
    startOfflineQueue(owner, queryClient);
    const kept = keepWork(owner, queryClient);
    const refresh = () => {
      if (!navigator.onLine) return;
      Promise.all([
        prefetchMyWorkOrders(queryClient, owner),
        prefetchDueTasks(queryClient),
        queryClient.prefetchQuery(keptAssetOptionsQuery()),
      ]).then(kept.save, () => undefined);
    };
    // The first fetch waits until the page is idle: the screen's own data and render come first on a
    // slow phone, and this work (a hundred assets and parts, written to the device) is for later.
    const first = whenIdle(refresh);
    window.addEventListener('online', refresh);
    return () => {
      first.cancel();
      window.removeEventListener('online', refresh);
      kept.stop();
    };
  }, [owner, queryClient]);
}

/** Runs `task` when the browser is idle (within 3 s at the latest), or soon where it cannot say. */
function whenIdle(task: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3_000 });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = window.setTimeout(task, 200);
  return { cancel: () => window.clearTimeout(handle) };
}
