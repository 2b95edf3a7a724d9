import { type Browser, expect, type Page, test } from '@playwright/test';
import { accountMenu, signInThroughApi } from '../support/auth';
import { adminApi, invitePerson } from '../support/people';
import { NO_SUCH_ID, PROTECTED_SCREENS, PUBLIC_SCREENS } from '../support/routes';
import { type Finding, readScreen, unreadableWords } from '../support/screen-words';
import { startDemoPlant } from '../support/server';

// Every screen of the demo plant, signed in as the administrator, read the way a person reads it: no
// value as the database spells it, no ISO timestamp, no id, no e-mail address where a name belongs. At
// 1440 px and on a phone, whose cards show other facts than the table's columns.

/**
 * Screens where an address is the point: the people an admin manages, the mail outbox, signing in and
 * invitations, your own profile, where your alerts are sent (Settings), and the new PM task's assignee picker,
 * where two people of one name are told apart by their address.
 */
const EMAIL_SCREENS = [
  /^\/admin\/users/,
  /^\/admin\/diagnostics/,
  /^\/auth/,
  /^\/invite\//,
  /^profile$/,
  /^\/settings$/,
  /^\/maintenance\/new-pm/,
];

let demo: Awaited<ReturnType<typeof startDemoPlant>> | undefined;

/** One row of each kind from the demo plant, to open its detail. */
interface Rows {
  asset: { id: string; asset_name: string };
  workOrder: { id: string; title: string };
  breakdown: { id: string; title: string };
  record: { id: string; number: string };
  /** A work order's and a breakdown's record (the one above is a PM task's). */
  otherRecords: Array<{ id: string; number: string }>;
  cancelled: { id: string; title: string };
  task: { id: string; title: string };
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
    const reportPath = new URL(((await token.json()) as { url: string }).url).pathname;

    // States the demo plant has none of: a person who joined and one still invited, work assigned to
    // someone, a cancelled work order (and, in the test, a fault reported from the label).
    const technician = await invitePerson(api, 'technician', 'Pat Fitter');
    const invited = await api.post('/api/invitations', {
      data: {
        email: `still-invited-${Date.now()}@plantwise.test`,
        full_name: 'Robin Newstarter',
        role: 'manager',
      },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const technicianId = (
      await firstRow<{ id: string }>(api, `/api/users?q=${encodeURIComponent(technician.email)}`)
    ).id;
    const [assigned, cancelled] = (await (await api.get('/api/work-orders?status=pending&limit=2')).json())
      .data as Array<{ id: string; title: string }>;
    expect(
      (await api.patch(`/api/work-orders/${assigned?.id}`, { data: { assigned_to: technicianId } })).status(),
    ).toBe(200);
    expect(
      (
        await api.post(`/api/work-orders/${cancelled?.id}/cancel`, {
          data: { reason: 'Duplicate of the oven band repair' },
        })
      ).status(),
    ).toBe(200);

    rows = {
      asset,
      // Completed ones: they show the most (who did it, when, how long).
      workOrder: await firstRow(api, '/api/work-orders?status=completed&limit=1'),
      breakdown: await firstRow(api, '/api/breakdowns?status=completed&limit=1'),
      record: await firstRow(api, '/api/records?limit=1'),
      otherRecords: [
        await firstRow(api, '/api/records?type=work_order&limit=1'),
        await firstRow(api, '/api/records?type=breakdown&limit=1'),
      ],
      cancelled: cancelled as Rows['cancelled'],
      task: await firstRow(api, '/api/maintenance-tasks?limit=1'),
      item: await firstRow(api, '/api/inventory?limit=1'),
      reportPath,
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
      // Reported by someone without an account, the page follows the report. Once reported, the page
      // says so on opening (at the second width), and that is what was read above.
      const whatsWrong = visitor.getByLabel("What's wrong?");
      if (await whatsWrong.count()) {
        await whatsWrong.fill('Guard door latch loose');
        await visitor.getByLabel('Line stopped').check();
        await visitor.getByLabel('Your name').fill('Jo Operator');
        await visitor.getByRole('button', { name: 'Send report' }).click();
        await expect(visitor.getByRole('status')).toBeVisible();
        await visitor.waitForLoadState('networkidle');
      }
      await read(visitor, 'fault report from a label, sent', findings);
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
      await sheet(`/work-orders?highlight=${rows.cancelled.id}`, new RegExp(rows.cancelled.title));
      await sheet(`/reactive-maintenance?highlight=${rows.breakdown.id}`, new RegExp(rows.breakdown.title));
      for (const record of rows.otherRecords) {
        await open(page, `/records/${record.id}`, record.number);
        await read(page, `/records/${record.id}`, findings);
      }
      await open(page, `/maintenance?highlight=${rows.task.id}`);
      await expect(page.locator('[data-highlighted="true"]').first()).toBeVisible();
      await read(page, `/maintenance?highlight=${rows.task.id} (the task)`, findings);
      await open(page, '/preventive-maintenance');
      await page
        .getByRole('button', { name: `More actions for ${rows.task.title}` })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Completion history' }).click();
      await expect(page.getByRole('dialog', { name: 'Completion History' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await read(page, '/preventive-maintenance (a task’s completion history)', findings);
      await open(page, '/work-orders');
      await page.getByRole('button', { name: 'Board' }).click();
      await page.waitForLoadState('networkidle');
      await read(page, '/work-orders (the board)', findings);
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

// The scan itself: it finds each kind of unreadable word and leaves alone what reads as English.
test('the scan finds raw values, timestamps, ids and addresses, and passes plain words', async ({ page }) => {
  await page.setContent(`
    <p>Status <span>in-progress</span>, stage awaiting_signatures</p>
    <p>Fix: temporary</p>
    <table><tr><td>preventive</td><td>Medium</td></tr></table>
    <p>Due 2026-11-26T08:00:00.000Z for WO-1a2b3c4d, asset 140fd38c-0734-42b5-bc00-e7eb1f49ac16</p>
    <p>Assigned to pat-1a2b3c4e@plantwise.test</p>
    <a href="/assets"><span>28</span> <span>operational</span></a>
    <p>Risk is low; the stock is critical. Record SHA-256 3a25555205493feb… unchanged. WO-2026-000123</p>
    <p>Label link http://127.0.0.1/assets?asset=140fd38c-0734-42b5-bc00-e7eb1f49ac16, reference 688163E2</p>`);
  const found = async (emailsAllowed: boolean) =>
    unreadableWords('sample', await readScreen(page), { emailsAllowed }).map((f) => `${f.kind} ${f.found}`);
  expect(await found(false)).toEqual([
    'timestamp 2026-11-26T08:00',
    'id 140fd38c-0734-42b5-bc00-e7eb1f49ac16',
    'id 1a2b3c4d',
    'value in-progress',
    'value awaiting_signatures',
    'value temporary',
    'e-mail pat-1a2b3c4e@plantwise.test',
    'value preventive',
  ]);
  expect(await found(true)).not.toContain('e-mail pat-1a2b3c4e@plantwise.test');
});
