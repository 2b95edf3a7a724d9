import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInThroughApi, waitForScreen } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { LIST_SCREENS, seedLists } from '../support/lists';
import { adminApi } from '../support/people';
import { PROTECTED_SCREENS, PUBLIC_SCREENS } from '../support/routes';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

async function newPage(browser: Browser, theme: Theme): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript((value) => window.localStorage.setItem('plantwise-theme', value), theme);
  return context.newPage();
}

/** Opens a screen and waits until it has its heading and its data requests have settled. */
async function openScreen(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  // A screen's first visit loads its chunks: seconds more on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

async function expectScreenAccessible(page: Page, path: string, heading: string | RegExp) {
  await openScreen(page, path, heading);
  expect(await seriousViolations(page), `${path}`).toEqual([]);
}

for (const theme of THEMES) {
  test.describe(`accessibility (${theme})`, () => {
    test('public screens', async ({ browser }) => {
      const page = await newPage(browser, theme);
      for (const { path, heading } of PUBLIC_SCREENS) {
        await expectScreenAccessible(page, path, heading);
      }
      await page.context().close();
    });

    test('sign-in page with an error', async ({ browser }) => {
      const page = await newPage(browser, theme);
      await page.goto('/auth');
      await page.getByLabel('Email').fill('nobody@plantwise.test');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    test('every protected screen as admin', async ({ browser }) => {
      test.setTimeout(240_000);
      const page = await newPage(browser, theme);
      await signInThroughApi(page);
      // Also where each screen's own route is proven to answer with its heading (shell.spec.ts opens the
      // aliases only).
      for (const { path, heading } of PROTECTED_SCREENS.filter((screen) => !screen.aliasOf)) {
        await openScreen(page, path, heading);
        // Soft: one run reports the violations of every screen, each labelled with its path.
        expect.soft(await seriousViolations(page), path).toEqual([]);
      }
      await page.context().close();
    });

    test('open menus, dialogs and the error screen', async ({ browser }) => {
      const page = await newPage(browser, theme);
      await signInThroughApi(page);
      await page.goto('/dashboard');
      await waitForScreen(page);

      await page.getByRole('button', { name: /^Account menu for / }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await seriousViolations(page), 'user menu').toEqual([]);

      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
      expect(await seriousViolations(page), 'profile dialog').toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Theme: / }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await seriousViolations(page), 'theme menu').toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/internal-simulation');
      await page.getByRole('button', { name: 'Simulate render error' }).click();
      await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible();
      expect(await seriousViolations(page), 'error screen').toEqual([]);
      await page.context().close();
    });

    test('a completion dialog with its errors, a low-stock badge and the unread count, on a phone', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await newPage(browser, theme);
      await page.setViewportSize({ width: 390, height: 844 });
      const session = await signInThroughApi(page);
      const headers = { 'X-Requested-With': 'plantwise' };
      const suffix = `${theme}${Date.now().toString(36)}`.toUpperCase();
      const asset = await page.request.post('/api/assets', {
        data: { asset_id: `A11Y-${suffix}`, asset_name: `Conveyor ${suffix}`, location: 'Line 1' },
        headers,
      });
      expect(asset.status(), await asset.text()).toBe(201);
      const low = await page.request.post('/api/inventory', {
        data: {
          item_id: `LOW-${suffix}`,
          item_name: `Belt ${suffix}`,
          quantity_in_stock: 1,
          min_stock_level: 5,
        },
        headers,
      });
      expect(low.status(), await low.text()).toBe(201);
      const order = await page.request.post('/api/work-orders', {
        data: {
          title: `Tension belt ${suffix}`,
          asset_id: (await asset.json()).id,
          assigned_to: session.user.id,
          checklist: [{ id: 't', text: 'Belt tension', required: true, expected: '8–10 mm' }],
        },
        headers,
      });
      expect(order.status(), await order.text()).toBe(201);
      const { id } = await order.json();
      expect((await page.request.post(`/api/work-orders/${id}/start`, { headers })).status()).toBe(200);
      // An unread notification, so the bell shows its count.
      await page.request.post('/api/notifications/test', { headers });

      await page.goto(`/inventory?highlight=${(await low.json()).id}`);
      await waitForScreen(page);
      await expect(page.getByText('Low Stock').first()).toBeVisible();
      expect(await seriousViolations(page), 'low-stock badge and bell').toEqual([]);

      await page.goto(`/work-orders?highlight=${id}`);
      const sheet = page.getByRole('dialog', { name: new RegExp(`Tension belt ${suffix}`) });
      await sheet.getByRole('button', { name: 'Complete' }).click();
      const dialog = page.getByRole('dialog', { name: /^Complete WO-/ });
      await dialog.getByLabel('Measured value for step 1').fill('14');
      await dialog.getByRole('button', { name: 'Complete work order' }).click();
      await expect(dialog.getByText('Checklist step not recorded: Belt tension')).toBeVisible();
      expect(await seriousViolations(page), 'completion dialog with errors').toEqual([]);
      await page.context().close();
    });

    test('mobile drawer', async ({ browser }) => {
      const page = await newPage(browser, theme);
      await page.setViewportSize({ width: 390, height: 844 });
      await signInThroughApi(page);
      await page.goto('/dashboard');
      await waitForScreen(page);
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
      expect(await seriousViolations(page), 'mobile drawer').toEqual([]);
      await page.context().close();
    });
  });
}

