import type { Webhook, WebhookDelivery, WebhookEvent } from '@plantwise/domain';
import type { DeliveryRow, WebhookRow } from './webhooks.queries';

export function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    active: row.active,
    created_at: row.created_at,
    updated_at: row.updated_at,
    failing_since: row.failing_since,
    switched_off_at: row.switched_off_at,
    last_delivery_at: row.last_delivery_at,
  };
}

export function toWebhookDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    response_status: row.response_status,
    response_excerpt: row.response_excerpt,
    created_at: row.created_at,
    last_attempt_at: row.last_attempt_at,
    // A claimed delivery's lease is not a plan: only a pending one has a next attempt to show.
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    delivered_at: row.delivered_at,
    redelivery_of: row.redelivery_of,
  };
}
