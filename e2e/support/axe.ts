import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page as it is now (empty when accessible),
 * optionally only within the given selectors.
 */
export async function seriousViolations(page: Page, include: string[] = []) {
  await animationsSettled(page);
  // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge the frames'
  // results, which doubled each scan's time (about 1 s of 2). Our pages have no cross-origin frames,
  // the one thing only the default mode scans.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling of the page). */
export async function fitsViewport(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * Waits until no CSS animation or transition is running, so a scan never measures a half-faded toast or
 * a dialog mid-zoom (semi-transparent text fails colour contrast). Infinite animations (spinners) are
 * ignored: they never finish and do not change contrast.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running') return true;
      const timing = animation.effect?.getComputedTiming();
      return timing?.iterations === Number.POSITIVE_INFINITY;
    }),
  );
}
