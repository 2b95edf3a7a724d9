import type { Location } from '@plantwise/domain';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { keysForTable } from '@/lib/realtime';
import { buildSession } from '@/test/factories';
import { apiError, type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { buildPlantTree } from '@/test/location-factories';
import { renderApp } from '@/test/render-app';
import { locationKeys } from '../api/query-keys';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

type Handlers = Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

function setup({
  role = 'manager',
  locations = buildPlantTree().all as Location[],
  handlers = {} as Handlers,
}: {
  role?: string;
  locations?: Location[];
  handlers?: Handlers;
} = {}) {
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role: role as 'manager' }) }),
    'GET /api/locations': () => ({ body: { data: locations, total: locations.length } }),
    ...handlers,
  });
  return { ...renderApp('/locations'), ...api };
}

const node = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}\\b`) });

describe('/locations', () => {
  it('shows the tree with each location kind, code and assets, the sites open', async () => {
    setup();
    const tree = await screen.findByRole('tree', { name: 'Locations' });
    const leeds = node('Leeds');
    expect(leeds).toHaveAttribute('aria-expanded', 'true');
    expect(leeds).toHaveAttribute('aria-level', '1');
    expect(within(tree).getByText('LDS')).toBeVisible();
    expect(within(tree).getByText('5 assets')).toBeVisible();
    const packing = node('Packing');
    expect(packing).toHaveAttribute('aria-level', '2');
    expect(packing).toHaveAttribute('aria-expanded', 'false');
    expect(within(packing).getByText('Area')).toBeVisible();
    expect(within(tree).queryByText('Line 3')).toBeNull();
    expect(node('York')).not.toHaveAttribute('aria-expanded');
  });

  it('follows the tree pattern of the keyboard: arrows, Home, End and Enter', async () => {
    const tree = buildPlantTree();
    const { user } = setup({ locations: tree.all });
    await screen.findByRole('tree');
    // The tree is one tab stop, its first node until another is focused.
    expect(node('Leeds')).toHaveAttribute('tabindex', '0');
    act(() => node('Leeds').focus());
    await user.keyboard('{ArrowDown}');
    expect(node('Packing')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(node('Packing')).toHaveAttribute('aria-expanded', 'true');
    expect(node('Packing')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(node('Line 3')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(node('Line 4')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(node('Packing')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(node('Packing')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(node('York')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(node('Leeds')).toHaveFocus();
    await user.keyboard('b');
    expect(node('Bakery')).toHaveFocus();
    // Only the focused node is a tab stop.
    expect(screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0)).toHaveLength(1);

    await user.keyboard('{Enter}');
    expect(node('Bakery')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('region', { name: 'Bakery' });
    expect(within(panel).getByText('Leeds › Bakery')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Show in the asset register' })).toHaveAttribute(
      'href',
      `/assets?location=${tree.bakery.id}`,
    );
  });

  it('is read-only for people who do not manage assets', async () => {
    const { user } = setup({ role: 'technician' });
    await screen.findByRole('tree');
    expect(screen.queryByRole('button', { name: 'Add site' })).toBeNull();
    await user.click(within(node('Leeds')).getByText('Leeds'));
    const panel = screen.getByRole('region', { name: 'Leeds' });
    expect(within(panel).getByText('5 assets, here and below')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it("starts a limited manager's tree at their site, with no unknown parents and no new site", async () => {
    const plant = buildPlantTree();
    // The server answers a person limited to Leeds with Leeds' subtree only.
    const { user } = setup({
      locations: [plant.leeds, plant.packing, plant.line3, plant.line4, plant.bakery],
      handlers: {
        'GET /api/auth/session': () => ({
          body: { ...buildSession({ role: 'manager' }), site_ids: [plant.leeds.id] },
        }),
      },
    });
    const tree = await screen.findByRole('tree', { name: 'Locations' });
    expect(node('Leeds')).toHaveAttribute('aria-level', '1');
    expect(within(tree).queryByText(/unknown/i)).toBeNull();
    expect(within(tree).queryByText('York')).toBeNull();
    expect(screen.getByText(/at the sites you work at/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add site' })).toBeNull();
    // Inside their site they still add, edit and move.
    await user.click(within(node('Leeds')).getByText('Leeds'));
    const panel = screen.getByRole('region', { name: 'Leeds' });
    await user.click(within(panel).getByRole('button', { name: /Add inside/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a location in Leeds' });
    expect(within(dialog).getByText('A location at one of the sites you work at.')).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContain('Site');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Inside' }));
    await user.type(screen.getByRole('combobox', { name: 'Search locations' }), 'nothing');
    expect(screen.queryByRole('option', { name: /Nothing/ })).toBeNull();
  });

  it('moves a location under another, never offering itself or what is below it, and shows a refusal', async () => {
    const tree = buildPlantTree();
    const { packing, york } = tree;
    let refuse = true;
    const { user, requests } = setup({
      locations: tree.all,
      handlers: {
        [`PATCH /api/locations/${packing.id}`]: ({ body }) =>
          refuse
            ? apiError(
                422,
                'location_cycle',
                'A location cannot be moved inside itself or inside a location below it',
              )
            : { body: { ...packing, ...(body as object) } },
      },
    });
    await screen.findByRole('tree');
    await user.click(within(node('Packing')).getByText('Packing'));
    await user.click(screen.getByRole('button', { name: 'Edit or move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Packing' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Inside' }));
    const options = within(await screen.findByRole('listbox', { name: 'Locations' })).getAllByRole('option');
    const names = options.map((option) => option.textContent);
    expect(names.some((name) => name?.startsWith('Leeds › Bakery'))).toBe(true);
    expect(names.some((name) => name?.startsWith('York'))).toBe(true);
    expect(names.some((name) => name?.includes('Packing'))).toBe(false);
    expect(names.some((name) => name?.includes('Line 3'))).toBe(false);

    // An area at the top would be a site: the form says so before sending.
    await user.click(screen.getByRole('option', { name: 'Nothing (a site, at the top)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Only a site can be at the top of the tree: choose the location it is in',
      ),
    ).toBeVisible();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    // The search narrows the list by path or code.
    await user.click(within(dialog).getByRole('combobox', { name: 'Inside' }));
    await user.type(screen.getByRole('combobox', { name: 'Search locations' }), 'yrk');
    await user.click(await screen.findByRole('option', { name: /^York/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Inside' })).toHaveTextContent('York');

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'A location cannot be moved inside itself or inside a location below it',
      ),
    ).toBeVisible();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ parent_id: york.id });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('asks before deleting and shows why the server refused', async () => {
    const tree = buildPlantTree();
    const { line3 } = tree;
    const reason = 'Line 3 has 3 assets below it: move them elsewhere before deleting it';
    const { user, requests } = setup({
      locations: tree.all,
      handlers: { [`DELETE /api/locations/${line3.id}`]: () => apiError(409, 'location_in_use', reason) },
    });
    await screen.findByRole('tree');
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await user.click(within(node('Line 3')).getByText('Line 3'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Line 3?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete location' }));
    expect(await within(dialog).findByText(`Not deleted: ${reason}`)).toBeVisible();
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(node('Line 3')).toBeInTheDocument();
  });

  it('moves a location up among its neighbours with a button', async () => {
    const tree = buildPlantTree();
    const { line3, line4 } = tree;
    const { user, requests } = setup({
      locations: tree.all,
      handlers: {
        [`PATCH /api/locations/${line3.id}`]: () => ({ body: { ...line3, position: 1 } }),
        [`PATCH /api/locations/${line4.id}`]: () => ({ body: { ...line4, position: 0 } }),
      },
    });
    await screen.findByRole('tree');
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await user.click(within(node('Line 4')).getByText('Line 4'));
    // The last one cannot go further down; the button says so and does nothing.
    expect(screen.getByRole('button', { name: 'Move down' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    await user.click(screen.getByRole('button', { name: 'Move up' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PATCH').map((r) => [r.path, r.body])).toEqual([
        [`/api/locations/${line4.id}`, { position: 0 }],
        [`/api/locations/${line3.id}`, { position: 1 }],
      ]),
    );
  });

  it('adds a location inside the chosen one, its kind one step down', async () => {
    const tree = buildPlantTree();
    const { packing, line3 } = tree;
    const { user, requests } = setup({
      locations: tree.all,
      handlers: {
        'POST /api/locations': ({ body }) => ({ status: 201, body: { ...line3, ...(body as object) } }),
      },
    });
    await screen.findByRole('tree');
    await user.click(within(node('Packing')).getByText('Packing'));
    await user.click(screen.getByRole('button', { name: 'Add inside' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a location in Packing' });
    expect(within(dialog).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Line');
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Line 5');
    await user.type(within(dialog).getByLabelText(/^Code/), 'L5');
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Line 5',
        code: 'L5',
        kind: 'line',
        parent_id: packing.id,
      }),
    );
  });

  it('registers the tree for live updates of locations and assets', () => {
    expect(keysForTable('locations')).toContainEqual(locationKeys.all);
    expect(keysForTable('assets')).toContainEqual(locationKeys.all);
  });
});
