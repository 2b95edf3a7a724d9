import type { Asset, Location } from '@plantwise/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAsset, buildFacets } from '@/test/asset-factories';
import { buildSession } from '@/test/factories';
import { apiError, type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { buildPlantTree } from '@/test/location-factories';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

type Handlers = Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

function setup(
  path: string,
  { assets, locations, handlers = {} }: { assets: Asset[]; locations: Location[]; handlers?: Handlers },
) {
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role: 'manager' }) }),
    'GET /api/assets': () => ({ body: { data: assets, total: assets.length } }),
    'GET /api/assets/facets': () => ({ body: buildFacets({ total: assets.length }) }),
    'GET /api/locations': () => ({ body: { data: locations, total: locations.length } }),
    ...handlers,
  });
  return { ...renderApp(path), ...api };
}

const placed = (tree: ReturnType<typeof buildPlantTree>, overrides: Partial<Asset> = {}) =>
  buildAsset({ location_id: tree.line3.id, location_path: tree.line3.path, ...overrides });

describe('the asset register by location', () => {
  it('shows each asset location as a path and filters by a location and everything below it, in the address', async () => {
    const tree = buildPlantTree();
    const filler = placed(tree, { asset_id: 'FIL-1', asset_name: 'Filler' });
    const { user, requests, location } = setup('/assets', { assets: [filler], locations: tree.all });
    const row = (await screen.findByRole('link', { name: 'FIL-1' })).closest('tr') as HTMLElement;
    // The whole path in the tooltip; the cell's text (the table's and the phone card's) fits it whole too.
    const place = within(row).getByTitle('Leeds › Packing › Line 3');
    for (const text of within(place).getAllByText('Leeds › Packing › Line 3'))
      expect(text).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: /^Leeds › Packing\b(?! ›)/ }));
    await waitFor(() => expect(location()).toBe(`/assets?location=${tree.packing.id}`));
    const lists = () => requests.filter((r) => r.path === '/api/assets');
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('location_id')).toBe(tree.packing.id));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Leeds › Packing');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/assets'));
  });

  it('opens filtered by the location a link names', async () => {
    const tree = buildPlantTree();
    const { requests } = setup(`/assets?location=${tree.leeds.id}`, { assets: [], locations: tree.all });
    // The register asks for the location's assets (the offline prefetch of a person's assets asks too, unfiltered).
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.path === '/api/assets' && r.url.searchParams.get('location_id') === tree.leeds.id,
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveTextContent('Leeds');
    expect(await screen.findByText('No assets match these filters')).toBeVisible();
  });
});

