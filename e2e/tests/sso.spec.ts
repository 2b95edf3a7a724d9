import { SSO_MESSAGES } from '@plantwise/domain';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, accountMenu } from '../support/auth';
import { adminApi } from '../support/people';

/**
 * Single sign-on in a real browser against a real OpenID Connect provider, which scripts/e2e-server.mjs
 * starts beside the server (logins `admin`, `newcomer` and `stranger`; its own sign-in page takes any password).
 */

/** From the sign-in page, through the provider's own page, as `login`. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/auth');
  const plantwise = new URL(page.url()).origin;
  await page.getByRole('link', { name: 'Sign in with Test Login' }).click();
  // The provider's own page, on its own address.
  await page.waitForURL((url) => url.origin !== plantwise);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test.describe('single sign-on', () => {
  test('an existing account signs in at the provider and lands on the dashboard', async ({ page }) => {
    await signInAtProvider(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
    const session = await page.request.get('/api/auth/session');
    expect((await session.json()).user.email).toBe(ADMIN.email);
    await expect(accountMenu(page)).toBeVisible();
  });

  test('an invited person joins by signing in at the provider, with the invited role', async ({
    page,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL ?? '');
    const invited = await admin.post('/api/invitations', {
      data: { email: 'newcomer@plantwise.test', full_name: 'Nia Newcomer', role: 'technician' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    await admin.dispose();

    await signInAtProvider(page, 'newcomer');
    await expect(page).toHaveURL(/\/dashboard$/);
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session).toMatchObject({
      user: { email: 'newcomer@plantwise.test' },
      profile: { role: 'technician', full_name: 'Nia Newcomer' },
    });
  });

  test('an address with no account or invitation comes back to the sign-in page with the reason', async ({
    page,
  }) => {
    await signInAtProvider(page, 'stranger');
    await expect(page).toHaveURL(/\/auth\?sso_error=sso_no_account$/);
    await expect(page.getByRole('alert')).toHaveText(SSO_MESSAGES.sso_no_account);
    expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();
    // The password form is still there to use.
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  });
});
