import { expect, test } from '@playwright/test';
import {
  ADMIN,
  accountMenu,
  signInThroughApi,
  signInThroughForm,
  submitSignIn,
  waitForScreen,
} from '../support/auth';
import { PROTECTED_SCREENS } from '../support/routes';

test.describe('sign-in', () => {
  test('signs in as the bootstrap admin and lands on the dashboard', async ({ page }) => {
    await signInThroughForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Signed in successfully')).toBeVisible();
    await expect(page.getByText(/^Welcome back, /)).toBeVisible();
    // The toast rises from the bottom, clear of the header's counters, bell and menu.
    const toast = await page.getByText('Signed in successfully').boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(toast && header && toast.y > header.y + header.height).toBe(true);
  });

  test('a protected URL while signed out goes to /auth and back after sign-in', async ({ page }) => {
    await page.goto('/work-orders?status=pending');
    await expect(page).toHaveURL('/auth?redirect=%2Fwork-orders%3Fstatus%3Dpending');
    await submitSignIn(page);
    await expect(page).toHaveURL('/work-orders?status=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();
  });

  test('a wrong password shows its message once, in the alert', async ({ page }) => {
    await page.goto('/auth');
    const submit = page.getByRole('button', { name: 'Access Dashboard' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill(ADMIN.email);
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await expect(submit).toBeEnabled();
    await submit.click();

    const alert = page.getByRole('alert').filter({ hasNotText: 'Signed in' });
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    await expect(page).toHaveURL('/auth');
    const message = (await alert.textContent())?.trim() ?? '';
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    await expect(page.getByText('Error', { exact: true })).toHaveCount(0);
  });

  test('a signed-in user visiting /auth is sent on', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/auth?redirect=%2Finventory');
    await expect(page).toHaveURL('/inventory');
  });

  test('signs out from the user menu', async ({ page }) => {
    await signInThroughForm(page);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByText('Signed out successfully')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth?redirect=%2Fdashboard');
  });

  test('the profile dialog saves the full name', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/dashboard');
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile' });
    await expect(dialog.getByLabel('Email')).toHaveValue(ADMIN.email);
    await dialog.getByLabel('Full name').fill('Morgan Admin');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Morgan Admin' })).toBeVisible();
  });
});

test.describe('screens', () => {
  test('the 404 page offers its links', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/dashboard');
    await waitForScreen(page);
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Browse Assets', '/assets'],
      ['Work Orders', '/work-orders'],
      ['Maintenance', '/maintenance'],
      ['Inventory', '/inventory'],
    ]) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/this/does/not/exist');
    await page.getByRole('link', { name: 'Browse Assets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Asset Management' })).toBeVisible();
  });

  test('a render error shows the Application Error screen', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/internal-simulation');
    await page.getByRole('button', { name: 'Simulate render error' }).click();

    await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible();
    await expect(page.locator('code').filter({ hasText: /^ERR-\d+-[0-9a-z]{6}$/ })).toBeVisible();
    await expect(page.getByText('/internal-simulation', { exact: true })).toBeVisible();
    await expect(page.getByText(/contact your administrator and quote the error ID/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    // The shell survives: only the screen is replaced.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Simulation' })).toBeVisible();

    await page.getByRole('button', { name: 'Simulate render error' }).click();
    await page.getByRole('link', { name: 'Go to Dashboard', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('every second route of a screen answers with its screen', async ({ page }) => {
    await signInThroughApi(page);
    // Each screen's main route is opened from its address, and its heading awaited, by the accessibility
    // scans (a11y.spec.ts, in both themes); a page load costs ~2 s here, so this one opens the aliases.
    for (const { path, heading } of PROTECTED_SCREENS.filter((screen) => screen.aliasOf)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
    await page.goto('/assets/abc/analysis');
    await expect(page).toHaveURL('/assets/abc');
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('preferences', () => {
  test('the theme choice survives a reload without a flash', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/settings');
    await page.getByRole('radio', { name: /Dark/ }).check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    // The theme script written into the page runs before the app (and under its Content-Security-
    // Policy): with the app's code held back, the page is dark as soon as it is parsed.
    await page.route('**/static/**', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.unroute('**/static/**');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked();

    await page.getByRole('button', { name: /^Theme: / }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('Ctrl+B collapses the sidebar and the state survives a reload', async ({ page, context }) => {
    await signInThroughApi(page);
    await page.goto('/dashboard');
    await waitForScreen(page);
    const trigger = page.getByRole('button', { name: 'Toggle sidebar' });
    const container = page.locator('[data-slot="sidebar-container"]');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(container).toHaveCSS('width', '256px');

    await page.keyboard.press('Control+b');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(container).toHaveCSS('width', '48px');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);

    await page.reload();
    await waitForScreen(page);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(container).toHaveCSS('width', '48px');

    // The icon rail still names each item, in a tooltip.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Work Orders' })
      .hover();
    await expect(page.getByRole('tooltip', { name: 'Work Orders' })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar is a drawer opened by the toggle button', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/dashboard');
    await waitForScreen(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(288, 0);

    await drawer.getByRole('link', { name: 'Work Orders' }).click();
    await expect(page).toHaveURL('/work-orders');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();

    // Nothing overflows sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
