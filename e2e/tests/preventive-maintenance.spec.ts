import { expect, type Page, test } from '@playwright/test';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';

// Preventive maintenance end to end: a manager plans a monthly task with a 3-step checklist, a technician
// completes it on a phone with one failed step; the calendar shows the next occurrence a month
// later and a follow-up work order exists.

test.describe('preventive maintenance: plan, complete on a phone, follow up', () => {
  let manager: Person;
  let technician: Person;
  let assetName: string;
  const title = `Belt inspection ${Date.now().toString(36)}`;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    manager = await invitePerson(admin, 'manager', 'Mia Manager');
    technician = await invitePerson(admin, 'technician', 'Sam Fitter');
    const code = `CONV-${Date.now().toString(36).toUpperCase()}`;
    assetName = `Conveyor ${code}`;
    const created = await admin.post('/api/assets', {
      data: { asset_id: code, asset_name: assetName, location: 'Line 1' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await admin.dispose();
  });

  test('a manager creates the task, a technician fails one step, a follow-up work order is raised', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;

    const managerContext = await signedInContext(browser, manager, { baseURL });
    const m = await managerContext.newPage();
    await m.goto('/maintenance/new-pm');
    await expect(m.getByRole('heading', { level: 1, name: 'New PM Task' })).toBeVisible();
    await m.getByLabel(/^Title/).fill(title);
    await m.getByLabel('Search assets').fill(assetName);
    await m.getByRole('radio', { name: new RegExp(assetName) }).check();
    const assignee = m.getByRole('group', { name: 'Assigned to' });
    await expect(assignee.getByRole('radio', { name: 'Unassigned' })).toBeChecked();
    await assignee.getByLabel('Search people by name or e-mail').fill(technician.email);
    // Other journeys invite a "Sam Fitter" too: the address is theirs alone.
    await assignee.getByRole('radio', { name: technician.email }).check();
    for (const [index, text] of ['Belt tension', 'Guard fitted', 'Wipe down'].entries()) {
      await m.getByRole('button', { name: 'Add step' }).click();
      await m.getByRole('textbox', { name: `Step ${index + 1}`, exact: true }).fill(text);
    }
    const created = m.waitForResponse(
      (r) => r.url().endsWith('/api/maintenance-tasks') && r.request().method() === 'POST',
    );
    await m.getByRole('button', { name: 'Create Task' }).click();
    expect((await created).status()).toBe(201);
    await expect(m).toHaveURL(/\/preventive-maintenance$/);
    await managerContext.close();

    const techContext = await signedInContext(browser, technician, {
      baseURL,
      viewport: { width: 360, height: 740 },
    });
    const t = await techContext.newPage();
    await t.goto('/preventive-maintenance');
    await t.getByRole('button', { name: `Complete ${title}` }).click();
    const dialog = t.getByRole('dialog', { name: 'Complete Maintenance Task' });
    // No step starts with a result: sending without choosing is refused beside the first step.
    await dialog.getByRole('button', { name: 'Record Completion' }).click();
    await expect(dialog.getByText('Checklist step not recorded: Belt tension')).toBeVisible();
    await expect(
      dialog.getByRole('radiogroup', { name: /Belt tension/ }).getByRole('radio', { name: 'Pass' }),
    ).toBeFocused();
    await dialog.getByLabel('Measured value for step 1').fill('14');
    await dialog.getByLabel('Unit for step 1').fill('mm');
    await dialog
      .getByRole('radiogroup', { name: /Belt tension/ })
      .getByRole('radio', { name: 'Fail' })
      .click();
    await dialog.getByLabel('What was found for step 1').fill('Belt stretched');
    for (const step of ['Guard fitted', 'Wipe down'])
      await dialog
        .getByRole('radiogroup', { name: new RegExp(step) })
        .getByRole('radio', { name: 'Pass' })
        .click();
    const boxes = dialog.getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).click();
    const completed = t.waitForResponse(
      (r) => r.url().includes('/complete') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Record Completion' }).click();
    const response = await completed;
    const result = await response.json();
    expect(result.follow_up_work_order_id).toBeTruthy();
    // The measured value is kept with the step's result.
    const history = await t.request.get(response.url().replace(/\/complete$/, '/completions'));
    expect((await history.json()).data[0].checklist_results[0]).toMatchObject({
      result: 'fail',
      note: 'Belt stretched',
      measured_value: 14,
      measured_unit: 'mm',
    });
    await expect(t.getByText(/Follow-up work order WO-/)).toBeVisible();

    // The follow-up work order exists, and the next occurrence is on the calendar a month later.
    const order = await t.request.get(`/api/work-orders/${result.follow_up_work_order_id}`);
    expect(order.status()).toBe(200);
    expect((await order.json()).title).toBe(`Follow-up: ${title}`);
    const next = new Date(result.next_due_date);
    const days = (next.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    await t.goto('/maintenance');
    await t.getByRole('button', { name: 'Next month' }).click();
    await expect(t.getByRole('link', { name: new RegExp(`Scheduled: ${title}`) })).toBeVisible();
    await techContext.close();
  });

  test('the same journey on a 390 × 844 phone: plan, find the card, complete it, see it in the agenda', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
    const phoneTitle = `Guard check ${Date.now().toString(36)}`;
    const noSidewaysScroll = async (page: Page) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const managerContext = await signedInContext(browser, manager, { baseURL, ...phone });
    const m = await managerContext.newPage();
    await m.goto('/maintenance/new-pm');
    await m.getByLabel(/^Title/).fill(phoneTitle);
    await m.getByLabel('Search assets').fill(assetName);
    await m.getByRole('radio', { name: new RegExp(assetName) }).check();
    const created = m.waitForResponse(
      (r) => r.url().endsWith('/api/maintenance-tasks') && r.request().method() === 'POST',
    );
    await m.getByRole('button', { name: 'Create Task' }).click();
    expect((await created).status()).toBe(201);
    await expect(m).toHaveURL(/\/preventive-maintenance$/);
    // Destructive actions sit behind a menu and a confirmation that says what changes.
    await m.getByRole('button', { name: 'More task actions' }).click();
    await m.getByRole('menuitem', { name: 'Reset month…' }).click();
    const reset = m.getByRole('alertdialog', { name: "Reset this month's completions?" });
    await expect(reset).toContainText('Next due dates do not change');
    await reset.getByRole('button', { name: 'Cancel' }).click();
    await noSidewaysScroll(m);
    await managerContext.close();

    const techContext = await signedInContext(browser, technician, { baseURL, ...phone });
    const t = await techContext.newPage();
    await t.goto('/preventive-maintenance');
    const card = t.getByRole('article', { name: new RegExp(phoneTitle) });
    await expect(card).toContainText(assetName);
    const complete = card.getByRole('button', { name: `Complete ${phoneTitle}` });
    await complete.scrollIntoViewIfNeeded();
    await expect(complete).toBeInViewport();
    const box = await complete.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await noSidewaysScroll(t);
    await complete.click();
    const dialog = t.getByRole('dialog', { name: 'Complete Maintenance Task' });
    const boxes = dialog.getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).click();
    const completed = t.waitForResponse(
      (r) => r.url().includes('/complete') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Record Completion' }).click();
    expect((await completed).status()).toBe(200);
    await expect(dialog).toBeHidden();

    // The calendar on a phone is an agenda by day; the next occurrence is in it a month later.
    await t.goto('/maintenance');
    await t.getByRole('button', { name: 'Next month' }).click();
    const agenda = t.getByRole('list', { name: /Maintenance agenda/ });
    // Other journeys' tasks share its day, which folds after five items: open the first folded day until
    // none is left (an opened day's button turns into "Show fewer").
    await expect(agenda).toBeVisible();
    const folded = agenda.getByRole('button', { name: /^Show \d+ more$/ });
    while ((await folded.count()) > 0) await folded.first().click();
    await expect(agenda.getByRole('link', { name: new RegExp(`Scheduled: ${phoneTitle}`) })).toBeVisible();
    await noSidewaysScroll(t);
    await techContext.close();
  });
});
