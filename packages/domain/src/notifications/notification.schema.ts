import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from '../common/api.schema';
import {
  DELIVERY_STATUSES,
  NOTICE_KINDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_TYPES,
  URGENCIES,
} from '../common/enums';

export const noticeKindSchema = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof noticeKindSchema>;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;
export const notificationFrequencySchema = z.enum(NOTIFICATION_FREQUENCIES);
export type NotificationFrequency = z.infer<typeof notificationFrequencySchema>;
export const urgencySchema = z.enum(URGENCIES);
export type Urgency = z.infer<typeof urgencySchema>;
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/** One entry of the in-app notification centre (the bell panel of spec §2). */
export const notificationSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  kind: noticeKindSchema,
  notification_type: notificationTypeSchema.nullable(),
  title: z.string(),
  message: z.string(),
  action_url: z.string().nullable(),
  /** Persistent notifications stay until dismissed one by one; Clear all leaves them (spec §4). */
  persistent: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema;
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** Newest first, with the caller's unread count for the bell's badge. */
export const notificationListResponseSchema = listResponseSchema(notificationSchema).extend({
  unread_count: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const markAllReadResponseSchema = z.object({ updated: z.number().int().min(0) });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;

/** Clear all removes only the non-persistent notifications; `kept` persistent ones remain. */
export const clearNotificationsResponseSchema = z.object({
  deleted: z.number().int().min(0),
  kept: z.number().int().min(0),
});
export type ClearNotificationsResponse = z.infer<typeof clearNotificationsResponseSchema>;

// ── Preferences (spec §3 user_notification_preferences) ────────────────────

export const notificationPreferenceSchema = z.object({
  notification_type: notificationTypeSchema,
  enabled: z.boolean(),
  email_enabled: z.boolean(),
  frequency: notificationFrequencySchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesResponseSchema = z.object({
  /** One entry per notification type; types never saved show the defaults. */
  data: z.array(notificationPreferenceSchema),
  total: z.number().int(),
  /** Where e-mail notifications go (the profile e-mail). */
  email: z.string(),
  full_name: z.string().nullable(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

export const updateNotificationPreferencesBodySchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1, 'At least one preference is required')
    .max(NOTIFICATION_TYPES.length)
    .refine(
      (items) => new Set(items.map((item) => item.notification_type)).size === items.length,
      'Each notification type may appear only once',
    ),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBodySchema>;

// ── Test notification (spec §7 send-notification, §8 'Test Notification Sent') ──

export const TEST_NOTIFICATION_SENT = 'Test Notification Sent';
export const TEST_NOTIFICATION_FAILED = 'Test Notification Failed';

export const testNotificationBodySchema = z.object({
  /** Who receives it; the calling administrator by default. */
  user_id: z.uuid().optional(),
  notification_type: notificationTypeSchema.default('system'),
  urgency: urgencySchema.default('medium'),
});
export type TestNotificationBody = z.input<typeof testNotificationBodySchema>;

export const deliveryOutcomeSchema = z.object({
  channel: notificationChannelSchema,
  delivery_status: deliveryStatusSchema,
  error: z.string().nullable(),
});
export type DeliveryOutcome = z.infer<typeof deliveryOutcomeSchema>;

export const testNotificationResponseSchema = z.object({
  message: z.literal(TEST_NOTIFICATION_SENT),
  queue_id: z.uuid(),
  notification_id: z.uuid().nullable(),
  deliveries: z.array(deliveryOutcomeSchema),
});
export type TestNotificationResponse = z.infer<typeof testNotificationResponseSchema>;

/** Labels of the notification types, for the preferences screen. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  asset_breakdown: 'Asset breakdowns',
  maintenance_due: 'Maintenance due',
  work_order_started: 'Work order started',
  low_stock: 'Low stock',
  work_order_completed: 'Work order completed',
  budget_threshold: 'Budget thresholds',
  system: 'System messages',
  assignment: 'Work assigned to me',
  awaiting_release: 'Assets awaiting hygiene release',
  missing_tool: 'Missing tools after work',
  glass_breakage: 'Glass and brittle plastic breakages',
};

export const NOTIFICATION_FREQUENCY_LABELS: Record<NotificationFrequency, string> = {
  immediate: 'Immediate',
  daily_digest: 'Daily digest',
};
