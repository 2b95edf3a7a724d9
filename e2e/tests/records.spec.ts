import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { pdfText } from '../support/pdf';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';

const HEADERS = { 'X-Requested-With': 'plantwise' };

// A technician completes a breakdown and signs 'performed'; a manager approves
// from /signatures; the record shows both signatures and 'signed'.
test.describe('food-safety records and signatures', () => {
  let technician: Person;
  let manager: Person;
  let assetId: string;
  const title = `Reject arm stuck ${Date.now().toString(36)}`;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    technician = await invitePerson(admin, 'technician', 'Sam Fitter');
    manager = await invitePerson(admin, 'manager', 'Mo Approver');
    const asset = await admin.post('/api/assets', {
      data: { asset_id: `MD-${Date.now().toString(36).toUpperCase()}`, asset_name: 'Metal detector MD-2' },
    });
    expect(asset.status(), await asset.text()).toBe(201);
    assetId = (await asset.json()).id;
    await admin.dispose();
  });

  test('the technician signs what they did, the manager approves it, and the record is signed', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const tech = await signedInContext(browser, technician, { baseURL });
    const reported = await tech.request.post('/api/breakdowns', {
      headers: HEADERS,
      data: { asset_id: assetId, title, severity: 'high' },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    const breakdownId = (await reported.json()).id;
    const completed = await tech.request.post(`/api/breakdowns/${breakdownId}/complete`, {
      headers: HEADERS,
      data: {
        completion_notes: 'Freed the reject arm; tested with the three test pieces',
        safety_compliance_check: true,
        breakdown_categories: ['mechanical'],
        completed_by: 'Sam Fitter',
        fix_type: 'permanent',
        hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      },
    });
    expect(completed.status(), await completed.text()).toBe(200);

    // The technician finds the record waiting for them and signs it as performed.
    const techPage = await tech.newPage();
    await techPage.goto('/signatures');
    const row = techPage.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    const number = (await row.getByRole('link', { name: /^REC-/ }).textContent()) ?? '';
    expect(number).toMatch(/^REC-\d{4}-\d{6}$/);
    await row.getByRole('button', { name: `Sign ${number}` }).click();
    const signTech = techPage.getByRole('dialog', { name: `Sign ${number}` });
    await expect(signTech.getByRole('combobox', { name: /My signature means/ })).toHaveText('Performed');
    await signTech.getByLabel(/^Password/).fill(technician.password);
    await signTech.getByRole('button', { name: 'Sign record' }).click();
    await expect(signTech).toBeHidden();
    await expect(techPage.getByRole('button', { name: /Signed by me\s*1/ })).toBeVisible();

    // The manager approves it from /signatures.
    const boss = await signedInContext(browser, manager, { baseURL });
    const bossPage = await boss.newPage();
    await bossPage.goto('/signatures');
    const pending = bossPage.getByRole('row', { name: new RegExp(number) });
    await pending.getByRole('button', { name: `Sign ${number}` }).click();
    const approve = bossPage.getByRole('dialog', { name: `Sign ${number}` });
    await expect(approve.getByRole('combobox', { name: /My signature means/ })).toHaveText('Approved');
    await approve.getByLabel(/^Password/).fill(manager.password);
    await approve.getByRole('button', { name: 'Sign record' }).click();
    await expect(approve).toBeHidden();

    // The record shows both signatures, 'Signed', and that it verifies.
    await bossPage.getByRole('button', { name: /Signed by me/ }).click();
    await bossPage.getByRole('link', { name: number }).click();
    await expect(bossPage.getByRole('heading', { level: 1, name: number })).toBeVisible();
    await expect(bossPage.getByText('Verified', { exact: true })).toBeVisible();
    await expect(bossPage.getByText('Signed', { exact: true })).toBeVisible();
    await expect(
      bossPage.getByRole('listitem').filter({ hasText: 'Performed by Sam Fitter (Technician)' }),
    ).toBeVisible();
    await expect(
      bossPage.getByRole('listitem').filter({ hasText: 'Approved by Mo Approver (Manager)' }),
    ).toBeVisible();

    // The audit pack of this week, downloaded from /records, holds the record.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await bossPage.goto(`/records?from=${weekAgo}&to=${tomorrow}&type=breakdown`);
    const link = bossPage.getByRole('link', { name: 'Audit pack (PDF)' });
    await expect(link).toHaveAttribute('href', /from=.*&to=.*&type=breakdown|type=breakdown/);
    const pack = await boss.request.get((await link.getAttribute('href')) ?? '');
    expect(pack.status()).toBe(200);
    expect((await pdfText(await pack.body())).text).toContain(number);
    await tech.close();
    await boss.close();
  });

  test('a manager approves several records at once with one password entry', async ({ browser }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const tech = await signedInContext(browser, technician, { baseURL });
    const batch = `Seal worn ${Date.now().toString(36)}`;
    const titles = [1, 2, 3].map((n) => `${batch} #${n}`);
    for (const work of titles) {
      const reported = await tech.request.post('/api/breakdowns', {
        headers: HEADERS,
        data: { asset_id: assetId, title: work, severity: 'medium' },
      });
      expect(reported.status(), await reported.text()).toBe(201);
      const completed = await tech.request.post(`/api/breakdowns/${(await reported.json()).id}/complete`, {
        headers: HEADERS,
        data: {
          completion_notes: 'Seal replaced and the line run for ten minutes without a leak',
          safety_compliance_check: true,
          breakdown_categories: ['mechanical'],
          completed_by: 'Sam Fitter',
          fix_type: 'permanent',
          hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
        },
      });
      expect(completed.status(), await completed.text()).toBe(200);
    }
    await tech.close();

    const boss = await signedInContext(browser, manager, { baseURL });
    const page = await boss.newPage();
    await page.goto('/signatures');
    const numbers: string[] = [];
    for (const work of titles) {
      const row = page.getByRole('row', { name: new RegExp(work) });
      await expect(row).toBeVisible();
      numbers.push((await row.getByRole('link', { name: /^REC-/ }).textContent()) ?? '');
      await row.getByRole('checkbox', { name: /^Select REC-/ }).check();
    }
    // The tick boxes and the dialog are as accessible as the rest of the screen.
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Approve selected (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 3 records' });
    await expect(dialog.getByLabel(/^Password/)).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(/^Password/).fill(manager.password);
    await dialog.getByRole('button', { name: 'Approve 3 records' }).click();
    const summary = page.getByRole('dialog', { name: 'Approval done' });
    await expect(summary.getByText('3 records approved')).toBeVisible();
    await summary.getByRole('button', { name: 'Done' }).click();
    // The approved records leave the manager's queue, and each carries its own approval.
    await expect(page.getByRole('row', { name: new RegExp(batch) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled();
    await page.getByRole('button', { name: /Signed by me/ }).click();
    for (const number of numbers) {
      await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(
        'Approved: Mo Approver',
      );
    }
    await boss.close();
  });
});
