import { type TestNotificationResponse, testNotificationResponseSchema } from '@plantwise/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The spec's send-notification test (POST /api/notifications/test, admins): a breakdown alert to oneself. */
export function sendTestBreakdownNotification(): Promise<TestNotificationResponse> {
  return api.post(
    '/api/notifications/test',
    { notification_type: 'asset_breakdown', urgency: 'high' },
    { schema: testNotificationResponseSchema },
  );
}

export function useSendTestBreakdownNotification() {
  return useMutation({ mutationFn: sendTestBreakdownNotification });
}
