import { type Browser, expect, type Page, test } from '@playwright/test';
import { accountMenu, signInThroughApi } from '../support/auth';
import { adminApi } from '../support/people';
import { NO_SUCH_ID, PROTECTED_SCREENS, PUBLIC_SCREENS } from '../support/routes';
import { type Finding, readScreen, unreadableWords } from '../support/screen-words';
import { startDemoPlant } from '../support/server';

// Every screen of the demo plant, signed in as the administrator, read the way a person reads it: no
// value as the database spells it, no ISO timestamp, no id, no e-mail address where a name belongs. At
// 1440 px and on a phone, whose cards show other facts than the table's columns.

/**
 * Screens where an address is the point: the people an admin manages, the mail outbox, signing in and
 * invitations, your own profile and where your alerts are sent (Settings).
 */
const EMAIL_SCREENS = [/^\/admin\/users/, /^\/admin\/diagnostics/, /^\/auth/, /^\/invite\//, /^profile$/, /^\/settings$/];

let demo: Awaited<ReturnType<typeof startDemoPlant>> | undefined;

/** One row of each kind from the demo plant, to open its detail. */
interface Rows {
  asset: { id: string; asset_name: string };
  workOrder: { id: string; title: string };
  breakdown: { id: string; title: string };
  record: { id: string; number: string };
  task: { id: string };
  item: { id: string; item_id: string };
  reportPath: string;
}
let rows: Rows;

async function firstRow<T>(api: Awaited<ReturnType<typeof adminApi>>, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: T[] };
  expect(data.length, path).toBeGreaterThan(0);
  return data[0] as T;
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const phone = width < 768;
  const context = await browser.newContext({
    baseURL: demo?.base,
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** Opens a screen and waits until it has its heading and its data requests have settled. */
async function open(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  // A screen's first visit loads its chunks: seconds more on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
}

async function read(page: Page, screen: string, findings: Finding[]) {
  const emailsAllowed = EMAIL_SCREENS.some((pattern) => pattern.test(screen));
  findings.push(...unreadableWords(screen, await readScreen(page), { emailsAllowed }));
}

/** Each finding once per screen (a list repeats a cell on every row; a sheet shows its list behind it). */
function report(findings: Finding[]): string {
  const lines = new Set(findings.map((f) => `${f.screen}: ${f.kind} '${f.found}' in "${f.around}"`));
  const seen = new Set<string>();
  return [...lines]
    .filter((line) => {
      const key = line.replace(/ in ".*$/, '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join('\n');
}

test.describe('words people can read', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    demo = await startDemoPlant();
    const api = await adminApi(demo.base);
    const asset = await firstRow<Rows['asset']>(api, '/api/assets?limit=1');
    const token = await api.post(`/api/assets/${asset.id}/report-token`);
    expect(token.status(), await token.text()).toBe(201);
    rows = {
      asset,
      // Completed ones: they show the most (who did it, when, how long).
      workOrder: await firstRow(api, '/api/work-orders?status=completed&limit=1'),
      breakdown: await firstRow(api, '/api/breakdowns?status=completed&limit=1'),
      record: await firstRow(api, '/api/records?limit=1'),
      task: await firstRow(api, '/api/maintenance-tasks?limit=1'),
      item: await firstRow(api, '/api/inventory?limit=1'),
      reportPath: new URL(((await token.json()) as { url: string }).url).pathname,
    };
    await api.dispose();
  });

  test.afterAll(() => demo?.stop());

  for (const width of [1440, 390]) {
    test(`every screen at ${width} px`, async ({ browser }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];

      // Signed out: the public screens and the fault-report page of a QR label.
      const visitor = await newPage(browser, width);
      for (const { path, heading } of PUBLIC_SCREENS) {
        await open(visitor, path, heading);
        await read(visitor, path, findings);
      }
      await visitor.goto(rows.reportPath);
      await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await visitor.waitForLoadState('networkidle');
      await read(visitor, 'fault report from a label', findings);
      await visitor.context().close();

      const page = await newPage(browser, width);
      await signInThroughApi(page);
      // The list of every screen the accessibility sweep opens, with real rows on its detail pages.
      for (const screen of PROTECTED_SCREENS.filter((s) => !s.aliasOf)) {
        const asset = screen.path.startsWith('/assets/');
        const record = screen.path.startsWith('/records/');
        const path = screen.path.replace(NO_SUCH_ID, asset ? rows.asset.id : rows.record.id);
        await open(page, path, asset ? rows.asset.asset_name : record ? rows.record.number : screen.heading);
        await read(page, path, findings);
      }

      // A detail sheet is modal: the screen's heading behind it is hidden.
      const sheet = async (path: string, name: string | RegExp) => {
        await page.goto(path);
        await expect(page.getByRole('dialog', { name })).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await read(page, `${path} (its detail)`, findings);
      };
      await sheet(`/work-orders?highlight=${rows.workOrder.id}`, new RegExp(rows.workOrder.title));
      await sheet(`/reactive-maintenance?highlight=${rows.breakdown.id}`, new RegExp(rows.breakdown.title));
      await open(page, `/maintenance?highlight=${rows.task.id}`);
      await expect(page.locator('[data-highlighted="true"]').first()).toBeVisible();
      await read(page, `/maintenance?highlight=${rows.task.id} (the task)`, findings);
      await open(page, `/inventory?highlight=${rows.item.id}`);
      await page.getByRole('button', { name: rows.item.item_id, exact: true }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await read(page, `/inventory?highlight=${rows.item.id} (its detail)`, findings);

      await open(page, '/dashboard');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('list', { name: 'Notification list' })).toBeVisible();
      await read(page, 'notifications panel', findings);
      await page.keyboard.press('Escape');

      await accountMenu(page).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
      await read(page, 'profile', findings);
      await page.context().close();

      expect(report(findings)).toBe('');
    });
  }
});
