import { randomBytes } from 'node:crypto';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { waitForRealtime } from '../support/realtime';

// The asset register: add, edit (with a refused change), delete, CSV import, the QR link, live updates.
const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@plantwise.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin-pass-123',
};
const HEADERS = { 'X-Requested-With': 'plantwise' };

/** A unique asset ID for this run, so journeys never collide with earlier data. */
const code = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex').toUpperCase()}`;

async function signIn(page: Page) {
  const response = await page.request.post('/api/auth/sign-in', { data: ADMIN, headers: HEADERS });
  expect(response.status(), await response.text()).toBe(200);
}

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const response = await api.post('/api/auth/sign-in', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

async function createAsset(api: APIRequestContext, body: Record<string, unknown>) {
  const response = await api.post('/api/assets', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; asset_id: string; asset_name: string };
}

/** Shows one asset in the register by searching for its asset ID. */
async function findInRegister(page: Page, assetId: string) {
  await page.getByLabel('Search assets').fill(assetId);
  const link = page.getByRole('link', { name: assetId, exact: true });
  await expect(link).toBeVisible();
  return page.getByRole('row').filter({ has: link });
}

async function openRegister(page: Page) {
  await page.goto('/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Asset Management' })).toBeVisible();
}

test.describe('asset register', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('adds an asset through the dialog', async ({ page }) => {
    const assetId = code('MIX');
    await openRegister(page);
    await page.getByRole('button', { name: 'Add asset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add asset' });
    await dialog.getByLabel(/^Asset ID/).fill(assetId);
    await dialog.getByLabel(/^Asset name/).fill('Spiral dough mixer');
    await dialog.getByLabel('Make').fill('Hobart');
    await dialog.getByLabel('Purchase cost').fill('£12,500');
    await dialog.getByRole('combobox', { name: 'Criticality' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await dialog.getByRole('button', { name: 'Add asset' }).click();

    await expect(page.getByText('Asset added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = await findInRegister(page, assetId);
    await expect(row).toContainText('Spiral dough mixer');
    await expect(row).toContainText('High');
  });

  test('refuses an edit that breaks a rule, then saves the corrected one', async ({ page, baseURL }) => {
    const api = await adminApi(baseURL as string);
    const taken = await createAsset(api, { asset_id: code('OVN'), asset_name: 'Tunnel oven' });
    const asset = await createAsset(api, { asset_id: code('OVN'), asset_name: 'Deck oven' });
    await openRegister(page);
    const row = await findInRegister(page, asset.asset_id);
    await row.getByRole('button', { name: 'Actions for Deck oven' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Deck oven' });

    // The server's validation service refuses another asset's ID (case-insensitive).
    await dialog.getByLabel(/^Asset ID/).fill(taken.asset_id.toLowerCase());
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    const duplicate = `Asset ID "${taken.asset_id.toLowerCase()}" already exists`;
    // Once, beside the field it names (no summary or toast repeating it), with the focus there.
    await expect(dialog.getByText(duplicate)).toBeVisible();
    await expect(page.getByText(duplicate)).toHaveCount(1);
    await expect(dialog.getByLabel(/^Asset ID/)).toBeFocused();
    await expect(dialog.getByLabel(/^Asset ID/)).toHaveAttribute('aria-invalid', 'true');

    // The form checks the rules too: a warranty before the purchase date.
    await dialog.getByLabel(/^Asset ID/).fill(asset.asset_id);
    await dialog.getByLabel('Purchase date').fill('2024-05-10');
    await dialog.getByLabel('Warranty expiry').fill('2024-05-01');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Warranty expiry must not be before the purchase date')).toBeVisible();

    await dialog.getByLabel('Warranty expiry').fill('2027-05-01');
    await dialog.getByLabel(/^Asset name/).fill('Deck oven, bay 3');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Asset updated successfully')).toBeVisible();
    await expect(row).toContainText('Deck oven, bay 3');
    await api.dispose();
  });

  test('deletes an asset after a confirmation naming it', async ({ page, baseURL }) => {
    const api = await adminApi(baseURL as string);
    const asset = await createAsset(api, { asset_id: code('FAN'), asset_name: 'Extract fan' });
    await openRegister(page);
    const row = await findInRegister(page, asset.asset_id);
    await row.getByRole('button', { name: 'Actions for Extract fan' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete Extract fan (${asset.asset_id})?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete asset' }).click();
    await expect(page.getByText('Asset deleted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No assets match these filters' })).toBeVisible();
    expect((await api.get(`/api/assets/${asset.id}`)).status()).toBe(404);
    await api.dispose();
  });

  test('imports a CSV file: preview with row errors, then the valid rows; a re-import adds nothing', async ({
    page,
  }) => {
    const batch = code('CSV');
    const csv = [
      'Asset ID,Asset name,Make,Site,Purchase cost,Status',
      `${batch}-1,Bottle washer,Krones,Leeds,"12,500",Operational`,
      `${batch}-2,Labeller,Herma,Leeds,800,Maintenance`,
      `${batch}-3,Capper,Zalkin,York,,Out of service`,
      `${batch}-4,,,,-5,broken`,
    ].join('\r\n');
    const file = { name: 'register.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

    await openRegister(page);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import assets from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('1 row with errors')).toBeVisible();
    await expect(dialog.getByText('Asset name is required')).toBeVisible();
    await expect(dialog.getByText('Purchase cost must not be negative')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 3 assets' }).click();
    await expect(
      dialog.getByText('3 assets added, 0 updated, 0 unchanged, 1 row skipped with errors.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByLabel('Search assets').fill(batch);
    await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Labeller' })).toContainText('Maintenance');

    // The same file again matches by asset ID: nothing new.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('0 new')).toBeVisible();
    await expect(dialog.getByText('3 unchanged')).toBeVisible();
  });

  test('the QR link /assets?asset={id} opens the asset and its label', async ({ page, baseURL }) => {
    const api = await adminApi(baseURL as string);
    const asset = await createAsset(api, {
      asset_id: code('CHL'),
      asset_name: 'Blast chiller',
      location: 'Cold store',
    });
    await page.goto(`/assets?asset=${asset.id}`);
    await expect(page).toHaveURL(new RegExp(`/assets/${asset.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Blast chiller' })).toBeVisible();
    const label = page.getByRole('figure').filter({ hasText: asset.asset_id });
    await expect(label.getByRole('img', { name: `QR code for asset ${asset.asset_id}` })).toBeVisible();
    await expect(label).toContainText(`/assets?asset=${asset.id}`);
    await expect(page.getByRole('button', { name: 'Print label' })).toBeEnabled();
    await api.dispose();
  });

  test('a second browser sees a change live', async ({ browser, baseURL }) => {
    const api = await adminApi(baseURL as string);
    const asset = await createAsset(api, { asset_id: code('CNV'), asset_name: 'Cooling conveyor' });
    let other: BrowserContext | undefined;
    try {
      other = await browser.newContext();
      const watcher = await other.newPage();
      await signIn(watcher);
      await watcher.goto(`/assets/${asset.id}`);
      await expect(watcher.getByRole('heading', { level: 1, name: 'Cooling conveyor' })).toBeVisible();
      await waitForRealtime(watcher);

      const response = await api.patch(`/api/assets/${asset.id}`, {
        data: { asset_name: 'Cooling conveyor 2' },
      });
      expect(response.status()).toBe(200);
      await expect(watcher.getByRole('heading', { level: 1, name: 'Cooling conveyor 2' })).toBeVisible();
    } finally {
      await other?.close();
      await api.dispose();
    }
  });
});
