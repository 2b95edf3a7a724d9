import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';

// Live updates: what happens in one browser shows in another without a reload (GET /api/realtime).
const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@plantwise.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin-pass-123',
};

/** A separate browser (own cookies, own session) signed in as the administrator, on the dashboard. */
async function openSignedIn(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-in', {
    data: ADMIN,
    headers: { 'X-Requested-With': 'plantwise' },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/dashboard');
  await expect(bell(page)).toBeVisible();
  return { context, page };
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
}

/** Sends the admin test notification from the Settings screen of `page`. */
async function sendTestNotification(page: Page) {
  await page.getByRole('button', { name: 'Send test notification' }).click();
  await expect(page.getByText('Test Notification Sent').first()).toBeVisible();
}

test.describe('realtime updates between browsers', () => {
  let first: { context: BrowserContext; page: Page };
  let second: { context: BrowserContext; page: Page };

  test.beforeEach(async ({ browser }) => {
    first = await openSignedIn(browser);
    second = await openSignedIn(browser);
    // Start from an empty bell: dismiss what earlier journeys left, persistent ones included
    // (a critical breakdown reported by another spec notifies the admin too).
    const headers = { 'X-Requested-With': 'plantwise' };
    const left = (await (await first.page.request.get('/api/notifications?limit=500')).json()) as {
      data: Array<{ id: string }>;
    };
    for (const { id } of left.data) await first.page.request.delete(`/api/notifications/${id}`, { headers });
    await expect(bell(first.page)).toHaveAccessibleName('Notifications');
    await expect(bell(second.page)).toHaveAccessibleName('Notifications');
  });

  test.afterEach(async () => {
    await first.context.close();
    await second.context.close();
  });

  test('a notification sent in one browser appears in the other without reload; the bell counts and clears', async () => {
    await first.page.goto('/settings');
    await sendTestNotification(first.page);
    await sendTestNotification(first.page);

    // The other browser was never reloaded: the bell counts both, and a toast announced them.
    await expect(bell(second.page)).toHaveAccessibleName('Notifications, 2 unread');
    await expect(second.page.getByRole('button', { name: 'Notifications, 2 unread' })).toContainText('2');
    await expect(second.page.getByText('Test Notification').first()).toBeVisible();

    await bell(second.page).click();
    const panel = second.page.getByRole('list', { name: 'Notification list' });
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByText('Just now').first()).toBeVisible();
    const axe = await new AxeBuilder({ page: second.page })
      .include('[data-slot="popover-content"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

    await second.page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell(second.page)).toHaveAccessibleName('Notifications');
    // Marking read in one browser clears the badge in the other too.
    await expect(bell(first.page)).toHaveAccessibleName('Notifications');

    await second.page.getByRole('button', { name: 'Clear all' }).click();
    await second.page.getByRole('button', { name: 'Clear notifications' }).click();
    await expect(second.page.getByText('No notifications')).toBeVisible();

    await bell(first.page).click();
    await expect(first.page.getByText('No notifications')).toBeVisible();
  });

  test('a profile rename in one browser shows in the other’s user menu without reload', async () => {
    const original = (await (await first.page.request.get('/api/profile')).json()) as {
      full_name: string | null;
    };
    const rename = (full_name: string) =>
      first.page.request.patch('/api/profile', {
        data: { full_name },
        headers: { 'X-Requested-With': 'plantwise' },
      });
    const name = `Admin ${Date.now().toString(36)}`;
    try {
      expect((await rename(name)).status()).toBe(200);
      await expect(second.page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    } finally {
      if (original.full_name) await rename(original.full_name);
    }
  });
});
