import { expect, type Page, test } from '@playwright/test';
import { spyOnAlertTones } from '../support/alert-tones';
import { seriousViolations } from '../support/axe';
import { PNG } from '../support/images';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';

// A line operator with no account scans the machine's QR label on a phone and reports a
// fault; the manager hears it live and assigns it; the phone shows 'assigned' without a reload.

async function openWithRealtime(page: Page, path: string) {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/realtime'));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await socket;
}

test.describe('report a fault from the QR label, no account', () => {
  let manager: Person;
  let technician: Person;
  let assetId: string;
  let assetName: string;
  const title = `Filler valve stuck ${Date.now().toString(36)}`;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    manager = await invitePerson(admin, 'manager', 'Mona Manager', ['asset_breakdown']);
    technician = await invitePerson(admin, 'technician', 'Tom Fitter');
    const code = `FIL-${Date.now().toString(36).toUpperCase()}`;
    assetName = `Filler ${code}`;
    const created = await admin.post('/api/assets', {
      data: { asset_id: code, asset_name: assetName, location: 'Line 4' },
    });
    expect(created.status(), await created.text()).toBe(201);
    assetId = ((await created.json()) as { id: string }).id;
    await admin.dispose();
  });

  test('a signed-out phone reports a critical fault with a photo; the manager hears it, assigns it; the phone shows assigned', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const managerContext = await signedInContext(browser, manager, { baseURL });
    await managerContext.addInitScript(spyOnAlertTones);
    const managerPage = await managerContext.newPage();

    // The manager creates the asset's report link; it is shown once, with the report code on the label.
    await managerPage.goto(`/assets/${assetId}`);
    await managerPage.getByRole('button', { name: 'Create report link' }).click();
    const shown = managerPage.getByTestId('report-link-created');
    await expect(shown.getByRole('img', { name: /^Report a fault on / })).toBeVisible();
    const reportUrl = (await shown.locator('code').textContent()) ?? '';
    expect(reportUrl).toMatch(/\/report\/[A-Za-z0-9_-]{22}$/);
    await openWithRealtime(managerPage, '/reactive-maintenance');
    // The manager has clicked on the page since it loaded, so the browser lets it play sound.
    await managerPage.getByRole('heading', { level: 1 }).first().click();

    // A phone with no session opens the label link: a small page, not the app.
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phonePage = await phone.newPage();
    const scripts: string[] = [];
    phonePage.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await phonePage.goto(new URL(reportUrl).pathname);
    await expect(phonePage.getByRole('heading', { level: 1, name: assetName })).toBeVisible();
    await expect(phonePage.getByText(/ · Line 4$/)).toBeVisible();
    expect(scripts.some((url) => /\/static\/main-/.test(url))).toBe(false);
    expect(await seriousViolations(phonePage)).toEqual([]);

    await phonePage.getByLabel("What's wrong?").fill(title);
    await phonePage.getByLabel('Line stopped').check();
    await phonePage.getByLabel('Your name').fill('Olu on line 4');
    await phonePage
      .getByLabel('Photo (optional)')
      .setInputFiles({ name: 'valve.png', mimeType: 'image/png', buffer: PNG });
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const sent = phonePage.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/api/public/report/'),
    );
    await phonePage.getByRole('button', { name: 'Send report' }).tap();
    expect((await sent).status()).toBe(201);
    await expect(phonePage.getByText('Thank you — maintenance has been told.')).toBeVisible();
    await expect(phonePage.locator('.rp-ref')).toHaveText(/^[0-9A-F]{8}$/);
    await expect(phonePage.getByRole('status')).toHaveText('Reported — waiting for a technician');

    // The manager's browser shows it live and plays the alert tone.
    await expect(managerPage.getByText('New Breakdown Reported')).toBeVisible();
    await expect(managerPage.getByText(new RegExp(`Critical: ${title}`))).toBeVisible();
    await expect.poll(() => managerPage.evaluate(() => window.__alertTones)).toEqual([[800, 600, 800]]);

    // The manager assigns it to the technician.
    const card = managerPage.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Assign' }).click();
    const dialog = managerPage.getByRole('dialog', { name: 'Assign Breakdown' });
    // A whole run leaves dozens of people: the technician is found by e-mail, from the keyboard, and Enter
    // takes the one match left.
    const people = dialog.getByRole('group', { name: 'Assign to' });
    const search = people.getByLabel('Search people by name or e-mail');
    await search.fill(technician.email);
    await expect(people.getByRole('radio')).toHaveCount(1);
    await search.press('Enter');
    await expect(people.getByRole('radio', { name: new RegExp(technician.full_name) })).toBeChecked();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog).toBeHidden();

    // The phone's status follows without a reload.
    await expect(phonePage.getByRole('status')).toHaveText('Assigned — a technician is on the way');
    await phone.close();
    await managerContext.close();
  });
});
