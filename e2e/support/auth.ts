import type { SessionResponse } from '@plantwise/domain';
import { expect, type Page } from '@playwright/test';

/** The bootstrap administrator that scripts/e2e-server.mjs creates on its fresh database. */
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@plantwise.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin-pass-123',
};

/** Fills and submits the sign-in form of the page currently showing /auth. */
export async function submitSignIn(page: Page, credentials = ADMIN) {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
}

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signInThroughForm(page: Page, credentials = ADMIN) {
  await page.goto('/auth');
  await submitSignIn(page, credentials);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in with the API (no UI), sharing the session cookie with the page's context. */
export async function signInThroughApi(page: Page, credentials = ADMIN): Promise<SessionResponse> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: credentials,
    headers: { 'X-Requested-With': 'plantwise' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SessionResponse;
}

/** The user menu button in the top bar. */
export function accountMenu(page: Page) {
  return page.getByRole('button', { name: /^Account menu for / });
}

/** Waits until a screen has rendered its heading (the lazy page chunk has loaded). */
export async function waitForScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
