import type { Asset } from '@plantwise/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAsset, buildFacets } from '@/test/asset-factories';
import { buildSession } from '@/test/factories';
import { apiError, type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

// The register screen is a lazy chunk; the first render compiles it.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8000 });
});

type Handlers = Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

function setup(
  path: string,
  { role = 'manager', assets = [buildAsset(), buildAsset()], handlers = {} as Handlers } = {},
) {
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role: role as 'manager' }) }),
    'GET /api/assets': () => ({ body: { data: assets, total: assets.length } }),
    'GET /api/assets/facets': () => ({ body: buildFacets({ total: assets.length }) }),
    ...handlers,
  });
  return { ...renderApp(path), ...api };
}

const listRequests = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/assets');

describe('/assets register', () => {
  it('shows a page of assets with the list columns and the counts per status', async () => {
    const pump = buildAsset({
      asset_id: 'PMP-100',
      asset_name: 'Brine pump',
      status: 'maintenance',
      criticality: 'high',
    });
    setup('/assets', { assets: [pump] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asset Management' }, { timeout: 10_000 }),
    ).toBeVisible();
    const row = (await screen.findByRole('link', { name: 'PMP-100' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Brine pump')).toBeVisible();
    expect(within(row).getByText('Grundfos CR 10')).toBeVisible();
    expect(within(row).getByText('Maintenance')).toBeVisible();
    expect(within(row).getByText('High')).toBeVisible();
    expect(within(row).getByText('B · 80')).toBeVisible();
    const counts = screen.getByRole('list', { name: 'Assets by status' });
    expect(within(counts).getByRole('button', { name: /Operational\s*2/ })).toBeVisible();
    expect(screen.getByText('Showing 1–1 of 1')).toBeVisible();
  });

  it('sorts on the server when a column header is clicked', async () => {
    const { user, requests } = setup('/assets');
    await user.click(await screen.findByRole('button', { name: /^Name/ }));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.url.searchParams.get('sort')).toBe('asset_name'),
    );
    expect(listRequests(requests).at(-1)?.url.searchParams.get('order')).toBe('asc');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(listRequests(requests).at(-1)?.url.searchParams.get('order')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sends the text filter once typing stops, and filters by status from the counts', async () => {
    const { user, requests } = setup('/assets');
    await user.type(await screen.findByLabelText('Search assets'), 'brine');
    await waitFor(() => expect(listRequests(requests).at(-1)?.url.searchParams.get('q')).toBe('brine'), {
      timeout: 2000,
    });
    // One request for the whole word, not one per letter.
    expect(listRequests(requests).filter((r) => r.url.searchParams.get('q')?.startsWith('b')).length).toBe(1);
    await user.click(screen.getByRole('button', { name: /Maintenance\s*1/ }));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.url.searchParams.get('status')).toBe('maintenance'),
    );
  });

  it('says so when the register is empty, and offers adding to managers', async () => {
    setup('/assets', { assets: [] });
    expect(await screen.findByRole('heading', { name: 'No assets yet' })).toBeVisible();
    expect(screen.getByText('Add your first asset, or import the register from a CSV file.')).toBeVisible();
  });

  it('shows an error with a retry when the register cannot be loaded', async () => {
    setup('/assets', {
      handlers: {
        'GET /api/assets': () => apiError(500, 'internal_error', 'Boom'),
      },
    });
    await expectVisibleText('The register could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('hides adding, importing and deleting from users', async () => {
    const { user } = setup('/assets', { role: 'user' });
    expect(screen.queryByRole('button', { name: 'Add asset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    const [actions] = await screen.findAllByRole('button', { name: /^Actions for/ });
    await user.click(actions);
    expect(await screen.findByRole('menuitem', { name: 'View details' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  });

  it('opens the asset a QR link names: /assets?asset={id}', async () => {
    const asset = buildAsset();
    const { location } = setup(`/assets?asset=${asset.id}`, {
      handlers: { [`GET /api/assets/${asset.id}`]: () => ({ body: asset }) },
    });
    await waitFor(() => expect(location()).toBe(`/assets/${asset.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: asset.asset_name })).toBeVisible();
  });

  it('highlights the asset a search link names: /assets?highlight={id}', async () => {
    const asset = buildAsset({ asset_id: 'OVN-7', asset_name: 'Tunnel oven' });
    const { requests } = setup(`/assets?highlight=${asset.id}`, {
      assets: [asset],
      handlers: { [`GET /api/assets/${asset.id}`]: () => ({ body: asset }) },
    });
    await expectVisibleText('Showing OVN-7');
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.url.searchParams.get('asset_id')).toBe('OVN-7'),
    );
    const row = (await screen.findByRole('link', { name: 'OVN-7' })).closest('tr') as HTMLElement;
    expect(row.getAttribute('aria-current')).toBe('true');
  });
});

describe('adding an asset', () => {
  async function openAddDialog(handlers: Handlers) {
    const app = setup('/assets', { handlers });
    await app.user.click(await screen.findByRole('button', { name: 'Add asset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add asset' });
    return { ...app, dialog };
  }

  it('calls the validation service first, then saves, with strings trimmed and the cost parsed (spec §5)', async () => {
    const created = buildAsset({ asset_id: 'MIX-1', asset_name: 'Mixer' });
    const { user, dialog, requests } = await openAddDialog({
      'POST /api/assets/validate': () => ({ body: { valid: true, errors: [] } }),
      'POST /api/assets': () => ({ status: 201, body: created }),
    });
    await user.type(within(dialog).getByLabelText(/^Asset ID/), '  MIX-1 ');
    await user.type(within(dialog).getByLabelText(/^Asset name/), 'Mixer');
    await user.type(within(dialog).getByLabelText('Purchase cost'), '£1,250');
    await user.click(within(dialog).getByRole('button', { name: 'Add asset' }));

    await expectVisibleText('Asset added successfully');
    const posts = requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(posts).toEqual(['/api/assets/validate', '/api/assets']);
    const validate = requests.find((r) => r.path === '/api/assets/validate');
    expect(validate?.body).toMatchObject({
      asset_data: { asset_id: 'MIX-1', asset_name: 'Mixer', purchase_cost: 1250, make: null },
      is_edit: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add asset' })).toBeNull());
  });

  it('shows the rules in the form before calling the server', async () => {
    const { user, dialog, requests } = await openAddDialog({});
    await user.type(within(dialog).getByLabelText(/^Asset ID/), 'bad id');
    await user.type(within(dialog).getByLabelText('Condition score'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add asset' }));
    expect(await within(dialog).findByText('Asset name is required')).toBeVisible();
    expect(
      within(dialog).getByText('Asset ID may contain only letters, digits, "-", "_", "." and "/"'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Condition score must be a whole number between 0 and 100'),
    ).toBeVisible();
    expect(
      within(dialog)
        .getByLabelText(/^Asset name/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows each of the validation service's errors once: beside its field, or in the one summary", async () => {
    const { user, dialog, requests } = await openAddDialog({
      'POST /api/assets/validate': () => ({
        body: {
          valid: false,
          errors: [
            { field: 'asset_id', message: 'Asset ID "MIX-1" already exists' },
            { message: 'Another problem' },
          ],
        },
      }),
    });
    await user.type(within(dialog).getByLabelText(/^Asset ID/), 'MIX-1');
    await user.type(within(dialog).getByLabelText(/^Asset name/), 'Mixer');
    await user.click(within(dialog).getByRole('button', { name: 'Add asset' }));
    expect(await within(dialog).findByText('Failed to add asset: Another problem')).toBeVisible();
    expect(within(dialog).getByText('Asset ID "MIX-1" already exists')).toBeVisible();
    expect(screen.getAllByText(/already exists/)).toHaveLength(1);
    // Focus goes to the first refused field.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Asset ID/)).toHaveFocus());
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/assets')).toBe(false);
  });

  it("says 'Validation service error: {message}' when the validation call fails", async () => {
    const { user, dialog } = await openAddDialog({
      'POST /api/assets/validate': () => apiError(503, 'unavailable', 'Service down'),
    });
    await user.type(within(dialog).getByLabelText(/^Asset ID/), 'MIX-1');
    await user.type(within(dialog).getByLabelText(/^Asset name/), 'Mixer');
    await user.click(within(dialog).getByRole('button', { name: 'Add asset' }));
    expect(
      await screen.findByText('Failed to add asset: Validation service error: Service down'),
    ).toBeVisible();
  });
});

describe('editing and deleting', () => {
  it('lets a technician change only status and the condition fields', async () => {
    const asset = buildAsset();
    const { user } = setup('/assets', { role: 'technician', assets: [asset] });
    await user.click(await screen.findByRole('button', { name: `Actions for ${asset.asset_name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${asset.asset_name}` });
    expect(within(dialog).getByLabelText(/^Asset name/)).toHaveProperty('disabled', true);
    expect(within(dialog).getByLabelText('Purchase cost')).toHaveProperty('disabled', true);
    expect(within(dialog).getByLabelText('Condition score')).toHaveProperty('disabled', false);
  });

  it('sends only the changed fields after validating the whole asset', async () => {
    const asset = buildAsset();
    const updated: Asset = { ...asset, make: 'Hobart' };
    const { user, requests } = setup('/assets', {
      assets: [asset],
      handlers: {
        'POST /api/assets/validate': () => ({ body: { valid: true, errors: [] } }),
        [`PATCH /api/assets/${asset.id}`]: () => ({ body: updated }),
      },
    });
    await user.click(await screen.findByRole('button', { name: `Actions for ${asset.asset_name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${asset.asset_name}` });
    const make = within(dialog).getByLabelText('Make');
    await user.clear(make);
    await user.type(make, 'Hobart');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectVisibleText('Asset updated successfully');
    expect(requests.find((r) => r.path === '/api/assets/validate')?.body).toMatchObject({
      is_edit: true,
      existing_asset_id: asset.id,
    });
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ make: 'Hobart' });
  });

  it('confirms a delete by naming the asset and says when it was archived instead', async () => {
    const asset = buildAsset({ asset_name: 'Tunnel oven', asset_id: 'OVN-1' });
    const { user, requests } = setup('/assets', {
      assets: [asset],
      handlers: {
        [`DELETE /api/assets/${asset.id}`]: () => ({
          body: {
            id: asset.id,
            asset_id: 'OVN-1',
            result: 'archived',
            message:
              'Asset "OVN-1" has work orders, breakdowns or maintenance tasks, so it was archived instead of deleted',
          },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Tunnel oven' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Tunnel oven (OVN-1)?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete asset' }));
    await expectVisibleText('Asset archived');
    expect(
      screen.getByText(
        'Asset "OVN-1" has work orders, breakdowns or maintenance tasks, so it was archived instead of deleted',
      ),
    ).toBeVisible();
  });

  it("shows 'Failed to delete asset: {message}' when the delete is refused", async () => {
    const asset = buildAsset({ asset_name: 'Fan' });
    const { user } = setup('/assets', {
      assets: [asset],
      handlers: {
        [`DELETE /api/assets/${asset.id}`]: () => apiError(409, 'asset_archived', 'Already archived'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Fan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete asset' }),
    );
    await expectVisibleText('Failed to delete asset: Already archived');
  });
});

describe('CSV import', () => {
  it('previews the rows with their errors, then imports and sums up', async () => {
    const preview = {
      mode: 'preview',
      total_rows: 2,
      valid_rows: 1,
      invalid_rows: 1,
      created: 1,
      updated: 0,
      unchanged: 0,
      locations_created: 2,
      ignored_columns: [],
      rows: [
        { row: 2, asset_id: 'P-1', asset_name: 'Pump', action: 'create', errors: [] },
        {
          row: 3,
          asset_id: null,
          asset_name: null,
          action: 'invalid',
          errors: [{ field: 'asset_id', message: 'Asset ID is required' }],
        },
      ],
    };
    const { user, requests } = setup('/assets', {
      handlers: {
        'POST /api/assets/import': ({ body }) => ({
          body: { ...preview, mode: (body as { mode: string }).mode },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import assets from CSV' });
    const file = new File(['asset_id,asset_name\nP-1,Pump\n,\n'], 'register.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Asset ID is required')).toBeVisible();
    expect(within(dialog).getByText('1 row with errors')).toBeVisible();
    expect(within(dialog).getByText("The file's location paths add 2 locations to the tree.")).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 asset' }));
    expect(
      await within(dialog).findByText(/1 asset added, 0 updated, 0 unchanged, 1 row skipped with errors/),
    ).toBeVisible();
    expect(within(dialog).getByText('2 locations added to the tree.')).toBeVisible();
    const imports = requests
      .filter((r) => r.path === '/api/assets/import')
      .map((r) => (r.body as { mode: string }).mode);
    expect(imports).toEqual(['preview', 'commit']);
  });
});
