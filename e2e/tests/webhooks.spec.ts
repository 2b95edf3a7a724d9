import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/auth';
import { fitsViewport, seriousViolations } from '../support/axe';
import { adminApi } from '../support/people';

/** A receiving system on this machine: it keeps each request and answers 200. */
async function startReceiver() {
  const received: Array<{ signature: string; body: string }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ signature: String(request.headers['plantwise-signature']), body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/plantwise`, received, close: () => server.close() };
}

// An admin adds a webhook in Settings, a breakdown is reported, the receiver gets it signed with the secret shown
// once, the delivery log says so, and Redeliver sends the same event again.
test('a webhook added in Settings receives a signed breakdown and can be sent it again', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const receiver = await startReceiver();
  const admin = await adminApi(baseURL ?? '');
  try {
    await signInThroughForm(page);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Manage webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByRole('textbox', { name: /^Address/ }).fill(receiver.url);
    await dialog.getByRole('checkbox', { name: /Breakdown reported/ }).check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    const shown = page.getByRole('dialog', { name: 'Webhook added' });
    await expect(shown.getByText('Copy this signing secret now. It will not be shown again.')).toBeVisible();
    const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page
      .getByRole('table', { name: 'Webhooks' })
      .getByRole('row', { name: new RegExp(receiver.url) });
    await expect(row).toContainText('Active');

    const asset = await admin.post('/api/assets', {
      data: { asset_id: `WH-${Date.now()}`, asset_name: 'Webhook filler' },
    });
    expect(asset.status()).toBe(201);
    const reported = await admin.post('/api/breakdowns', {
      data: { asset_id: (await asset.json()).id, title: 'Capper jammed', severity: 'high' },
    });
    expect(reported.status()).toBe(201);

    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const [first] = receiver.received;
    const event = JSON.parse(first.body);
    expect(event).toMatchObject({ type: 'breakdown.reported', data: { title: 'Capper jammed' } });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(first.signature) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${first.body}`).digest('hex'));

    await row.getByRole('button', { name: /^Deliveries of/ }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    const delivery = log.getByRole('row', { name: /Breakdown reported/ });
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('200');
    await delivery.getByRole('button', { name: /^Redeliver/ }).click();
    await expect(page.getByText('Event queued to send again')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    expect(JSON.parse(receiver.received[1].body).id).toBe(event.id);
    await expect(log.getByRole('row', { name: /Breakdown reported/ })).toHaveCount(2);
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click();
    await expect(page.getByText('Webhook deleted')).toBeVisible();
  } finally {
    receiver.close();
    await admin.dispose();
  }
});

test('the webhooks screen is a column of cards on a 390 px phone', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await signInThroughForm(page);
    await page.goto('/settings/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByRole('textbox', { name: /^Address/ }).fill('https://erp.example.com/plantwise');
    await dialog.getByRole('checkbox', { name: /Stock low/ }).check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(
      page.getByRole('button', { name: 'Deliveries of https://erp.example.com/plantwise' }),
    ).toBeInViewport();
    await expect(page.getByRole('table', { name: 'Webhooks' })).toHaveCount(0);
    expect(await fitsViewport(page)).toBe(true);
  } finally {
    await context.close();
  }
});
