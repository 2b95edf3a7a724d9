import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth';

// The web app installs like an app and opens without a connection (docs/decisions/installable-app.md):
// a manifest, and a service worker that keeps the app's own files. Data still needs the server.

interface WebAppManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  icons?: Array<{ src: string; sizes: string; type?: string; purpose?: string }>;
}

test('the app can be installed, and opens its frame offline once it has been visited', async ({
  page,
  context,
}) => {
  await signInThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The page names a manifest an installer can use.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href ?? '');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as WebAppManifest;
  expect(manifest).toMatchObject({ name: 'Plantwise', short_name: 'Plantwise', display: 'standalone' });
  expect(manifest.start_url).toMatch(/^\/(dashboard)?$/);
  const sizes = manifest.icons?.map((icon) => icon.sizes) ?? [];
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons?.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
  for (const icon of manifest.icons ?? []) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }

  // The service worker installs (its precache complete) and controls the page after a reload.
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/sw\.js$/);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Offline, a reload still opens the app's frame; the screen's data says it could not load.
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Another screen, never opened before, comes from the kept files too.
    await page.goto('/work-orders');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // The public report page of a QR label is not the app: the worker leaves it to the server.
  await page.goto('/report/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page).toHaveTitle('Report a fault · Plantwise');
  expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
});
