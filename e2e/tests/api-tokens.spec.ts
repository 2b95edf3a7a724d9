import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/auth';
import { fitsViewport, seriousViolations } from '../support/axe';

// A person makes a token in Settings, a script uses it (no cookie, only the bearer header), and once it is
// revoked the same call is refused.
test('a token made in Settings lets a script list work orders until it is revoked', async ({
  page,
  request,
}) => {
  test.slow();
  await signInThroughForm(page);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Manage API tokens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API token' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('E2E work order export');
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Token "E2E work order export" created' });
  await expect(shown.getByText('Copy this token now. It will not be shown again.')).toBeVisible();
  const tokenBox = shown.getByRole('textbox', { name: 'Your new API token' });
  await expect(tokenBox).toHaveValue(/^pw_[\w-]{43}$/);
  const token = await tokenBox.inputValue();
  expect(await seriousViolations(page)).toEqual([]);
  await shown.getByRole('button', { name: 'Done' }).click();

  const list = page.getByRole('table', { name: 'Your API tokens' });
  const row = list.getByRole('row', { name: /E2E work order export/ });
  await expect(row).toContainText('Read only');
  // Last used and Expires both read "Never".
  await expect(row).toContainText(/Never.*Never/);

  // The script: Playwright's request fixture shares no cookie with the page.
  const bearer = { Authorization: `Bearer ${token}` };
  const listed = await request.get('/api/work-orders', { headers: bearer });
  expect(listed.status(), await listed.text()).toBe(200);
  expect(listed.headers()['ratelimit-limit']).toBe('600');
  expect(await listed.json()).toMatchObject({ data: expect.any(Array), total: expect.any(Number) });
  const inAddress = await request.get(`/api/work-orders?access_token=${token}`);
  expect(inAddress.status()).toBe(400);

  // Its last use shows without a reload (the change event of the token's row).
  await expect(row).toContainText('Just now');

  await row.getByRole('button', { name: 'Revoke E2E work order export' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('Token "E2E work order export" revoked')).toBeVisible();

  const refused = await request.get('/api/work-orders', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe('invalid_token');
});

test('the tokens screen is a column of cards on a 390 px phone', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await signInThroughForm(page);
    await page.goto('/settings/api-tokens');
    await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Phone check');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Revoke Phone check' }).first()).toBeInViewport();
    await expect(page.getByRole('table', { name: 'Your API tokens' })).toHaveCount(0);
    expect(await fitsViewport(page)).toBe(true);
  } finally {
    await context.close();
  }
});
