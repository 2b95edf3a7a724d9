import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PNG } from '../support/images';
import { adminApi, invitePerson, type Person, personApi, signedInContext } from '../support/people';

// A technician keeps working without a signal (docs/decisions/offline-queue.md): their own work is kept
// on the device, a completion with parts and hygiene clearance and a breakdown report with a photo made offline are
// queued, survive a reload while still offline, and are written exactly once when the connection
// returns; a change the server refuses comes back with its message.

/** The technician's phone. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const CLEARANCE = [
  'All tools and materials removed',
  'Debris removed (swarf, fasteners, rags)',
  'No rust or flaking paint',
  'No structural damage',
  'Guards and detection reinstated',
  'Area cleaned',
];

/** Everything kept on the device for offline use, as text. */
async function keptText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('plantwise-offline');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve('');
          const all = db.transaction('kept').objectStore('kept').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => resolve('');
        };
      }),
  );
}

/** The kept work has been saved on the device with the pickers' lists (parts, assets) in it. */
async function keptWorkSaved(page: Page): Promise<boolean> {
  const text = await keptText(page);
  return text.includes('work-order-parts-kept') && text.includes('asset-options-kept');
}

async function completeOnCard(page: Page, title: string, partName: string) {
  const card = page.getByRole('article', { name: new RegExp(title) });
  await card.getByRole('button', { name: /^Complete WO-/ }).click();
  const complete = page.getByRole('dialog', { name: /^Complete WO-/ });
  await complete.getByLabel('Completion notes').fill(`Done offline: ${title}`);
  await complete.getByLabel('Actual hours').fill('1');
  await complete.getByPlaceholder('Find a part by name or ID').fill(partName);
  await complete.getByRole('button', { name: new RegExp(partName) }).click();
  for (const item of CLEARANCE) await complete.getByRole('checkbox', { name: item }).check();
  await complete
    .getByRole('radiogroup', { name: /Isolate and lock off/ })
    .getByRole('radio', { name: 'Pass' })
    .click();
  await complete.getByRole('button', { name: 'Complete work order' }).click();
  await expect(complete).toBeHidden();
}

