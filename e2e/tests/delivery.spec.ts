import { expect, test } from '@playwright/test';

test.describe('delivery of the web app (issue 18)', () => {
  test('the sign-in page gets its JavaScript brotli-compressed and cached for a year', async ({ page }) => {
    const scripts: Array<{ url: string; headers: Record<string, string>; size: number }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({
          url: response.url(),
          headers: response.headers(),
          size: (await response.body()).length,
        });
    });
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    const main = scripts.find((s) => /\/static\/main-[\w-]+\.js$/.test(s.url));
    expect(main, 'the main chunk was loaded').toBeDefined();
    expect(main?.headers['content-encoding']).toBe('br');
    expect(main?.headers.vary).toContain('accept-encoding');
    expect(main?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Every script worth compressing, not only the main chunk (a few bytes may not shrink).
    const plain = scripts.filter((s) => s.size > 1024 && !s.headers['content-encoding']);
    expect(plain.map((s) => s.url)).toEqual([]);
  });
});
