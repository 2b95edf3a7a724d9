import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signInThroughApi } from '../support/auth';

/** Every console error and uncaught error the page reports from now on (a failed take-over shows here). */
function pageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds the app's scripts back, as a slow phone network would, until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('delivery of the web app', () => {
  test('the sign-in page gets its JavaScript brotli-compressed and cached for a year', async ({ page }) => {
    const scripts: Array<{ url: string; headers: Record<string, string>; size: number }> = [];
    const bodies: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // A body still arriving when the test ends (the page prefetches ahead) is not a failure.
      bodies.push(
        response.body().then(
          (body) => {
            scripts.push({ url: response.url(), headers: response.headers(), size: body.length });
          },
          () => undefined,
        ),
      );
    });
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    await Promise.all(bodies);
    // The largest script: React and the app's core (the entry file itself only imports it).
    const main = scripts.reduce<(typeof scripts)[number] | undefined>(
      (largest, s) => (s.size > (largest?.size ?? 0) ? s : largest),
      undefined,
    );
    expect(main?.size, 'the main chunk was loaded').toBeGreaterThan(100_000);
    expect(main?.headers['content-encoding']).toBe('br');
    expect(main?.headers.vary).toContain('accept-encoding');
    expect(main?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Every script worth compressing, not only the main chunk (a few bytes may not shrink).
    const plain = scripts.filter((s) => s.size > 1024 && !s.headers['content-encoding']);
    expect(plain.map((s) => s.url)).toEqual([]);
  });
});

test.describe('the sign-in page before its script', () => {
  test('paints from the HTML, keeps what was typed meanwhile, fetches the dashboard ahead, then signs in', async ({
    page,
  }) => {
    const problems = pageErrors(page);
    const release = await holdScripts(page);

    const dashboardCode = page.waitForRequest(/\/static\/dashboard-[\w-]+\.js$/);
    await page.goto('/auth', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Plantwise');
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeDisabled();
    // The page's loading status is for pages that come empty, not this one.
    await expect(page.locator('.boot-status')).toBeHidden();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);

    release();
    // Taken over by the app: the button follows what the fields already held.
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeEnabled();
    // The dashboard's code is fetched ahead, while the visitor is still on the sign-in page.
    await dashboardCode;
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('a signed-in visitor opening the sign-in page goes on to the dashboard, without errors', async ({
  page,
}) => {
  const problems = pageErrors(page);
  await signInThroughApi(page);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a page that is not prerendered says it is loading until the app has rendered', async ({ page }) => {
  const problems = pageErrors(page);
  await signInThroughApi(page);
  const release = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading...');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('.boot-status')).toBeHidden();
  expect(problems).toEqual([]);
});
