import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's realtime socket is open (the web app mirrors its state on
 * <html data-realtime>), so a change made next is heard live. Never a fixed sleep.
 */
export async function waitForRealtime(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'open');
}
