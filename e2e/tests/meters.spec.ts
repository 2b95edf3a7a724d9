import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';

// A technician records a meter reading from a phone in two taps; a refusal keeps what was typed; a manager's
// open asset page shows the new reading live; an operator with no account records one from the QR label.

test.describe('meter readings', () => {
  let technician: Person;
  let manager: Person;
  let assetId: string;
  let reportPath: string;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    technician = await invitePerson(admin, 'technician', 'Tess Reader');
    manager = await invitePerson(admin, 'manager', 'Mo Watcher');
    const code = `MTR-${Date.now().toString(36).toUpperCase()}`;
    const created = await admin.post('/api/assets', {
      data: { asset_id: code, asset_name: `Mixer ${code}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    assetId = ((await created.json()) as { id: string }).id;
    const meter = await admin.post(`/api/assets/${assetId}/meters`, {
      data: { name: 'Run hours', unit: 'h', kind: 'cumulative', readable_by_anyone: true },
    });
    expect(meter.status(), await meter.text()).toBe(201);
    const meterId = ((await meter.json()) as { id: string }).id;
    const first = await admin.post(`/api/meters/${meterId}/readings`, { data: { value: 100 } });
    expect(first.status(), await first.text()).toBe(201);
    const token = await admin.post(`/api/assets/${assetId}/report-token`);
    reportPath = new URL(((await token.json()) as { url: string }).url).pathname;
    await admin.dispose();
  });

  test('a reading in two taps on a phone, a refusal kept beside the field, live on another screen, and one from the label', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const watcher = await signedInContext(browser, manager, { baseURL });
    const managerPage = await watcher.newPage();
    const socket = managerPage.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/realtime'));
    await managerPage.goto(`/assets/${assetId}`);
    await socket;
    const watched = managerPage.getByRole('listitem', { name: /Run hours/ });
    await expect(watched.getByText('100 h', { exact: true })).toBeVisible();

    const phone = await signedInContext(browser, technician, {
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    await page.goto(`/assets/${assetId}`);
    const card = page.getByRole('listitem', { name: /Run hours/ });
    await card.getByRole('button', { name: 'Record reading' }).tap();
    const field = page.getByRole('textbox', { name: /Reading/ });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await field.fill('50');
    await page.getByRole('button', { name: 'Save reading' }).tap();
    await expect(page.getByText(/The reading before this one was 100/)).toBeVisible();
    await expect(field).toHaveValue('50');
    expect(await seriousViolations(page)).toEqual([]);
    await field.fill('112.5');
    await page.getByRole('button', { name: 'Save reading' }).tap();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card.getByText('112.5 h', { exact: true })).toBeVisible();
    await expect(card.getByText(/by Tess Reader/)).toBeVisible();

    // The manager's page shows it without a reload.
    await expect(watched.getByText('112.5 h', { exact: true })).toBeVisible();
    await expect(watched.getByText(/by Tess Reader/)).toBeVisible();

    // An operator with no account reads it at the label.
    const label = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const labelPage = await label.newPage();
    await labelPage.goto(reportPath);
    const form = labelPage.getByRole('form', { name: 'Record reading: Run hours' });
    await expect(form.getByText(/Last reading 112\.5 h/)).toBeVisible();
    await form.getByLabel('Reading (h)').fill('120');
    await form.getByLabel('Your name (optional)').fill('Sam on line 2');
    await form.getByRole('button', { name: 'Record reading' }).tap();
    await expect(form.getByText('Thank you — 120 h recorded.')).toBeVisible();
    expect(await labelPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(watched.getByText('120 h', { exact: true })).toBeVisible();
    await expect(watched.getByText(/by Sam on line 2 \(from the label\)/)).toBeVisible();

    await Promise.all([watcher.close(), phone.close(), label.close()]);
  });
});

// A manager puts a gauge limit on a PM task in the task form; a reading above it, recorded from the asset page,
// raises a work order that carries the reading (docs/decisions/usage-pm.md).
test.describe('gauge limit on a PM task', () => {
  let manager: Person;
  let assetId: string;
  let code: string;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    manager = await invitePerson(admin, 'manager', 'Gail Gauge');
    code = `GAU-${Date.now().toString(36).toUpperCase()}`;
    const created = await admin.post('/api/assets', { data: { asset_id: code, asset_name: `Oven ${code}` } });
    expect(created.status(), await created.text()).toBe(201);
    assetId = ((await created.json()) as { id: string }).id;
    const meter = await admin.post(`/api/assets/${assetId}/meters`, {
      data: { name: 'Bearing temperature', unit: '°C', kind: 'gauge' },
    });
    expect(meter.status(), await meter.text()).toBe(201);
    await admin.dispose();
  });

  test('a manager sets a task above 80 °C, records 86 °C from the asset page, and the work order appears', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const context = await signedInContext(browser, manager, { baseURL });
    const page = await context.newPage();
    await page.goto(`/maintenance/new-pm?asset_id=${assetId}`);
    await page.getByLabel(/^Title/).fill('Bearing check');
    await page.getByRole('radio', { name: 'By meter usage' }).check();
    await page.getByRole('combobox', { name: /Meter/ }).click();
    await page.getByRole('option', { name: 'Bearing temperature (°C, gauge)' }).click();
    await page.getByLabel('Raise work above (°C)').fill('80');
    await page.getByRole('button', { name: 'Create Task' }).click();
    await expect(page.getByRole('heading', { name: 'New PM Task' })).toBeHidden();

    await page.goto(`/assets/${assetId}`);
    const card = page.getByRole('listitem', { name: /Bearing temperature/ });
    await card.getByRole('button', { name: 'Record reading' }).click();
    await page.getByRole('textbox', { name: /Reading/ }).fill('86');
    await page.getByRole('button', { name: 'Save reading' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(`/work-orders?q=${encodeURIComponent(code)}`);
    await expect(page.getByText('Bearing check: Bearing temperature rose above 80 °C').first()).toBeVisible();
    await context.close();
  });
});
