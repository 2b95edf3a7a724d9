import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { adminApi, invitePerson, signedInContext } from '../support/people';

// The location tree: a manager builds a site with an area and a line, moves an asset onto the line, sees
// where it is on its page, and filters the register by the site.

/** Adds a location through the tree screen's dialog (a site from the header, else inside the chosen node). */
async function addLocation(page: Page, opener: string, name: string, code: string) {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Code/).fill(code);
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(dialog).toBeHidden();
  // The new location is chosen: its panel shows.
  await expect(page.getByRole('region', { name })).toBeVisible();
}

test('a manager builds a small tree, moves an asset into it, sees its breadcrumb and filters the register by the site', async ({
  browser,
  baseURL,
}) => {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const site = `Harrogate ${suffix}`;
  const admin = await adminApi(baseURL as string);
  const manager = await invitePerson(admin, 'manager', 'Morgan Manager');
  const created = await admin.post('/api/assets', {
    data: { asset_id: `CAP-${suffix}`, asset_name: 'Capping machine' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const asset = (await created.json()) as { id: string; asset_id: string };
  await admin.dispose();

  const context = await signedInContext(browser, manager, { baseURL });
  const page = await context.newPage();
  await page.goto('/assets');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Locations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();

  await addLocation(page, 'Add site', site, `HGT-${suffix}`);
  await addLocation(page, 'Add inside', 'Packing', 'PACK');
  await addLocation(page, 'Add inside', 'Line 3', 'L3');
  const tree = page.getByRole('tree', { name: 'Locations' });
  const line = tree.getByRole('treeitem', { name: /^Line 3/ });
  await expect(line).toHaveAttribute('aria-level', '3');
  await expect(line).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page), 'the tree with a chosen location').toEqual([]);

  // The asset moves onto the line through its form's location picker.
  await page.goto(`/assets/${asset.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Capping machine' });
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('combobox', { name: 'Search locations' }).fill(suffix);
  await expect(page.getByRole('option')).toHaveCount(3);
  expect(await seriousViolations(page), 'the location picker in the asset form').toEqual([]);
  await page.getByRole('option', { name: new RegExp(`^${site} › Packing › Line 3`) }).click();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Asset updated successfully')).toBeVisible();

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText(`Asset Management${site}PackingLine 3Capping machine`);
  await expect(crumbs.getByRole('link', { name: 'Line 3' })).toBeVisible();

  // The tree counts it at the line and everything above.
  await page.goto('/locations');
  await expect(tree.getByRole('treeitem', { name: new RegExp(`^${site}`) })).toContainText('1 asset');

  // The register filtered by the site holds the asset, which sits on the line below it.
  await page.goto('/assets');
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('combobox', { name: 'Search locations' }).fill(`HGT-${suffix}`);
  await page
    .getByRole('option', { name: new RegExp(`^${site}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]location=[0-9a-f-]{36}/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: asset.asset_id }) });
  await expect(row).toContainText(`${site} › Packing › Line 3`);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await context.close();
});
