import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { adminApi, invitePerson, type Person, signedInContext } from '../support/people';

const ADMIN_PERSON: Person = { ...ADMIN, full_name: 'Administrator', role: 'admin' };

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

test('a manager builds a small tree, moves an asset into it and then to another line, sees its breadcrumb and filters the register by the site', async ({
  browser,
  baseURL,
}) => {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const site = `Harrogate ${suffix}`;
  // Other journeys' trees have a Packing and lines too: this test's nodes are known by their codes.
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
  await addLocation(page, 'Add inside', 'Packing', `PACK-${suffix}`);
  await addLocation(page, 'Add inside', 'Line 3', `L3-${suffix}`);
  const tree = page.getByRole('tree', { name: 'Locations' });
  const line = tree.getByRole('treeitem', { name: new RegExp(`^Line 3.*L3-${suffix}`) });
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

  // A second line; the asset moves there and is found under its new place, no longer under the old one.
  await page.goto('/locations');
  const packing = tree.getByRole('treeitem', { name: new RegExp(`^Packing.*PACK-${suffix}`) });
  await packing.click();
  await addLocation(page, 'Add inside', 'Line 4', `L4-${suffix}`);
  await page.goto(`/assets/${asset.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('combobox', { name: 'Search locations' }).fill(suffix);
  await page.getByRole('option', { name: new RegExp(`^${site} › Packing › Line 4`) }).click();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Asset updated successfully').first()).toBeVisible();
  await expect(crumbs).toContainText(`Asset Management${site}PackingLine 4Capping machine`);
  await page.goto('/locations');
  await packing.click();
  if ((await packing.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('ArrowRight');
  await expect(packing).toHaveAttribute('aria-expanded', 'true');
  await expect(line).toContainText('0 assets');
  const line4 = tree.getByRole('treeitem', { name: new RegExp(`^Line 4.*L4-${suffix}`) });
  await expect(line4).toContainText('1 asset');
  await line4.click();
  await page.getByRole('link', { name: 'Show in the asset register' }).click();
  await expect(page).toHaveURL(/[?&]location=[0-9a-f-]{36}/);
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('link', { name: asset.asset_id }) }),
  ).toContainText(`${site} › Packing › Line 4`);
  await context.close();
});

test('an admin limits a technician to one site on the Users screen; the technician then sees only that site', async ({
  browser,
  baseURL,
}) => {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const admin = await adminApi(baseURL as string);
  const site = async (name: string, code: string) => {
    const made = await admin.post('/api/locations', { data: { kind: 'site', name, code, parent_id: null } });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()) as { id: string; name: string };
  };
  const ripon = await site(`Ripon ${suffix}`, `RIP-${suffix}`);
  const selby = await site(`Selby ${suffix}`, `SEL-${suffix}`);
  const asset = async (assetId: string, name: string, locationId: string) => {
    const made = await admin.post('/api/assets', {
      data: { asset_id: assetId, asset_name: name, location_id: locationId },
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()) as { id: string; asset_id: string };
  };
  const oven = await asset(`OVN-${suffix}`, `Ripon oven ${suffix}`, ripon.id);
  const chiller = await asset(`CHL-${suffix}`, `Selby chiller ${suffix}`, selby.id);
  const breakdown = async (assetId: string, title: string) => {
    const made = await admin.post('/api/breakdowns', {
      data: { asset_id: assetId, title, severity: 'high' },
    });
    expect(made.status(), await made.text()).toBe(201);
  };
  await breakdown(oven.id, 'Oven door seal torn');
  await breakdown(chiller.id, 'Chiller fan noisy');
  await breakdown(chiller.id, 'Chiller not holding temperature');
  const tech = await invitePerson(admin, 'technician', `Terry Tech ${suffix}`);
  await admin.dispose();

  // The admin limits the technician to Ripon from the Users screen.
  const adminContext = await signedInContext(browser, ADMIN_PERSON, { baseURL });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/users');
  await adminPage.getByRole('searchbox', { name: 'Search users' }).fill(tech.email);
  const sitesButton = adminPage.getByRole('button', {
    name: `Sites of ${tech.full_name}: All sites. Change`,
  });
  await sitesButton.click();
  const dialog = adminPage.getByRole('dialog', { name: `Sites for ${tech.full_name}` });
  await dialog.getByRole('radio', { name: 'Only these sites' }).click();
  await dialog.getByRole('checkbox', { name: new RegExp(`^Ripon ${suffix}`) }).click();
  expect(await seriousViolations(adminPage), 'the sites dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Save sites' }).click();
  await expect(
    adminPage.getByText(`${tech.full_name} now sees only the assets and work of Ripon ${suffix}.`),
  ).toBeVisible();
  await expect(
    adminPage.getByRole('button', { name: `Sites of ${tech.full_name}: Ripon ${suffix}. Change` }),
  ).toBeVisible();
  await adminContext.close();

  const context = await signedInContext(browser, tech, { baseURL });
  const page = await context.newPage();

  // The register: only Ripon's asset, though the search words match both.
  await page.goto(`/assets?q=${suffix}`);
  await expect(page.getByRole('link', { name: oven.asset_id, exact: true })).toBeVisible();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(page.getByRole('link', { name: chiller.asset_id, exact: true })).toHaveCount(0);
  // The register's Location filter offers only their site.
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('combobox', { name: 'Search locations' }).fill(suffix);
  await expect(page.getByRole('option', { name: new RegExp(`^Ripon ${suffix}`) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(`^Selby ${suffix}`) })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The search: only Ripon's results.
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: /search/i }).fill(suffix);
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option', { name: new RegExp(oven.asset_id) })).toBeVisible();
  await expect(results.getByRole('option', { name: new RegExp(`Selby|${chiller.asset_id}`) })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The dashboard counts Ripon's one breakdown, not Selby's two (nor other journeys' assets without a site).
  await page.goto('/dashboard');
  const tiles = page.getByRole('list', { name: 'Plant at a glance' });
  await expect(tiles.getByRole('link', { name: /^Active breakdowns\s*1\b/ })).toBeVisible();

  // Settings says where they work.
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Your sites' })).toContainText(
    `You work at Ripon ${suffix}.`,
  );
  await context.close();
});
