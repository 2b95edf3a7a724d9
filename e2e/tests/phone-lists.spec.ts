import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth';
import { LIST_SCREENS, seedLists } from '../support/lists';
import { type Person, signedInContext } from '../support/people';

// At 390 × 844 every list is a column of cards — nothing a person must press
// lies outside the viewport and no page scrolls sideways — and a record is signed from its card.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Every control (link, button, field, checkbox, menu trigger, tab stop) that pokes out sideways. */
async function controlsOutsideViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const selector = [
      'a[href]',
      'button',
      'input',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="checkbox"]',
      '[role="combobox"]',
      '[role="link"]',
      '[aria-haspopup]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Visually hidden controls (the skip link until focused, sr-only inputs) are not pressed.
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') return false;
        if (style.clipPath !== 'none' && style.clipPath.startsWith('inset(50%')) return false;
        return box.left < -0.5 || box.right > width + 0.5;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
        return `${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}–${Math.round(box.right)} px`;
      });
  });
}

async function expectFitsPhone(page: Page, path: string) {
  expect(await controlsOutsideViewport(page), `${path}: controls outside the viewport`).toEqual([]);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

test.describe('lists on a 390 px phone', () => {
  let technician: Person;
  let breakdownTitle: string;
  let suffix: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const baseURL = test.info().project.use.baseURL as string;
    ({ technician, breakdownTitle, suffix } = await seedLists(baseURL));
  });

  test('every list is cards with its actions inside the screen, and no page scrolls sideways', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await signInThroughApi(page);
    for (const { path, heading, list } of LIST_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
      const cards = page.getByRole('list', { name: list });
      await expect(cards.getByRole('article').first(), path).toBeVisible();
      await expect(page.getByRole('table'), `${path} shows no table`).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectFitsPhone(page, path);
      // A list the cards can sort says in what order they stand (a blank choice tells nobody anything).
      for (const choice of await page.getByRole('combobox', { name: 'Sort by' }).all()) {
        await expect(choice, `${path}: the cards' order is named`).toHaveText(/^Sort: \S/);
      }
    }

    // The primary action of each row is on its card.
    await page.goto('/inventory');
    const bearing = page.getByRole('article', { name: new RegExp(`BRG-${suffix}`) });
    await expect(bearing.getByText('Critical Stock')).toBeVisible();
    await expect(bearing.getByRole('button', { name: 'Adjust stock of Bearing 6204-2RS' })).toBeVisible();
    await expect(bearing.getByRole('button', { name: 'Actions for Bearing 6204-2RS' })).toBeVisible();

    await page.goto('/work-orders');
    const order = page.getByRole('article', { name: new RegExp(`Replace mixer paddle seals ${suffix}`) });
    await expect(order.getByRole('button', { name: /^Start work on WO-/ })).toBeVisible();

    // The maintenance overview's upcoming tasks are cards too.
    await page.goto('/maintenance');
    await expect(
      page.getByRole('list', { name: 'Upcoming tasks' }).getByRole('article').first(),
    ).toBeVisible();
    await expectFitsPhone(page, '/maintenance upcoming');

    // The board shows one status column at a time as the same cards, each with its primary action.
    await page.goto('/work-orders');
    await page.getByRole('button', { name: 'Board' }).tap();
    const columns = page.getByRole('tablist', { name: 'Board column' });
    await expect(columns.getByRole('tab', { name: /^Pending \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const pending = page.getByRole('list', { name: 'Pending work orders' });
    const boardCard = pending.getByRole('article', {
      name: new RegExp(`Replace mixer paddle seals ${suffix}`),
    });
    await expect(boardCard.getByRole('button', { name: /^Start work on WO-/ })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectFitsPhone(page, '/work-orders board, pending');
    await columns.getByRole('tab', { name: /^Completed/ }).tap();
    await expect(
      page
        .getByRole('list', { name: 'Completed work orders' })
        .or(page.getByText('No work orders completed.')),
    ).toBeVisible();
    await expectFitsPhone(page, '/work-orders board, completed');

    // A manager's selection for one-password approval works on the cards too.
    await page.goto('/signatures');
    const record = page.getByRole('article', { name: new RegExp(breakdownTitle) });
    const number = (await record.getByRole('link', { name: /^REC-/ }).textContent()) ?? '';
    await record.getByRole('checkbox', { name: `Select ${number}` }).tap();
    await expect(page.getByRole('button', { name: 'Approve selected (1)' })).toBeEnabled();
    await expectFitsPhone(page, '/signatures with a selection');
    await context.close();
  });

  // 1024 px is a landscape tablet with the sidebar open. Lower-ranked columns wait for 1280 px, their
  // facts under a kept cell or in the row's detail.
  for (const width of [1280, 1024]) {
    test(`at ${width} px the same lists are tables that fit their card`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        baseURL: test.info().project.use.baseURL,
      });
      const page = await context.newPage();
      await signInThroughApi(page);
      for (const { path, heading, list } of LIST_SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
        // The tables share the width with the open sidebar.
        await expect(page.locator('[data-slot="sidebar"][data-state="expanded"]')).toBeVisible();
        await expect(page.getByRole('table', { name: list }).getByRole('row').nth(1), path).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Each table that overflows its card, with its columns' widths: the failure names the column to look at.
        const overflowing = await page.evaluate(() =>
          [...document.querySelectorAll('[data-slot="table-container"]')]
            .filter((frame) => frame.scrollWidth > frame.clientWidth)
            .map((frame) => ({
              by: frame.scrollWidth - frame.clientWidth,
              columns: [...frame.querySelectorAll('thead th')]
                .filter((th) => th.getBoundingClientRect().width > 0)
                .map((th) => `${th.textContent}: ${Math.round(th.getBoundingClientRect().width)} px`),
            })),
        );
        expect(overflowing, `${path}: a table wider than its card at ${width} px`).toEqual([]);
      }
      await context.close();
    });
  }

  test('a technician signs a record from its card', async ({ browser }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const context = await signedInContext(browser, technician, { ...PHONE, baseURL });
    const page = await context.newPage();
    await page.goto('/signatures');
    const card = page.getByRole('article', { name: new RegExp(breakdownTitle) });
    const number = (await card.getByRole('link', { name: /^REC-/ }).textContent()) ?? '';
    const sign = card.getByRole('button', { name: `Sign ${number}` });
    const box = await sign.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    await sign.tap();
    const dialog = page.getByRole('dialog', { name: `Sign ${number}` });
    await expect(dialog.getByRole('combobox', { name: /My signature means/ })).toHaveText('Performed');
    await dialog.getByLabel(/^Password/).fill(technician.password);
    await dialog.getByRole('button', { name: 'Sign record' }).tap();
    await expect(dialog).toBeHidden();
    await expect(card).toBeHidden();
    await page.getByRole('button', { name: /Signed by me\s*1/ }).tap();
    await expect(page.getByRole('article', { name: new RegExp(breakdownTitle) })).toBeVisible();
    await expectFitsPhone(page, '/signatures signed by me');
    await context.close();
  });
});
