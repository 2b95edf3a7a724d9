import { type Browser, expect, test } from '@playwright/test';
import { ADMIN } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { startDemoPlant } from '../support/server';

// Journeys that need the demo plant's data (two years of history, overdue work, low stock): they share
// one server started with CMMS_DEMO=1 next to the suite's (empty) one.

let demo: Awaited<ReturnType<typeof startDemoPlant>> | undefined;
let base = '';

/** A page of the demo plant's server with the administrator signed in. */
async function adminOnDemoPlant(browser: Browser) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: ADMIN,
    headers: { 'X-Requested-With': 'plantwise' },
  });
  expect(signIn.status()).toBe(200);
  return { context, page };
}

test.describe('the demo plant', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    demo = await startDemoPlant();
    base = demo.base;
  });

  test.afterAll(() => {
    demo?.stop();
  });

  // The morning look — the dashboard's tiles show the plant's numbers, then Ctrl+K, 'overdue',
  // arrow down and Enter land on the highlighted work order.
  test('dashboard tiles show the plant, and the global search finds an overdue work order from the keyboard', async ({
    browser,
  }) => {
    const { context, page } = await adminOnDemoPlant(browser);

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/dashboard') && r.ok());
    await page.goto('/dashboard');
    const dashboard = await (await answer).json();
    const tiles = page.getByRole('list', { name: 'Plant at a glance' });
    const tile = (label: string, value: number) =>
      expect(tiles.getByRole('link', { name: new RegExp(`^${label}\\s*${value}\\b`) })).toBeVisible();
    expect(dashboard.tiles.overdue_work_orders).toBeGreaterThan(0);
    await tile('Active breakdowns', dashboard.tiles.active_breakdowns);
    await tile('Overdue work orders', dashboard.tiles.overdue_work_orders);
    await tile('PM due in 7 days', dashboard.tiles.pm_due_7_days);
    await tile('Low-stock items', dashboard.tiles.low_stock_items);
    // The demo's CIP return-line gasket, taped pending the part, is past its permanent-repair deadline.
    expect(dashboard.tiles.temporary_repairs_overdue).toBe(1);
    await tile('Temporary repairs overdue', 1);
    await expect(
      page.getByRole('region', { name: 'Most downtime, last 12 weeks' }).getByRole('link'),
    ).toHaveCount(dashboard.top_downtime.length);
    expect(await seriousViolations(page)).toEqual([]);

    // Ctrl+K from anywhere focuses the search; 'overdue' lists overdue work orders.
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: /search/i });
    await expect(search).toBeFocused();
    await search.pressSequentially('overdue');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await search.press('ArrowDown');
    const chosen = page.getByRole('listbox').getByRole('option', { selected: true });
    await expect(chosen).toHaveCount(1);
    const title = ((await chosen.locator('span.block').first().textContent()) ?? '').trim();
    expect(title).not.toBe('');
    await search.press('Enter');
    // The work orders screen pages to the highlighted row and opens it.
    await expect(page).toHaveURL(/\/work-orders\?highlight=[0-9a-f-]{36}$/);
    await expect(page.getByRole('dialog')).toContainText(title);
    await context.close();
  });

  test('ranks the fleet, explains the top asset and creates a PM task at the recommended interval', async ({
    browser,
  }) => {
    const { context, page } = await adminOnDemoPlant(browser);

    const ranking = page.waitForResponse((r) => r.url().endsWith('/api/predictive/assets') && r.ok());
    await page.goto('/predictive-ai');
    const fleet = await (await ranking).json();
    await expect(page.getByRole('heading', { level: 1, name: 'Predictive AI' })).toBeVisible();
    await expect(page.getByText(/Statistics from your breakdown history, not sensors/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Failure risk ranking' });
    const firstRow = table.getByRole('row').nth(1);
    const top = fleet.data[0];
    await expect(firstRow).toContainText(top.asset.asset_name);
    await expect(firstRow).toContainText(top.basis_label);
    expect(await seriousViolations(page)).toEqual([]);

    await firstRow.click();
    const panel = page.getByRole('region', { name: new RegExp(top.asset.asset_name) });
    await expect(panel.getByRole('region', { name: 'Explanation' })).toContainText(
      /chance of a breakdown in the next 30 days/,
    );
    for (const name of ['Weibull probability plot', 'Reliability curve', 'Crow-AMSAA cumulative failures']) {
      await expect(panel.getByRole('figure', { name }).locator('svg.recharts-surface')).toBeVisible();
    }
    await expect(page).toHaveURL(new RegExp(`asset=${top.asset.id}`));

    // The demo's top asset wears out, so a fixed interval helps and the button pre-fills the PM form.
    expect(top.recommended_pm_interval_days).toBeGreaterThan(0);
    const link = panel.getByRole('link', { name: 'Create PM task at the recommended interval' });
    const href = new URL((await link.getAttribute('href')) ?? '', base);
    expect(href.pathname).toBe('/maintenance/new-pm');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      asset_id: top.asset.id,
      frequency: 'custom',
      custom_frequency_days: String(top.recommended_pm_interval_days),
    });
    await link.click();
    await expect(page).toHaveURL(/\/maintenance\/new-pm\?asset_id=/);

    // The pre-filled form creates the task at the recommended interval; it is then on the PM screen.
    const title = href.searchParams.get('title') ?? '';
    expect(title).not.toBe('');
    await page.getByRole('button', { name: 'Create Task' }).click();
    await expect(page).toHaveURL(/\/preventive-maintenance$/);
    // The list is soonest due first, so the new task is found by its title; Edit is in its "…" menu.
    await page.getByRole('searchbox', { name: 'Search maintenance tasks' }).fill(title);
    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await context.close();
  });
});
