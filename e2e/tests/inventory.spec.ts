import { expect, type Page, test } from '@playwright/test';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';
import { waitForRealtime } from '../support/realtime';

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
}

// A manager adds an item linked to an asset, a technician removes stock below
// the minimum, the manager's browser shows the item turn Low Stock live and gets one notification;
// the ledger shows both movements with names and reasons.
test.describe('inventory: stock ledger and live low-stock alert', () => {
  let manager: Person;
  let technician: Person;
  let assetCode: string;
  const itemCode = `FLT-${Date.now().toString(36).toUpperCase()}`;
  const itemName = `Filler air filter ${itemCode}`;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    manager = await invitePerson(admin, 'manager', 'Maya Stores');
    technician = await invitePerson(admin, 'technician', 'Theo Fitter');
    assetCode = `FIL-${Date.now().toString(36).toUpperCase()}`;
    const created = await admin.post('/api/assets', {
      data: { asset_id: assetCode, asset_name: `Bottle filler ${assetCode}`, location: 'Line 4' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await admin.dispose();
  });

  test('a technician takes stock down to the minimum; the manager sees Low Stock live, one alert, and the ledger', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;

    // The manager adds the item, linked to the filler, with 6 in stock and a minimum of 4.
    const managerContext = await signedInContext(browser, manager, { baseURL });
    const managerPage = await managerContext.newPage();
    await managerPage.goto('/inventory');
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await waitForRealtime(managerPage);
    await expect(bell(managerPage)).toHaveAccessibleName('Notifications');
    await managerPage.getByRole('button', { name: 'Add item' }).click();
    const form = managerPage.getByRole('dialog', { name: 'Add Item' });
    await form.getByLabel('Item ID').fill(itemCode);
    await form.getByLabel('Item name').fill(itemName);
    await form.getByLabel('Category').fill('Filters');
    await form.getByLabel('Quantity in stock').fill('6');
    await form.getByLabel('Minimum stock level').fill('4');
    await form.getByLabel('Food grade (BRCGS 4.7.6)').check();
    await form.getByPlaceholder('Filter assets').fill(assetCode);
    await form.getByRole('checkbox', { name: new RegExp(assetCode) }).check();
    await form.getByRole('button', { name: 'Add item' }).click();
    await expect(form).toBeHidden();
    await managerPage.getByRole('searchbox', { name: 'Search inventory' }).fill(itemCode);
    const managerRow = managerPage.getByRole('row', { name: new RegExp(itemCode) });
    await expect(managerRow.getByText('In Stock')).toBeVisible();
    await expect(managerRow.getByText('6 each')).toBeVisible();

    // The technician removes 2 (with a reason) on a 360 px phone; the dialog previews the result.
    const techContext = await signedInContext(browser, technician, {
      baseURL,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const techPage = await techContext.newPage();
    await techPage.goto('/inventory');
    await techPage.getByRole('searchbox', { name: 'Search inventory' }).fill(itemCode);
    const techCard = techPage.getByRole('article', { name: new RegExp(itemCode) });
    await expect(techCard).toBeVisible();
    expect(await techPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await techCard.getByRole('button', { name: `Adjust stock of ${itemName}` }).tap();
    const adjust = techPage.getByRole('dialog', { name: 'Adjust Stock' });
    await adjust.getByLabel(/Quantity/).fill('2');
    await expect(adjust.getByRole('status')).toContainText('After saving: 4 each');
    await expect(adjust.getByRole('status')).toContainText('Low Stock');
    await adjust.getByLabel(/Reason/).fill('Replaced on filler');
    await adjust.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(adjust).toBeHidden();

    // The manager's browser, never reloaded: the row turns Low Stock and one alert arrives.
    await expect(managerRow.getByText('Low Stock')).toBeVisible();
    await expect(managerRow.getByText('4 each')).toBeVisible();
    // Other alerts may reach every manager meanwhile (the five-minute budget check after the budget
    // journey), so the bell only has to count something; the item's own alert must arrive exactly once.
    await expect(bell(managerPage)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await bell(managerPage).click();
    const panel = managerPage.getByRole('list', { name: 'Notification list' });
    await expect(panel.getByText(`Low stock: ${itemName}`)).toHaveCount(1);
    await managerPage.keyboard.press('Escape');

    // The ledger shows both movements with who and why; the linked asset links to its page.
    await managerRow.getByRole('button', { name: itemCode, exact: true }).click();
    const sheet = managerPage.getByRole('dialog', { name: itemName });
    const ledger = sheet.getByRole('list', { name: 'Stock movements' });
    await expect(ledger.getByRole('listitem')).toHaveCount(2);
    await expect(ledger.getByRole('listitem').first()).toContainText('Replaced on filler');
    await expect(ledger.getByRole('listitem').first()).toContainText('Theo Fitter');
    await expect(ledger.getByRole('listitem').nth(1)).toContainText('Opening stock');
    await expect(ledger.getByRole('listitem').nth(1)).toContainText('Maya Stores');
    await expect(sheet.getByRole('link', { name: new RegExp(assetCode) })).toBeVisible();

    await managerContext.close();
    await techContext.close();
  });
});
