import {
  type ClearNotificationsResponse,
  clearNotificationsResponseSchema,
  type MarkAllReadResponse,
  markAllReadResponseSchema,
  type Notification,
  type NotificationListResponse,
  notificationSchema,
} from '@plantwise/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { notificationKeys } from './query-keys';

export function markNotificationRead(id: string): Promise<Notification> {
  return api.post(`/api/notifications/${encodeURIComponent(id)}/read`, undefined, {
    schema: notificationSchema,
  });
}

export function markAllNotificationsRead(): Promise<MarkAllReadResponse> {
  return api.post('/api/notifications/read-all', undefined, { schema: markAllReadResponseSchema });
}

export function dismissNotification(id: string): Promise<{ ok: true }> {
  return api.delete(`/api/notifications/${encodeURIComponent(id)}`);
}

export function clearNotifications(): Promise<ClearNotificationsResponse> {
  return api.delete('/api/notifications', { schema: clearNotificationsResponseSchema });
}

type ListUpdate = (list: NotificationListResponse) => NotificationListResponse;

/**
 * Applies the change to the cached list at once (the panel reacts without waiting), and puts the
 * old list back if the server refuses. The server's answer and its realtime event then refetch.
 */
function useOptimisticMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  update: (variables: TVariables) => ListUpdate,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const previous = queryClient.getQueryData<NotificationListResponse>(notificationKeys.list());
      if (previous) queryClient.setQueryData(notificationKeys.list(), update(variables)(previous));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list(), context.previous);
    },
    onSettled: () => invalidateNotifications(queryClient),
  });
}

function invalidateNotifications(queryClient: QueryClient) {
  return refreshUnlessLive(queryClient, notificationKeys.all);
}

const now = () => new Date().toISOString();

export function useMarkNotificationRead() {
  return useOptimisticMutation(markNotificationRead, (id: string) => (list) => {
    const target = list.data.find((n) => n.id === id);
    if (!target || target.read_at) return list;
    return {
      ...list,
      unread_count: Math.max(0, list.unread_count - 1),
      data: list.data.map((n) => (n.id === id ? { ...n, read_at: now() } : n)),
    };
  });
}

export function useMarkAllNotificationsRead() {
  return useOptimisticMutation(markAllNotificationsRead, () => (list) => ({
    ...list,
    unread_count: 0,
    data: list.data.map((n) => (n.read_at ? n : { ...n, read_at: now() })),
  }));
}

export function useDismissNotification() {
  return useOptimisticMutation(dismissNotification, (id: string) => (list) => {
    const target = list.data.find((n) => n.id === id);
    if (!target) return list;
    return {
      data: list.data.filter((n) => n.id !== id),
      total: Math.max(0, list.total - 1),
      unread_count: target.read_at ? list.unread_count : Math.max(0, list.unread_count - 1),
    };
  });
}

/** Clear all (spec §4): only non-persistent notifications go; persistent ones stay. */
export function useClearNotifications() {
  return useOptimisticMutation(clearNotifications, () => (list) => {
    const kept = list.data.filter((n) => n.persistent);
    const removed = list.data.filter((n) => !n.persistent);
    return {
      data: kept,
      total: Math.max(0, list.total - removed.length),
      unread_count: Math.max(0, list.unread_count - removed.filter((n) => !n.read_at).length),
    };
  });
}
