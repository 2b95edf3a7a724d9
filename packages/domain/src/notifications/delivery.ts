import type { NOTIFICATION_FREQUENCIES, NOTIFICATION_TYPES, URGENCIES } from '../common/enums';
import type { NoticeKind } from './notification.schema';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];
type Urgency = (typeof URGENCIES)[number];
type Frequency = (typeof NOTIFICATION_FREQUENCIES)[number];

export interface PreferenceSettings {
  enabled: boolean;
  email_enabled: boolean;
  frequency: Frequency;
}

/**
 * What a user gets for a type they never configured: the in-app notification, no e-mail
 * (spec §3: frequency defaults to immediate; e-mail is opted into per type).
 */
export const DEFAULT_NOTIFICATION_PREFERENCE: PreferenceSettings = {
  enabled: true,
  email_enabled: false,
  frequency: 'immediate',
};

export interface DeliveryPlan {
  in_app: boolean;
  email: 'none' | Frequency;
}

/** How one queued notification reaches its recipient, from their preference for its type. */
export function planDelivery(preference: PreferenceSettings | null | undefined): DeliveryPlan {
  const settings = preference ?? DEFAULT_NOTIFICATION_PREFERENCE;
  if (!settings.enabled) return { in_app: false, email: 'none' };
  return { in_app: true, email: settings.email_enabled ? settings.frequency : 'none' };
}

/** The bell's kind of a queued notification: critical is an error, high a warning, completions a success. */
export function noticeKindFor(type: NotificationType, urgency: Urgency): NoticeKind {
  if (urgency === 'critical') return 'error';
  if (urgency === 'high') return 'warning';
  if (type === 'work_order_completed') return 'success';
  return 'info';
}

/**
 * High and critical notifications ask for attention: they stay in the panel until dismissed one by
 * one, and Clear all leaves them (spec §4 Notification lifecycle).
 */
export function isPersistentUrgency(urgency: Urgency): boolean {
  return urgency === 'high' || urgency === 'critical';
}

const ID_PATTERN = /^[0-9A-Za-z-]{1,64}$/;

function idOf(metadata: Record<string, unknown>, key: string): string | null {
  const value = metadata[key];
  return typeof value === 'string' && ID_PATTERN.test(value) ? value : null;
}

/**
 * The screen a notification's action link opens, from the ids in its metadata (the search result
 * links of spec §2), or null when it names nothing to open.
 */
export function notificationActionUrl(
  type: NotificationType,
  metadata: Record<string, unknown>,
): string | null {
  const breakdown = idOf(metadata, 'breakdown_id');
  if (breakdown) return `/reactive-maintenance?highlight=${breakdown}`;
  const task = idOf(metadata, 'maintenance_task_id');
  if (task) return `/maintenance?highlight=${task}`;
  const workOrder = idOf(metadata, 'work_order_id');
  if (workOrder) return `/work-orders?highlight=${workOrder}`;
  const item = idOf(metadata, 'inventory_item_id');
  if (item) return `/inventory?highlight=${item}`;
  if (type === 'low_stock') return '/inventory';
  if (type === 'glass_breakage') return '/compliance/glass?tab=incidents';
  const asset = idOf(metadata, 'asset_id');
  if (asset) return `/assets/${asset}`;
  if (idOf(metadata, 'webhook_id')) return '/settings/webhooks';
  return null;
}

/** Delivery attempts before a queued notification is given up as failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;