describe('the asset form placement', () => {
  async function openEdit(asset: Asset, others: Asset[], locations: Location[], handlers: Handlers) {
    const app = setup('/assets', {
      assets: [asset, ...others],
      locations,
      handlers: { 'POST /api/assets/validate': () => ({ body: { valid: true, errors: [] } }), ...handlers },
    });
    await app.user.click(await screen.findByRole('button', { name: `Actions for ${asset.asset_name}` }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${asset.asset_name}` });
    return { ...app, dialog };
  }

  it('picks a location by its path and the asset it is part of, never the asset itself, and sends their ids', async () => {
    const tree = buildPlantTree();
    const motor = buildAsset({ asset_id: 'MOT-1', asset_name: 'Filler motor' });
    const filler = buildAsset({ asset_id: 'FIL-1', asset_name: 'Filler' });
    const { user, dialog, requests } = await openEdit(motor, [filler], tree.all, {
      [`PATCH /api/assets/${motor.id}`]: ({ body }) => ({ body: { ...motor, ...(body as object) } }),
    });
    expect(within(dialog).getByRole('combobox', { name: 'Location' })).toHaveTextContent('Not set');
    await user.click(within(dialog).getByRole('combobox', { name: 'Location' }));
    await user.type(screen.getByRole('combobox', { name: 'Search locations' }), 'line 3');
    await user.click(await screen.findByRole('option', { name: /^Leeds › Packing › Line 3/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Location' })).toHaveTextContent(
      'Leeds › Packing › Line 3',
    );

    const partOf = within(dialog).getByRole('group', { name: 'Part of' });
    expect(within(partOf).getByRole('radio', { name: 'Not part of another asset' })).toBeChecked();
    await user.click(await within(partOf).findByRole('radio', { name: /FIL-1 — Filler/ }));
    expect(within(partOf).queryByRole('radio', { name: /MOT-1/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectVisibleText('Asset updated successfully');
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      location_id: tree.line3.id,
      parent_asset_id: filler.id,
    });
  });

  it('asks a person limited to sites for a location (no "Not set") and shows the refusal beside it', async () => {
    const tree = buildPlantTree();
    const motor = buildAsset({ asset_id: 'MOT-1', asset_name: 'Filler motor' });
    const message = 'Choose a location at one of your sites: you can keep assets only at your sites';
    const { user, dialog } = await openEdit(motor, [], tree.all, {
      'GET /api/auth/session': () => ({
        body: { ...buildSession({ role: 'manager' }), site_ids: [tree.leeds.id] },
      }),
      [`PATCH /api/assets/${motor.id}`]: () => apiError(422, 'asset_needs_site', message),
    });
    const picker = within(dialog).getByRole('combobox', { name: /Location/ });
    expect(picker).not.toHaveTextContent('Not set');
    expect(within(dialog).getByText(/At one of the sites you work at/)).toBeVisible();
    await user.click(picker);
    await user.type(screen.getByRole('combobox', { name: 'Search locations' }), 'not set');
    expect(screen.queryByRole('option', { name: 'Not set' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.type(within(dialog).getByLabelText(/Asset name/), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('shows a refused parent beside the Part of picker', async () => {
    const tree = buildPlantTree();
    const filler = buildAsset({ asset_id: 'FIL-1', asset_name: 'Filler' });
    const motor = buildAsset({
      asset_id: 'MOT-1',
      asset_name: 'Filler motor',
      parent_asset_id: filler.id,
      parent_asset: { id: filler.id, asset_id: filler.asset_id, asset_name: filler.asset_name },
    });
    const message = 'An asset cannot be part of itself or of an asset that is part of it';
    const { user, dialog } = await openEdit(filler, [motor], tree.all, {
      [`PATCH /api/assets/${filler.id}`]: () => apiError(422, 'asset_parent_cycle', message),
    });
    const partOf = within(dialog).getByRole('group', { name: 'Part of' });
    await user.click(await within(partOf).findByRole('radio', { name: /MOT-1 — Filler motor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const shown = await within(dialog).findByText(message);
    expect(shown).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'Part of' })).toContainElement(shown);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});

describe('the asset page placement', () => {
  it('climbs the whole chain of parent assets in the breadcrumb: Filler 1 › Main drive motor › Gearbox', async () => {
    const tree = buildPlantTree();
    const filler = placed(tree, { asset_id: 'FIL-1', asset_name: 'Filler 1' });
    const fillerRef = { id: filler.id, asset_id: 'FIL-1', asset_name: 'Filler 1' };
    const motor = placed(tree, {
      asset_id: 'MOT-1',
      asset_name: 'Main drive motor',
      parent_asset_id: filler.id,
      parent_asset: fillerRef,
    });
    const gearbox = placed(tree, {
      asset_id: 'GBX-1',
      asset_name: 'Gearbox',
      parent_asset_id: motor.id,
      parent_asset: { id: motor.id, asset_id: 'MOT-1', asset_name: 'Main drive motor' },
    });
    setup(`/assets/${gearbox.id}`, {
      assets: [],
      locations: tree.all,
      handlers: {
        [`GET /api/assets/${gearbox.id}`]: () => ({ body: gearbox }),
        [`GET /api/assets/${motor.id}`]: () => ({ body: motor }),
        [`GET /api/assets/${filler.id}`]: () => ({ body: filler }),
        [`GET /api/assets/${gearbox.id}/children`]: () => ({ body: { data: [], total: 0 } }),
      },
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await within(crumbs).findByRole('link', { name: 'Filler 1' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Asset Management', '/assets'],
      ['Leeds', `/assets?location=${tree.leeds.id}`],
      ['Packing', `/assets?location=${tree.packing.id}`],
      ['Line 3', `/assets?location=${tree.line3.id}`],
      ['Filler 1', `/assets/${filler.id}`],
      ['Main drive motor', `/assets/${motor.id}`],
    ]);
    expect(within(crumbs).getByText('Gearbox')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the breadcrumb from the site to the parent asset, and the parts of the asset', async () => {
    const tree = buildPlantTree();
    const filler = placed(tree, { asset_id: 'FIL-1', asset_name: 'Filler' });
    const motor = placed(tree, {
      asset_id: 'MOT-1',
      asset_name: 'Filler motor',
      parent_asset_id: filler.id,
      parent_asset: { id: filler.id, asset_id: 'FIL-1', asset_name: 'Filler' },
    });
    const pump = placed(tree, { asset_id: 'PMP-9', asset_name: 'Dosing pump', parent_asset_id: motor.id });
    setup(`/assets/${motor.id}`, {
      assets: [],
      locations: tree.all,
      handlers: {
        [`GET /api/assets/${motor.id}`]: () => ({ body: motor }),
        [`GET /api/assets/${motor.id}/children`]: () => ({ body: { data: [pump], total: 1 } }),
      },
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const links = within(crumbs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Asset Management', '/assets'],
      ['Leeds', `/assets?location=${tree.leeds.id}`],
      ['Packing', `/assets?location=${tree.packing.id}`],
      ['Line 3', `/assets?location=${tree.line3.id}`],
      ['Filler', `/assets/${filler.id}`],
    ]);
    expect(within(crumbs).getByText('Filler motor')).toHaveAttribute('aria-current', 'page');

    const parts = await screen.findByRole('list', { name: 'Parts of this asset' });
    expect(within(parts).getByRole('link', { name: /PMP-9 · Dosing pump/ })).toHaveAttribute(
      'href',
      `/assets/${pump.id}`,
    );
  });

  it('says when an asset has no parts', async () => {
    const tree = buildPlantTree();
    const filler = placed(tree, { asset_name: 'Filler' });
    setup(`/assets/${filler.id}`, {
      assets: [],
      locations: tree.all,
      handlers: {
        [`GET /api/assets/${filler.id}`]: () => ({ body: filler }),
        [`GET /api/assets/${filler.id}/children`]: () => ({ body: { data: [], total: 0 } }),
      },
    });
    expect(await screen.findByText(/No parts recorded/)).toBeVisible();
  });
});
