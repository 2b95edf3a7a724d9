import {
  type Notification,
  type NotificationListResponse,
  notificationListResponseSchema,
  notificationSchema,
} from '@plantwise/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** The panel shows the newest notifications; the badge counts every unread one. */
export const NOTIFICATION_PANEL_LIMIT = 50;

export function getNotifications(signal?: AbortSignal): Promise<NotificationListResponse> {
  return api.get('/api/notifications', {
    query: { limit: NOTIFICATION_PANEL_LIMIT },
    schema: notificationListResponseSchema,
    signal,
  });
}

export function getNotification(id: string, signal?: AbortSignal): Promise<Notification> {
  return api.get(`/api/notifications/${encodeURIComponent(id)}`, { schema: notificationSchema, signal });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    // Realtime events keep it current; a refetch on focus is not needed (spec §7 cache defaults).
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
