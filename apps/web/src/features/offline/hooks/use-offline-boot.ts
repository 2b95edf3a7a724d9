import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth';
import { keptAssetOptionsQuery } from '@/features/breakdowns';
import { prefetchDueTasks } from '@/features/maintenance';
import { prefetchMyWorkOrders } from '@/features/work-orders';
import { afterScreenSettles } from '@/lib/after-screen-settles';
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
    // The first fetch waits until the screen has settled: its own code, data and render come first on a
    // slow phone, and this work (a hundred assets and parts, written to the device) is for later.
    const first = afterScreenSettles(queryClient, refresh);
    window.addEventListener('online', refresh);
    return () => {
      first.cancel();
      window.removeEventListener('online', refresh);
      kept.stop();
    };
  }, [owner, queryClient]);
}
