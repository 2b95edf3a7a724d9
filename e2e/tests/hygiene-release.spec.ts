import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { expect, test } from '@playwright/test';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';

const HEADERS = { 'X-Requested-With': 'plantwise' };

// BRCGS 4.7.4 hygiene release: a technician completes a work order on a food-contact asset, which then
// awaits release; a quality person (invited as Quality) releases it from a phone with their password; the
// asset is operational again and the release is a signed record in Records.
test.describe('hygiene release of a food-contact asset', () => {
  let manager: Person;
  let technician: Person;
  let quality: Person;
  let assetId: string;
  const suffix = Date.now().toString(36).toUpperCase();
  const code = `SLC-${suffix}`;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    manager = await invitePerson(admin, 'manager', 'Mia Manager');
    technician = await invitePerson(admin, 'technician', `Tom Tech ${suffix}`);
    quality = await invitePerson(admin, 'quality', `Quinn Quality ${suffix}`);
    const asset = await admin.post('/api/assets', {
      data: { asset_id: code, asset_name: `Bread slicer ${suffix}`, food_contact: true },
    });
    expect(asset.status(), await asset.text()).toBe(201);
    assetId = (await asset.json()).id;
    await admin.dispose();
  });

  test('technician completes work, the asset awaits release, quality releases it with a signed record', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const boss = await signedInContext(browser, manager, { baseURL });
    const created = await boss.request.post('/api/work-orders', {
      headers: HEADERS,
      data: { title: `Blade change ${suffix}`, asset_id: assetId },
    });
    expect(created.status(), await created.text()).toBe(201);
    const orderId = (await created.json()).id;
    await boss.close();

    const tech = await signedInContext(browser, technician, { baseURL });
    expect(
      (await tech.request.post(`/api/work-orders/${orderId}/start`, { headers: HEADERS })).status(),
    ).toBe(200);
    const done = await tech.request.post(`/api/work-orders/${orderId}/complete`, {
      headers: HEADERS,
      data: {
        completion_notes: 'Blade changed, guards refitted, surfaces wiped down',
        completed_by: technician.full_name,
        actual_duration: 1,
        hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      },
    });
    expect(done.status(), await done.text()).toBe(200);

    // The technician sees it waiting and cannot release it.
    const techPage = await tech.newPage();
    await techPage.goto(`/assets/${assetId}`);
    await expect(techPage.getByRole('heading', { level: 1, name: `Bread slicer ${suffix}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(techPage.getByText('Awaiting hygiene release')).toBeVisible();
    await expect(techPage.getByRole('button', { name: 'Release for production' })).toHaveCount(0);
    await tech.close();

    // The quality person, on a phone: the header count, the asset, the release with their password.
    const phone = await signedInContext(browser, quality, {
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /awaiting release/i }).first()).toBeVisible();
    await page.goto(`/assets/${assetId}`);
    await expect(page.getByText('Awaiting release', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`Work done by ${technician.full_name}`))).toBeVisible();
    await page.getByRole('button', { name: 'Release for production' }).tap();
    const dialog = page.getByRole('dialog', { name: `Release ${code} for production` });
    await expect(dialog).toContainText(technician.full_name);
    await dialog.getByLabel('Notes').fill('Visual check and ATP swab 14 RLU: pass');
    await dialog.getByLabel(/^Password/).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Release for production' }).click();
    await expect(dialog.getByText('The password is not correct: the asset was not released')).toBeVisible();
    await dialog.getByLabel(/^Password/).fill(quality.password);
    await dialog.getByRole('button', { name: 'Release for production' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Operational', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Awaiting hygiene release')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The release is a signed food-safety record.
    await page.goto(`/records?type=hygiene_release&q=${code}`);
    await page.getByRole('link', { name: /^REC-/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^REC-/ })).toBeVisible();
    await expect(page.getByText('Signed', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `Released for production by Quinn Quality ${suffix} (Quality)` }),
    ).toBeVisible();
    await phone.close();
  });
});
