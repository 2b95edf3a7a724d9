import {
  type NotificationPreferencesResponse,
  notificationPreferencesResponseSchema,
  type TestNotificationBody,
  type TestNotificationResponse,
  testNotificationResponseSchema,
  type UpdateNotificationPreferencesBody,
} from '@plantwise/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { notificationKeys } from './query-keys';

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferencesResponse> {
  return api.get('/api/notification-preferences', { schema: notificationPreferencesResponseSchema, signal });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

export function updateNotificationPreferences(
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferencesResponse> {
  return api.put('/api/notification-preferences', body, { schema: notificationPreferencesResponseSchema });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}

/** Admins: the spec's send-notification test (§7); the notification itself arrives over realtime. */
export function sendTestNotification(body: TestNotificationBody = {}): Promise<TestNotificationResponse> {
  return api.post('/api/notifications/test', body, { schema: testNotificationResponseSchema });
}

export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    onSuccess: () => refreshUnlessLive(queryClient, notificationKeys.all),
  });
}
