import { z } from 'zod';
import { pageQuerySchema } from '../common/api.schema';

/**
 * Signed webhooks (docs/decisions/webhooks.md): an admin registers an address and the events it wants; each event
 * is POSTed there as `{ id, type, created_at, data }`, signed with the endpoint's secret.
 * `purchase_order.approved` (DESIGN §7) is left out: Plantwise has no purchase orders yet.
 */
export const WEBHOOK_EVENTS = [
  'breakdown.reported',
  'breakdown.completed',
  'work_order.created',
  'work_order.completed',
  'maintenance.due',
  'stock.low',
  'record.signed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'breakdown.reported': 'Breakdown reported',
  'breakdown.completed': 'Breakdown completed',
  'work_order.created': 'Work order created',
  'work_order.completed': 'Work order completed',
  'maintenance.due': 'Maintenance due or overdue',
  'stock.low': 'Stock low or out',
  'record.signed': 'Record signed',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Waiting to send',
  succeeded: 'Delivered',
  failed: 'Failed',
};

/** How the delivery log names a delivery's state: a pending one that has failed before is being retried. */
export function webhookDeliveryStateLabel(delivery: {
  status: WebhookDeliveryStatus;
  attempts: number;
}): string {
  return delivery.status === 'pending' && delivery.attempts > 0
    ? 'Retrying'
    : WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status];
}

/** Every secret starts with this, so a leaked one is recognisable. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the address that receives the events',
  urlTooLong: `Keep the address to ${WEBHOOK_URL_MAX} characters`,
  eventsRequired: 'Choose at least one event',
  shownOnce: 'Copy this signing secret now. It will not be shown again.',
  empty: 'No webhooks yet — add one to send events to another system as they happen',
  deliveriesEmpty: 'Nothing sent to this webhook yet',
  switchedOff: 'Switched off after 3 days of failed deliveries',
  paused: 'Paused',
  inactive: 'Resume this webhook before sending to it again',
  deleteConfirm: 'Delete this webhook? Events stop going to this address and its delivery log is removed.',
} as const;

/** A webhook as admins see it: never its secret, which is shown once when it is made. */
export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The first failure since the last delivered event; null while deliveries succeed. */
  failing_since: z.string().nullable(),
  /** When it was switched off for failing 3 days; null when it is on or an admin paused it. */
  switched_off_at: z.string().nullable(),
  last_delivery_at: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer of a create: the webhook and, this once, its signing secret. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

const urlField = z
  .string()
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong);
const eventsField = z.array(webhookEventSchema).min(1, WEBHOOK_MESSAGES.eventsRequired);

/** The chosen events once each, in the list's order (how they are stored and shown). */
export function normaliseWebhookEvents(events: readonly WebhookEvent[]): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((event) => events.includes(event));
}

export const createWebhookBodySchema = z.object({
  url: urlField,
  events: eventsField,
  active: z.boolean().default(true),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;
/** The form's values before parsing (active may be left out). */
export type CreateWebhookInput = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z
  .object({ url: urlField, events: eventsField, active: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send url, events or active' });
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const webhookListQuerySchema = pageQuerySchema;

/** One event sent (or being sent) to one webhook, as the delivery log shows it. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  webhook_id: z.uuid(),
  event_id: z.uuid(),
  event_type: webhookEventSchema,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  /** The start of the receiver's answer, or why nothing was answered (a timeout, a refused address). */
  response_excerpt: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** The delivery this one sends again, for a redelivery. */
  redelivery_of: z.uuid().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = pageQuerySchema;

/** The JSON body every delivery POSTs. */
export interface WebhookBody<T = Record<string, unknown>> {
  id: string;
  type: WebhookEvent;
  created_at: string;
  data: T;
}
