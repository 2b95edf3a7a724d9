import { expect, test } from '@playwright/test';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';

// A work order end to end: a manager plans a work order with two parts and a checklist for a
// technician; the technician starts it on a phone (the manager hears it), completes it with the
// hygiene clearance; stock drops by the parts; the certificate is a PDF with the WO number.

test.describe('work orders: plan, start on a phone, complete with parts and clearance, certificate', () => {
  let manager: Person;
  let technician: Person;
  let assetName: string;
  let partIds: string[] = [];
  const suffix = Date.now().toString(36).toUpperCase();
  const title = `Replace filler valve seals ${suffix}`;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    manager = await invitePerson(admin, 'manager', 'Mia Manager');
    technician = await invitePerson(admin, 'technician', `Tom Tech ${suffix}`);
    assetName = `Filler FIL-${suffix}`;
    const asset = await admin.post('/api/assets', {
      data: { asset_id: `FIL-${suffix}`, asset_name: assetName, location: 'Line 1' },
    });
    expect(asset.status(), await asset.text()).toBe(201);
    partIds = [];
    for (const [code, name] of [
      [`SEAL-${suffix}`, `Valve seal ${suffix}`],
      [`GRS-${suffix}`, `H1 grease ${suffix}`],
    ]) {
      const item = await admin.post('/api/inventory', {
        data: { item_id: code, item_name: name, quantity_in_stock: 10, unit_cost: 5, food_grade: true },
      });
      expect(item.status(), await item.text()).toBe(201);
      partIds.push((await item.json()).id);
    }
    await admin.dispose();
  });

  test('manager plans, technician starts and completes on 390 px, stock drops, certificate downloads', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const managerContext = await signedInContext(browser, manager, { baseURL });
    const managerPage = await managerContext.newPage();
    await managerPage.goto('/work-orders');
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();

    // The manager creates the work order with a checklist for the technician.
    await managerPage.getByRole('button', { name: 'New work order' }).click();
    const form = managerPage.getByRole('dialog', { name: 'New work order' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Search assets').fill(assetName);
    await form.getByRole('radio', { name: new RegExp(assetName) }).check();
    // The technician is found by name among the people who may see the asset's site.
    const assignee = form.getByRole('group', { name: 'Assignee' });
    await assignee.getByLabel('Search people by name or e-mail').fill(technician.full_name);
    await assignee.getByRole('radio', { name: new RegExp(technician.full_name) }).check();
    await form.getByRole('button', { name: 'Add step' }).click();
    await form.getByRole('textbox', { name: 'Step 1' }).fill('Isolate and lock off');
    await form.getByRole('button', { name: 'Add step' }).click();
    await form.getByRole('textbox', { name: 'Step 2' }).fill('Check seal seats');
    await form.getByRole('button', { name: 'Create work order' }).click();
    await expect(managerPage.getByText('Work Order Created')).toBeVisible();
    await expect(managerPage.getByRole('row', { name: new RegExp(title) })).toBeVisible();

    // The technician, on a phone, starts it from its card.
    const phone = await signedInContext(browser, technician, {
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const techPage = await phone.newPage();
    await techPage.goto('/work-orders');
    const card = techPage.getByRole('article', { name: new RegExp(title) });
    await card.getByRole('button', { name: /^Start work on WO-/ }).tap();
    await expect(techPage.getByText('Work Order Started').first()).toBeVisible();
    await expect(card.getByText('In progress')).toBeVisible();
    expect(await techPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The manager hears it (in-app notification) and sees it in progress, live.
    await expect(managerPage.getByText('Work Order Started').first()).toBeVisible({ timeout: 30_000 });
    await expect(
      managerPage.getByRole('row', { name: new RegExp(title) }).getByText('In progress'),
    ).toBeVisible();

    // The technician opens it and completes it with two parts, the clearance and the checklist.
    await card.getByText(title, { exact: true }).tap();
    const sheet = techPage.getByRole('dialog', { name: new RegExp(title) });
    await sheet.getByRole('button', { name: 'Complete' }).click();
    const complete = techPage.getByRole('dialog', { name: /^Complete WO-/ });
    await complete.getByLabel('Completion notes').fill('Seals replaced, valve leak-tested at 6 bar.');
    await complete.getByLabel('Actual hours').fill('1.5');
    for (const name of [`Valve seal ${suffix}`, `H1 grease ${suffix}`]) {
      await complete.getByPlaceholder('Find a part by name or ID').fill(name);
      await complete.getByRole('button', { name: new RegExp(name) }).click();
    }
    await complete.getByLabel(`Quantity of SEAL-${suffix} Valve seal ${suffix}`).fill('2');
    for (const item of [
      'All tools and materials removed',
      'Debris removed (swarf, fasteners, rags)',
      'No rust or flaking paint',
      'No structural damage',
      'Guards and detection reinstated',
      'Area cleaned',
    ])
      await complete.getByRole('checkbox', { name: item }).check();
    // Each step's result is chosen by the technician: none is preset.
    for (const step of ['Isolate and lock off', 'Check seal seats']) {
      const group = complete.getByRole('radiogroup', { name: new RegExp(step) });
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(0);
      await group.getByRole('radio', { name: 'Pass' }).click();
    }
    await complete.getByRole('button', { name: 'Complete work order' }).click();
    await expect(techPage.getByText('Work Order Completed').first()).toBeVisible();
    await expect(sheet.getByText('Completed', { exact: true }).first()).toBeVisible();

    // Stock dropped by the parts (2 seals, 1 grease).
    const quantities = await Promise.all(
      partIds.map(
        async (id) => (await (await phone.request.get(`/api/inventory/${id}`)).json()).quantity_in_stock,
      ),
    );
    expect(quantities).toEqual([8, 9]);

    // The certificate downloads and is a PDF with the WO number.
    const download = techPage.waitForEvent('download');
    await sheet.getByRole('link', { name: 'Download certificate' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^WO-\d{4}-\d{6}\.pdf$/);
    const pdf = await phone.request.get(
      `/api/work-orders/${(await file.url()).split('/').at(-2)}/certificate.pdf`,
    );
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await managerContext.close();
    await phone.close();
  });
});
