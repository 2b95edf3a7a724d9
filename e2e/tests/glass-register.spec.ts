import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// BRCGS 4.9.3 glass register: on a 390 px phone a technician walks a check round at a line and finds a light
// cover damaged, which raises a breakage incident; a quality person, also on a phone, closes it with their
// password (a wrong one is refused first) and the incident shows who closed it.
test.describe('glass and brittle-plastics register', () => {
  let technician: Person;
  let quality: Person;
  let lineId: string;
  const suffix = Date.now().toString(36).toUpperCase();
  const cover = `Light cover ${suffix}`;
  const screenItem = `Scale display ${suffix}`;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    const admin = await adminApi(baseURL);
    technician = await invitePerson(admin, 'technician', `Tom Tech ${suffix}`);
    quality = await invitePerson(admin, 'quality', `Quinn Quality ${suffix}`);
    const site = await admin.post('/api/locations', {
      data: { kind: 'site', code: `G${suffix}`.slice(0, 12), name: `Glass site ${suffix}` },
    });
    expect(site.status(), await site.text()).toBe(201);
    const line = await admin.post('/api/locations', {
      data: { kind: 'line', code: 'L1', name: 'Line 1', parent_id: (await site.json()).id },
    });
    expect(line.status(), await line.text()).toBe(201);
    lineId = (await line.json()).id;
    for (const [description, material] of [
      [cover, 'perspex'],
      [screenItem, 'hard-plastic'],
    ]) {
      const item = await admin.post('/api/glass-register', {
        data: { location_id: lineId, description, material, risk: 'high', check_frequency: 'weekly' },
      });
      expect(item.status(), await item.text()).toBe(201);
    }
    await admin.dispose();
  });

  test('a technician finds an item damaged on a round; quality closes the incident with a password', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const tech = await signedInContext(browser, technician, { baseURL, ...PHONE });
    const page = await tech.newPage();
    await page.goto(`/compliance/glass?location=${lineId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Glass & Brittle Plastics' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(cover).first()).toBeVisible();
    await page.getByRole('button', { name: 'Start a check round' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Glass check round' })).toBeVisible();
    await page
      .getByRole('radiogroup', { name: `Result for ${cover}` })
      .getByRole('radio', { name: 'Damaged' })
      .tap();
    await page.getByRole('textbox', { name: `Note for ${cover}` }).fill('Corner cracked, pieces on the belt');
    await page
      .getByRole('radiogroup', { name: `Result for ${screenItem}` })
      .getByRole('radio', { name: 'Intact' })
      .tap();
    expect(await seriousViolations(page), 'the check round').toEqual([]);
    await page.getByRole('button', { name: 'Submit check round (2/2)' }).tap();
    await expect(page.getByText('Check round saved: 1 breakage incident(s) raised')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Glass & Brittle Plastics' })).toBeVisible();
    // The technician does not close incidents.
    await page.goto(`/compliance/glass?tab=incidents&location=${lineId}`);
    await expect(
      page.getByText(`${cover} found damaged on a glass check: Corner cracked, pieces on the belt`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close incident' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tech.close();

    const phone = await signedInContext(browser, quality, { baseURL, ...PHONE });
    // The quality person reads it in the dark theme.
    await phone.addInitScript(() => localStorage.setItem('plantwise-theme', 'dark'));
    const qPage = await phone.newPage();
    await qPage.goto(`/compliance/glass?tab=incidents&location=${lineId}`);
    const card = qPage.getByRole('listitem').filter({ hasText: `${cover} found damaged` });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    expect(await seriousViolations(qPage), 'the incidents').toEqual([]);
    await card.getByRole('button', { name: 'Close incident' }).tap();
    const dialog = qPage.getByRole('dialog', { name: 'Close the incident' });
    await dialog.getByLabel('Notes').fill('Belt stopped, cleaned down, all pieces found; product held');
    await dialog.getByLabel('The area was cleaned down and inspected').check();
    expect(await seriousViolations(qPage), 'the close dialog').toEqual([]);
    await dialog.getByLabel(/^Password/).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Sign off and close' }).click();
    await expect(dialog.getByText('The password is not correct: the incident was not closed')).toBeVisible();
    await dialog.getByLabel(/^Password/).fill(quality.password);
    await dialog.getByRole('button', { name: 'Sign off and close' }).click();
    await expect(dialog).toBeHidden();
    await expect(qPage.getByText('No open incidents')).toBeVisible();
    await qPage.getByRole('combobox', { name: 'Incident state' }).tap();
    await qPage.getByRole('option', { name: 'Open and closed' }).tap();
    const closed = qPage.getByRole('listitem').filter({ hasText: `${cover} found damaged` });
    await expect(closed.getByText(new RegExp(`Closed by ${quality.full_name}`))).toBeVisible();
    await phone.close();
  });
});
