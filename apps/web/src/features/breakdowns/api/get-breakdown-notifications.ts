import { breakdownNotificationSchema, listResponseSchema } from '@plantwise/domain';
import { api } from '@/lib/api-client';

const notificationListSchema = listResponseSchema(breakdownNotificationSchema);

/** notification_history of a breakdown (spec §7), read by the delivery status checks. */
export function getBreakdownNotifications(id: string, signal?: AbortSignal) {
  return api.get(`/api/breakdowns/${id}/notifications`, { schema: notificationListSchema, signal });
}
