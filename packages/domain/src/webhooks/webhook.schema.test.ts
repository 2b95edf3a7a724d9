import { describe, expect, it } from 'vitest';
import {
  createWebhookBodySchema,
  normaliseWebhookEvents,
  WEBHOOK_MESSAGES,
  webhookDeliveryStateLabel,
} from './webhook.schema';

describe('webhook contracts', () => {
  it('keeps each chosen event once, in the list order', () => {
    expect(normaliseWebhookEvents(['stock.low', 'breakdown.reported', 'stock.low'])).toEqual([
      'breakdown.reported',
      'stock.low',
    ]);
  });

  it('refuses no events, and an event Plantwise does not send (no purchase orders yet)', () => {
    const none = createWebhookBodySchema.safeParse({ url: 'https://x.example/h', events: [] });
    expect(none.success ? null : none.error.issues[0].message).toBe(WEBHOOK_MESSAGES.eventsRequired);
    expect(
      createWebhookBodySchema.safeParse({ url: 'https://x.example/h', events: ['purchase_order.approved'] })
        .success,
    ).toBe(false);
  });

  it('names a pending delivery that has failed before "Retrying"', () => {
    expect(webhookDeliveryStateLabel({ status: 'pending', attempts: 0 })).toBe('Waiting to send');
    expect(webhookDeliveryStateLabel({ status: 'pending', attempts: 2 })).toBe('Retrying');
    expect(webhookDeliveryStateLabel({ status: 'succeeded', attempts: 1 })).toBe('Delivered');
    expect(webhookDeliveryStateLabel({ status: 'failed', attempts: 8 })).toBe('Failed');
  });
});
