import {
  type AssignBreakdownBody,
  type Breakdown,
  breakdownSchema,
  type CancelBreakdownBody,
  type CleanupRow,
  type CompleteBreakdownBody,
  cleanupResultSchema,
  type UpdateBreakdownBody,
} from '@plantwise/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { breakdownKeys } from './query-keys';

export function updateBreakdown({ id, body }: { id: string; body: UpdateBreakdownBody }): Promise<Breakdown> {
  return api.patch(`/api/breakdowns/${id}`, body, { schema: breakdownSchema });
}

export function assignBreakdown({ id, body }: { id: string; body: AssignBreakdownBody }): Promise<Breakdown> {
  return api.post(`/api/breakdowns/${id}/assign`, body, { schema: breakdownSchema });
}

export function stopBreakdownClock(id: string): Promise<Breakdown> {
  return api.post(`/api/breakdowns/${id}/stop`, undefined, { schema: breakdownSchema });
}

export function cancelBreakdown({ id, body }: { id: string; body: CancelBreakdownBody }): Promise<Breakdown> {
  return api.post(`/api/breakdowns/${id}/cancel`, body, { schema: breakdownSchema });
}

export function completeBreakdown({
  id,
  body,
}: {
  id: string;
  body: CompleteBreakdownBody;
}): Promise<Breakdown> {
  return api.post(`/api/breakdowns/${id}/complete`, body, { schema: breakdownSchema });
}

export function deleteBreakdown(id: string): Promise<CleanupRow[]> {
  return api.delete(`/api/breakdowns/${id}`, { schema: cleanupResultSchema });
}

/** After a change: the answer is the new state of the breakdown; lists, counts and its timeline refetch (by the realtime event when the socket is open). */
function settle(queryClient: QueryClient, breakdown: Breakdown) {
  queryClient.setQueryData(breakdownKeys.detail(breakdown.id), breakdown);
  return refreshUnlessLive(queryClient, breakdownKeys.all);
}

export function useUpdateBreakdown() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBreakdown, onSuccess: (b) => settle(queryClient, b) });
}

export function useAssignBreakdown() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignBreakdown, onSuccess: (b) => settle(queryClient, b) });
}

export function useStopBreakdownClock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: stopBreakdownClock, onSuccess: (b) => settle(queryClient, b) });
}

export function useCancelBreakdown() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBreakdown, onSuccess: (b) => settle(queryClient, b) });
}

export function useCompleteBreakdown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeBreakdown,
    onSuccess: (b) => settle(queryClient, b),
    // A refused completion is recorded on the server and shows in the timeline.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: breakdownKeys.history(id) }),
  });
}

export function useDeleteBreakdown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBreakdown,
    onSuccess: (_rows, id) => {
      queryClient.removeQueries({ queryKey: breakdownKeys.detail(id) });
      queryClient.removeQueries({ queryKey: breakdownKeys.history(id) });
      return refreshUnlessLive(queryClient, breakdownKeys.lists(), breakdownKeys.counts());
    },
  });
}
