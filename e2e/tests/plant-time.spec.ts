import { expect, test } from '@playwright/test';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';

// Times are on the plant's clock (PLANT_TIME_ZONE, Europe/London here), not the browser's: a manager whose
// laptop is set to Auckland still reads and types the plant's time.

test.describe("times on the plant's clock, whatever the browser's zone", () => {
  let manager: Person;
  let workOrderId: string;
  const suffix = Date.now().toString(36).toUpperCase();

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    manager = await invitePerson(admin, 'manager', `Mia Manager ${suffix}`);
    const asset = await admin.post('/api/assets', {
      data: { asset_id: `TZ-${suffix}`, asset_name: `Tray sealer ${suffix}`, location: 'Line 2' },
    });
    expect(asset.status(), await asset.text()).toBe(201);
    // 07:30 UTC on 1 July is 08:30 in London (BST) and 19:30 in Auckland.
    const order = await admin.post('/api/work-orders', {
      data: {
        title: `Change sealing jaws ${suffix}`,
        asset_id: (await asset.json()).id,
        date_scheduled: '2027-07-01T07:30:00.000Z',
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    workOrderId = (await order.json()).id;
    await admin.dispose();
  });

  test('a browser in Auckland shows and edits a London plant time', async ({ browser }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const context = await signedInContext(browser, manager, { baseURL, timezoneId: 'Pacific/Auckland' });
    const page = await context.newPage();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'Pacific/Auckland',
    );
    await page.goto(`/work-orders?highlight=${workOrderId}`);
    const sheet = page.getByRole('dialog', { name: new RegExp(`Change sealing jaws ${suffix}`) });
    await expect(
      sheet.getByText('Scheduled', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('1 Jul 2027, 08:30');
    await sheet.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: /^Edit / });
    await expect(form.getByLabel('Scheduled for')).toHaveValue('2027-07-01T08:30');
    await form.getByLabel('Scheduled for').fill('2027-07-02T09:15');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/work-orders/${workOrderId}`) && r.request().method() === 'PATCH',
    );
    await form.getByRole('button', { name: 'Save changes' }).click();
    // 09:15 in London in July is 08:15 UTC.
    expect((await (await saved).json()).date_scheduled).toBe('2027-07-02T08:15:00.000Z');
    await context.close();
  });
});
