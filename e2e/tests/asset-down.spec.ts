import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { adminApi } from '../support/people';
import { waitForRealtime } from '../support/realtime';

// A line stops: while its critical breakdown is active the asset reads "Down" everywhere (the register,
// its page, the header's operational count), and reads as before once the clock is stopped.

/** The header's green count, from its accessible name ("12 operational assets"). */
async function operationalCount(page: Page): Promise<number> {
  const link = page.getByRole('link', { name: /operational assets?$/ });
  await expect(link).toBeVisible();
  return Number.parseInt(((await link.getAttribute('aria-label')) ?? '').replace(/,/g, ''), 10);
}

test('an asset with an active line-stopped breakdown shows as down, then operational again', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL as string);
  const code = `LINE-${randomBytes(3).toString('hex').toUpperCase()}`;
  const created = await admin.post('/api/assets', { data: { asset_id: code, asset_name: `Filler ${code}` } });
  expect(created.status(), await created.text()).toBe(201);
  const asset = (await created.json()) as { id: string };

  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: 'admin@plantwise.test', password: 'Admin-pass-123' },
    headers: { 'X-Requested-With': 'plantwise' },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`/assets?q=${code}`);
  await waitForRealtime(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code, exact: true }) });
  await expect(row).toContainText('Operational');
  const before = await operationalCount(page);

  const reported = await admin.post('/api/breakdowns', {
    data: { asset_id: asset.id, title: 'Filler stopped: valve jammed', severity: 'critical' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const breakdown = (await reported.json()) as { id: string };

  // Heard live: no reload.
  await expect(row).toContainText('Down');
  await expect.poll(() => operationalCount(page)).toBe(before - 1);

  await page.getByRole('link', { name: code, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Filler ${code}`);
  await expect(page.getByText('Down', { exact: true }).first()).toBeVisible();

  const stopped = await admin.post(`/api/breakdowns/${breakdown.id}/stop`);
  expect(stopped.status(), await stopped.text()).toBe(200);
  await expect(page.getByText('Operational', { exact: true }).first()).toBeVisible();
  await expect.poll(() => operationalCount(page)).toBe(before);
  await admin.dispose();
});
