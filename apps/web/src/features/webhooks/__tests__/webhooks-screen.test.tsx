import { WEBHOOK_MESSAGES, type Webhook, type WebhookDelivery } from '@plantwise/domain';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

configure({ asyncUtilTimeout: 10_000 });

const HOOK: Webhook = {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  url: 'https://erp.example.com/plantwise',
  events: ['breakdown.reported', 'work_order.completed'],
  active: true,
  created_at: '2026-01-02T09:00:00.000Z',
  updated_at: '2026-01-02T09:00:00.000Z',
  failing_since: null,
  switched_off_at: null,
  last_delivery_at: null,
};
const DELIVERY: WebhookDelivery = {
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  webhook_id: HOOK.id,
  event_id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
  event_type: 'breakdown.reported',
  status: 'failed',
  attempts: 8,
  response_status: 500,
  response_excerpt: 'Internal error',
  created_at: '2026-01-02T09:00:00.000Z',
  last_attempt_at: '2026-01-03T09:00:00.000Z',
  next_attempt_at: null,
  delivered_at: null,
  redelivery_of: null,
};
const SECRET = `whsec_${'A'.repeat(43)}`;

function webhooksApi(hooks: Webhook[], overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role: 'admin' }) }),
    'GET /api/webhooks': () => ({ body: { data: hooks, total: hooks.length } }),
    ...overrides,
  });
}

describe('Webhooks (/settings/webhooks)', () => {
  it('says how to start when there is none', async () => {
    webhooksApi([]);
    renderApp('/settings/webhooks');
    await expectVisibleText(WEBHOOK_MESSAGES.empty);
  });

  it('lists each webhook with its events and state; a switched-off one says so', async () => {
    webhooksApi([
      HOOK,
      {
        ...HOOK,
        id: '9b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
        url: 'https://old.example.com/x',
        active: false,
        switched_off_at: '2026-01-05T09:00:00.000Z',
      },
    ]);
    renderApp('/settings/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const row = within(table).getByText(HOOK.url).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeVisible();
    expect(within(row).getByText('Breakdown reported, Work order completed')).toBeVisible();
    const off = within(table).getByText('https://old.example.com/x').closest('tr') as HTMLElement;
    expect(within(off).getByText('Switched off')).toBeVisible();
    expect(within(off).getByRole('button', { name: 'Resume https://old.example.com/x' })).toBeVisible();
  });

  it('adds a webhook with the chosen events and shows its secret once', async () => {
    const { requests } = webhooksApi([], {
      'POST /api/webhooks': () => ({ status: 201, body: { ...HOOK, events: ['stock.low'], secret: SECRET } }),
    });
    const { user } = renderApp('/settings/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Address/ }), HOOK.url);
    await user.click(within(dialog).getByRole('checkbox', { name: /Stock low or out/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect((within(shown).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(SECRET);
    expect(within(shown).getByText(WEBHOOK_MESSAGES.shownOnce)).toBeVisible();
    const body = requests.find((r) => r.method === 'POST' && r.path === '/api/webhooks')?.body;
    expect(body).toEqual({ url: HOOK.url, events: ['stock.low'], active: true });
  });

  it('deletes only after confirmation', async () => {
    const { requests } = webhooksApi([HOOK], {
      [`DELETE /api/webhooks/${HOOK.id}`]: () => ({ body: { ok: true } }),
    });
    const { user } = renderApp('/settings/webhooks');
    await user.click(await screen.findByRole('button', { name: `Delete ${HOOK.url}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete webhook' }));
    await expectVisibleText('Webhook deleted');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('shows the delivery log and sends an event again', async () => {
    const { requests } = webhooksApi([HOOK], {
      [`GET /api/webhooks/${HOOK.id}/deliveries`]: () => ({ body: { data: [DELIVERY], total: 1 } }),
      [`POST /api/webhook-deliveries/${DELIVERY.id}/redeliver`]: () => ({
        status: 201,
        body: {
          ...DELIVERY,
          id: '4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6a7b',
          status: 'pending',
          attempts: 0,
          redelivery_of: DELIVERY.id,
        },
      }),
    });
    const { user } = renderApp('/settings/webhooks');
    await user.click(await screen.findByRole('button', { name: `Deliveries of ${HOOK.url}` }));
    const log = await screen.findByRole('dialog', { name: 'Delivery log' });
    const table = await within(log).findByRole('table', { name: 'Deliveries' });
    const row = within(table).getByText('Breakdown reported').closest('tr') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeVisible();
    expect(within(row).getByText('500')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: /^Redeliver/ }));
    await expectVisibleText('Event queued to send again');
    expect(
      requests.some(
        (r) => r.method === 'POST' && r.path === `/api/webhook-deliveries/${DELIVERY.id}/redeliver`,
      ),
    ).toBe(true);
  });
});