test.describe('offline: a technician keeps working without a signal', () => {
  let admin: APIRequestContext;
  let technician: Person;
  const suffix = Date.now().toString(36).toUpperCase();
  const assetName = `Chiller CHL-${suffix}`;
  const partName = `Door gasket ${suffix}`;
  const titles = { done: `Reseal cold store door ${suffix}`, clash: `Defrost evaporator ${suffix}` };
  const ids: Record<string, string> = {};
  let partId = '';
  const breakdownTitle = `Evaporator fan noisy ${suffix}`;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL as string;
    admin = await adminApi(baseURL);
    technician = await invitePerson(admin, 'technician', `Tara Tech ${suffix}`);
    const me = await personApi(baseURL, technician);
    const session = await (await me.get('/api/auth/session')).json();
    const asset = await admin.post('/api/assets', {
      data: { asset_id: `CHL-${suffix}`, asset_name: assetName, location: 'Cold store' },
    });
    expect(asset.status(), await asset.text()).toBe(201);
    const assetId = (await asset.json()).id;
    const item = await admin.post('/api/inventory', {
      data: {
        item_id: `GSK-${suffix}`,
        item_name: partName,
        quantity_in_stock: 10,
        unit_cost: 4,
        food_grade: true,
      },
    });
    expect(item.status(), await item.text()).toBe(201);
    partId = (await item.json()).id;
    for (const [name, title] of Object.entries(titles)) {
      const created = await admin.post('/api/work-orders', {
        data: {
          title,
          asset_id: assetId,
          assigned_to: session.user.id,
          checklist: [{ id: 'isolate', text: 'Isolate and lock off', required: true }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      ids[name] = (await created.json()).id;
      const started = await me.post(`/api/work-orders/${ids[name]}/start`);
      expect(started.status(), await started.text()).toBe(200);
    }
    await me.dispose();
  });

  test.afterAll(async () => {
    await admin.dispose();
  });

  test('completes work and reports a breakdown offline, survives a reload, sends each once', async ({
    browser,
  }) => {
    // Two offline rounds and a reload on a phone: longer than one screen's journey.
    test.setTimeout(180_000);
    const baseURL = test.info().project.use.baseURL as string;
    const context = await signedInContext(browser, technician, { baseURL, ...PHONE });
    const page = await context.newPage();
    await page.goto('/work-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();
    // The service worker keeps the app's files; it must control the page for a reload offline.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    await page.reload();
    await expect(page.getByRole('article', { name: new RegExp(titles.done) })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The breakdowns screen once online (its lists are kept too), then the kept work is saved.
    await page.goto('/reactive-maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Reactive Maintenance' })).toBeVisible();
    await page.goto('/work-orders');
    await expect(page.getByRole('article', { name: new RegExp(titles.done) })).toBeVisible();
    await expect.poll(() => keptWorkSaved(page), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    try {
      await expect(page.getByRole('button', { name: 'Offline' })).toBeVisible();
      await completeOnCard(page, titles.done, partName);
      await expect(page.getByText(/completed — saved on this device, waiting to send/).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Offline — 1 change waiting' })).toBeVisible();

      await page.goto('/reactive-maintenance');
      await expect(page.getByRole('heading', { level: 1, name: 'Reactive Maintenance' })).toBeVisible();
      await page.getByRole('button', { name: 'Report Breakdown' }).click();
      const report = page.getByRole('dialog', { name: 'Report Breakdown' });
      await report.getByLabel('Search assets').fill(`CHL-${suffix}`);
      await report.getByRole('radio', { name: new RegExp(assetName) }).check();
      await report.getByLabel('What happened?').fill(breakdownTitle);
      await report
        .getByLabel(/^Photo/)
        .setInputFiles({ name: 'fan.png', mimeType: 'image/png', buffer: PNG });
      await expect(report.getByRole('img', { name: /^Chosen for the report/ })).toBeVisible();
      await report.getByRole('button', { name: 'Report Breakdown' }).click();
      await expect(report).toBeHidden();
      await expect(page.getByRole('button', { name: 'Offline — 2 changes waiting' })).toBeVisible();

      // A reload while still offline: the app, the kept work and the queue all come back.
      await page.goto('/work-orders');
      await page.reload();
      await expect(page.getByRole('button', { name: 'Offline — 2 changes waiting' })).toBeVisible();
      await expect(page.getByText(/^Offline — showing what was saved at \d{2}:\d{2}$/)).toBeVisible();
      await page.getByRole('button', { name: 'Offline — 2 changes waiting' }).click();
      const list = page.getByRole('list', { name: 'Changes made on this device' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByText('Waiting to send')).toHaveCount(2);
      await page.keyboard.press('Escape');
    } finally {
      await context.setOffline(false);
    }

    // Back online: both are sent, the indicator goes.
    await expect(page.getByRole('button', { name: /changes? waiting|Sending/ })).toBeHidden({
      timeout: 30_000,
    });
    const workOrder = await (await admin.get(`/api/work-orders/${ids.done}`)).json();
    expect(workOrder.status).toBe('completed');
    expect(workOrder.completion_notes).toBe(`Done offline: ${titles.done}`);
    const stock = await (await admin.get(`/api/inventory/${partId}`)).json();
    expect(stock.quantity_in_stock).toBe(9);
    const breakdowns = await (
      await admin.get('/api/breakdowns', { params: { q: breakdownTitle, limit: 10 } })
    ).json();
    const sent = breakdowns.data.filter((b: { title: string }) => b.title === breakdownTitle);
    expect(sent).toHaveLength(1);
    // Its photo came with it, kept on the device as it was taken.
    const photoUrl = /Photo sent with the report: (\/api\/files\/[0-9a-f-]{36})/.exec(
      sent[0].description,
    )?.[1];
    expect(photoUrl, sent[0].description).toBeTruthy();
    const photo = await admin.get(photoUrl as string);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await photo.body()).equals(PNG)).toBe(true);

    // A conflict: completed offline while a manager cancels it; the refusal comes back with its message.
    await page.goto('/work-orders');
    await expect(page.getByRole('article', { name: new RegExp(titles.clash) })).toBeVisible();
    await context.setOffline(true);
    try {
      await completeOnCard(page, titles.clash, partName);
      await expect(page.getByRole('button', { name: 'Offline — 1 change waiting' })).toBeVisible();
      const cancelled = await admin.post(`/api/work-orders/${ids.clash}/cancel`, {
        data: { reason: 'Replaced by a contractor visit' },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
    } finally {
      await context.setOffline(false);
    }
    const refused = page.getByRole('button', { name: '1 change refused' });
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await refused.click();
    const list = page.getByRole('list', { name: 'Changes made on this device' });
    await expect(list.getByText('This work order was cancelled and cannot be changed')).toBeVisible();
    await expect(list.getByText(`You entered: Done offline: ${titles.clash}`)).toBeVisible();
    // The stock was not taken for the refused completion.
    const after = await (await admin.get(`/api/inventory/${partId}`)).json();
    expect(after.quantity_in_stock).toBe(9);
    await list.getByRole('button', { name: 'Discard' }).click();
    await expect(refused).toBeHidden();
    await context.close();
  });
  test('a preventive task due today is on the device without opening its screen, and completes offline', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const baseURL = test.info().project.use.baseURL as string;
    const asset = await admin.post('/api/assets', {
      data: {
        asset_id: `FRZ-${suffix}`,
        asset_name: `Blast freezer FRZ-${suffix}`,
        location: 'Freezer hall',
      },
    });
    expect(asset.status(), await asset.text()).toBe(201);
    const taskTitle = `Check freezer door heater ${suffix}`;
    const created = await admin.post('/api/maintenance-tasks', {
      data: {
        title: taskTitle,
        asset_id: (await asset.json()).id,
        next_due_date: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const taskId = (await created.json()).id as string;

    const context = await signedInContext(browser, technician, { baseURL, ...PHONE });
    const page = await context.newPage();
    // Only the dashboard is opened online: the start-up fetch keeps the due tasks on the device.
    await page.goto('/dashboard');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    await expect.poll(() => keptText(page), { timeout: 20_000 }).toContain(taskTitle);

    await context.setOffline(true);
    try {
      await page.goto('/preventive-maintenance');
      await expect(page.getByText(/^Offline — showing what was saved at \d{2}:\d{2}$/)).toBeVisible();
      await page.getByRole('button', { name: `Complete ${taskTitle}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Complete Maintenance Task' });
      await dialog.getByLabel('Notes').fill('Heater element replaced, no signal in the freezer hall');
      for (const item of CLEARANCE) await dialog.getByRole('checkbox', { name: item }).check();
      await dialog.getByRole('button', { name: 'Record Completion' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByText(`"${taskTitle}" completed — saved on this device, waiting to send`),
      ).toBeVisible();
      // Kept across a reload while still offline; it cannot be completed a second time meanwhile.
      await page.reload();
      const card = page.getByRole('article', { name: new RegExp(taskTitle) });
      await expect(card.getByText('Completed — waiting to send')).toBeVisible();
      await expect(card.getByRole('button', { name: `Complete ${taskTitle}` })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Offline — 1 change waiting' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByRole('button', { name: /changes? waiting|Sending/ })).toBeHidden({
      timeout: 30_000,
    });
    const completions = await (await admin.get(`/api/maintenance-tasks/${taskId}/completions`)).json();
    expect(completions.data).toHaveLength(1);
    expect(completions.data[0].notes).toBe('Heater element replaced, no signal in the freezer hall');
    await context.close();
  });
});
