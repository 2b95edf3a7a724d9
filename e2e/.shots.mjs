import { chromium } from 'playwright-core';
const base = process.env.BASE;
const out = process.env.OUT;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
// [file, path, how to frame it]
const shots = [
  ['assets', '/assets'],
  ['work-orders', '/work-orders'],
  ['work-orders-board', '/work-orders', async (p) => { await p.getByRole('button', { name: 'Board' }).click(); await p.waitForTimeout(500); await top(p, p.getByRole('tablist').first()); }],
  ['inventory', '/inventory'],
  ['signatures', '/signatures'],
  ['records', '/records'],
  ['predictive-ai', '/predictive-ai', (p) => top(p, p.getByRole('list', { name: 'Failure risk ranking' }).getByRole('article').nth(1))],
  ['reactive-maintenance', '/reactive-maintenance', (p) => top(p, p.getByRole('list', { name: 'Breakdowns', exact: true }))],
  ['preventive-maintenance', '/preventive-maintenance'],
  ['maintenance-agenda', '/maintenance'],
  ['maintenance-overdue', '/maintenance', (p) => top(p, p.getByRole('heading', { name: 'Overdue tasks' }))],
  ['budget-expenses', '/budget', (p) => top(p, p.getByRole('heading', { name: /^Expenses/ }).first())],
  ['users', '/admin/users'],
  ['mail-outbox', '/admin/diagnostics', (p) => top(p, p.locator('#outbox-heading'), 170)],
];
const dark = ['work-orders', 'preventive-maintenance', 'maintenance-agenda', 'inventory', 'budget-expenses'];
async function top(page, locator, above = 16) {
  await locator.waitFor();
  await locator.evaluate((el, above) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 57 - above), above);
  await page.waitForTimeout(400);
}
const only = process.argv.slice(2);
for (const theme of ['light', 'dark']) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  await context.addInitScript((t) => localStorage.setItem('plantwise-theme', t), theme);
  const page = await context.newPage();
  await page.request.post('/api/auth/sign-in', { data: { email: 'admin@plantwise.test', password: 'Admin-pass-123' }, headers: { 'X-Requested-With': 'plantwise' } });
  for (const [name, path, frame] of shots) {
    if (theme === 'dark' && !dark.includes(name)) continue;
    if (only.length && !only.includes(name)) continue;
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    if (frame) await frame(page);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    const file = `${out}/${name}${theme === 'dark' ? '-dark' : ''}.png`;
    await page.screenshot({ path: file });
    console.log(file, 'scrollWidth', wide);
  }
  await context.close();
}
await browser.close();
