import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { expect, test } from '@playwright/test';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';
import { waitForRealtime } from '../support/realtime';

const HEADERS = { 'X-Requested-With': 'plantwise' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** This month in plant time (the e2e server runs with the default Europe/London). */
function plantMonth() {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date());
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: value('year'), month: MONTHS[value('month') - 1] };
}

// A manager sets a monthly plan, completes a work order with parts, and sees
// actual spend and variance move on /budget without a reload.
test.describe('budget: plan against actual, live', () => {
  let manager: Person;
  let technician: Person;
  const site = `E2E Site ${Date.now().toString(36)}`;
  let assetId: string;
  let itemId: string;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    manager = await invitePerson(admin, 'manager', 'Morgan Budget');
    technician = await invitePerson(admin, 'technician', 'Toni Fitter');
    // Labour at £40/h; a seal at £15 in the stores; a mixer on a site of this journey's own.
    expect((await admin.put('/api/settings/labour-rate', { data: { labour_rate: 40 } })).status()).toBe(200);
    const asset = await admin.post('/api/assets', {
      data: { asset_id: `MIX-${Date.now().toString(36).toUpperCase()}`, asset_name: 'Budget mixer', site },
    });
    expect(asset.status(), await asset.text()).toBe(201);
    assetId = (await asset.json()).id;
    const item = await admin.post('/api/inventory', {
      data: {
        item_id: `SEAL-${Date.now().toString(36).toUpperCase()}`,
        item_name: 'Mixer seal',
        unit_cost: 15,
        quantity_in_stock: 10,
      },
    });
    expect(item.status(), await item.text()).toBe(201);
    itemId = (await item.json()).id;
    await admin.dispose();
  });

  test('the manager plans the month, a work order with parts is completed, and the figures move without a reload', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const { year, month } = plantMonth();
    const context = await signedInContext(browser, manager, { baseURL });
    const page = await context.newPage();
    await page.goto(`/budget?year=${year}&site=${encodeURIComponent(site)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Budget' })).toBeVisible();
    await waitForRealtime(page);

    // Plan £100 of labour and £20 of parts for this month, from the keyboard, then save.
    const labour = page.getByRole('textbox', { name: `Plan for Labour, ${month}` });
    await labour.fill('100');
    await labour.press('Enter');
    const parts = page.getByRole('textbox', { name: `Plan for Parts, ${month}` });
    await parts.fill('20');
    await parts.press('Tab');
    // Save stays in reach at the foot of the screen while the last month is being edited.
    const save = page.getByRole('button', { name: 'Save plan (2)' });
    await page.getByRole('textbox', { name: 'Plan for Labour, Dec' }).focus();
    await expect(save).toBeInViewport();
    await save.click();
    await expect(page.getByText('Plan saved')).toBeVisible();
    // Money as money once saved; the bare number only while a cell is edited.
    await expect(labour).toHaveValue('£100');
    await labour.focus();
    await expect(labour).toHaveValue('100');
    await labour.blur();
    const row = page.getByRole('row', { name: new RegExp(`^${month}\\b`) });
    await expect(row).toContainText('£120');
    await expect(row).toContainText('£120 under');

    // A work order on the mixer: 2 h of labour (£80) and two seals (£30), completed by the technician.
    const tech = await signedInContext(browser, technician, { baseURL });
    const created = await context.request.post('/api/work-orders', {
      data: { title: 'Replace mixer seal', asset_id: assetId },
      headers: HEADERS,
    });
    expect(created.status(), await created.text()).toBe(201);
    const orderId = (await created.json()).id;
    expect(
      (await tech.request.post(`/api/work-orders/${orderId}/start`, { headers: HEADERS })).status(),
    ).toBe(200);
    const completed = await tech.request.post(`/api/work-orders/${orderId}/complete`, {
      headers: HEADERS,
      data: {
        completion_notes: 'Seal replaced, mixer run for 10 minutes without leaks',
        completed_by: 'Toni Fitter',
        actual_duration: 2,
        parts_used: [{ inventory_item_id: itemId, quantity: 2 }],
        hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      },
    });
    expect(completed.status(), await completed.text()).toBe(200);

    // The open page hears the change: £110 spent against £120, the parts line £10 over its £20.
    await expect(row).toContainText('Actual £80');
    await expect(row).toContainText('Actual £30');
    await expect(row).toContainText('£10 under');
    await expect(page.getByLabel('Budget summary')).toContainText('£110');
    await expect(page.getByRole('link', { name: /Budget mixer/ })).toBeVisible();
    await tech.close();
    await context.close();
  });
});