// The lists are cards on a phone; their colours, names and roles are scanned there too, with
// rows on every list so that the cards themselves are scanned.
test.describe('accessibility of the lists at 390 px', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await seedLists(test.info().project.use.baseURL as string);
  });

  for (const theme of THEMES) {
    test(`every list screen as cards (${theme})`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
      });
      await context.addInitScript((value) => window.localStorage.setItem('plantwise-theme', value), theme);
      const page = await context.newPage();
      await signInThroughApi(page);
      for (const { path, heading, list } of LIST_SCREENS) {
        await openScreen(page, path, heading);
        await expect(page.getByRole('list', { name: list }).getByRole('article').first()).toBeVisible();
        expect.soft(await seriousViolations(page), `${path} at 390 px`).toEqual([]);
      }
      await context.close();
    });
  }
});

// The maintenance month's colours (done, overdue, due soon, scheduled, today) on both layouts and in
// both themes: the month grid with its legend from 1440 px, the agenda by day on a phone.
test.describe('accessibility of the maintenance calendar and agenda', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    const suffix = Date.now().toString(36).toUpperCase();
    const asset = await admin.post('/api/assets', {
      data: { asset_id: `CAL-${suffix}`, asset_name: `Calendar conveyor ${suffix}`, location: 'Line 2' },
    });
    expect(asset.status(), await asset.text()).toBe(201);
    const assetId = (await asset.json()).id as string;
    // Each state on today's date where the clock allows, so the month on screen holds it.
    const now = Date.now();
    const endOfToday = new Date(new Date(now).setHours(23, 59, 0, 0)).getTime();
    const task = async (title: string, at: number) => {
      const response = await admin.post('/api/maintenance-tasks', {
        data: { title: `${title} ${suffix}`, asset_id: assetId, next_due_date: new Date(at).toISOString() },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()).id as string;
    };
    await task('Overdue belt check', now - 60_000);
    await task('Due soon guard check', Math.min(now + 2 * 3_600_000, endOfToday));
    await task('Scheduled gearbox oil check', now + 8 * 86_400_000);
    const done = await task('Done seal check', now - 120_000);
    const completed = await admin.post(`/api/maintenance-tasks/${done}/complete`, {
      data: {
        hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    await admin.dispose();
  });

  for (const theme of THEMES) {
    for (const width of [390, 1440]) {
      test(`the month at ${width} px (${theme})`, async ({ browser }) => {
        test.setTimeout(90_000);
        const phone = width < 768;
        const context = await browser.newContext({
          baseURL: test.info().project.use.baseURL,
          viewport: { width, height: phone ? 844 : 900 },
          isMobile: phone,
          hasTouch: phone,
          reducedMotion: 'reduce',
        });
        await context.addInitScript((value) => window.localStorage.setItem('plantwise-theme', value), theme);
        const page = await context.newPage();
        await signInThroughApi(page);
        await page.goto('/maintenance');
        // The first screen of a new context loads the app's chunks: slow on a busy machine.
        await expect(page.getByRole('heading', { level: 1, name: 'Maintenance Overview' })).toBeVisible({
          timeout: 30_000,
        });
        await page.waitForLoadState('networkidle');
        const month = page.getByRole('list', {
          name: phone ? /^Maintenance agenda/ : /^Maintenance calendar/,
        });
        await expect(
          month.getByRole('link', { name: /^Overdue: .*Overdue belt check/ }).first(),
        ).toBeVisible();
        await expect(month.getByRole('link', { name: /^Done: .*Done seal check/ }).first()).toBeVisible();
        if (!phone) await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
        expect(await seriousViolations(page), `/maintenance at ${width} px (${theme})`).toEqual([]);
        await context.close();
      });
    }
  }
});
