import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { expect, test } from '@playwright/test';
import { adminApi, invitePerson, signedInContext } from '../support/people';

const HEADERS = { 'X-Requested-With': 'plantwise' };

// A technician completes a breakdown with a temporary fix; the manager finds it open on the register; the
// follow-up work order is completed; the register shows it closed (BRCGS 4.7.3).
test('a temporary repair is open on the register until its follow-up is completed', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL as string;
  const admin = await adminApi(baseURL);
  const technician = await invitePerson(admin, 'technician', 'Tess Fitter');
  const manager = await invitePerson(admin, 'manager', 'Max Planner');
  const tag = Date.now().toString(36).toUpperCase();
  const asset = await admin.post('/api/assets', {
    data: { asset_id: `CAP-${tag}`, asset_name: `Capper ${tag}` },
  });
  expect(asset.status(), await asset.text()).toBe(201);
  const assetId = (await asset.json()).id as string;
  await admin.dispose();

  const tech = await signedInContext(browser, technician, { baseURL });
  const title = `Guard hinge snapped ${tag}`;
  const reported = await tech.request.post('/api/breakdowns', {
    headers: HEADERS,
    data: { asset_id: assetId, title, severity: 'high' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const completed = await tech.request.post(`/api/breakdowns/${(await reported.json()).id}/complete`, {
    headers: HEADERS,
    data: {
      completion_notes: 'Cable-tied the guard back on',
      safety_compliance_check: true,
      breakdown_categories: ['mechanical'],
      completed_by: 'Tess Fitter',
      fix_type: 'temporary',
      permanent_repair_deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  const followUp = (await completed.json()).follow_up_work_order_id as string;

  const boss = await signedInContext(browser, manager, { baseURL });
  const page = await boss.newPage();
  await page.goto('/compliance/temporary-repairs');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Cable-tied the guard back on');
  await expect(row).toContainText('Due in 3 days');
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  for (const step of ['start', 'complete'])
    expect(
      (
        await tech.request.post(`/api/work-orders/${followUp}/${step}`, {
          headers: HEADERS,
          data:
            step === 'start'
              ? undefined
              : {
                  completion_notes: 'New hinge fitted',
                  completed_by: 'Tess Fitter',
                  actual_duration: 1,
                  hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
                  fix_type: 'permanent',
                },
        })
      ).status(),
      step,
    ).toBe(200);

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  const closed = page.getByRole('row', { name: new RegExp(title) });
  await expect(closed.getByText('Closed', { exact: true })).toBeVisible();
  await expect(closed).toContainText('Permanent repair done');
  await tech.close();
  await boss.close();
});
