import { type BudgetResponse, buildBudgetYear } from '@plantwise/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { buildPlantTree } from '@/test/location-factories';
import { renderApp } from '@/test/render-app';
import { resizeWindow, restoreWidthAfterEach } from '@/test/viewport';
import { expectVisibleText } from '@/test/visible';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 10_000 });
});

/** All sites: Leeds has 300 of January's parts, the plant as a whole the rest; a site: its own lines. */
function budgetOf(year: number, site: string | null = null): BudgetResponse {
  const own = (plan: number, plantWide: number) => (site ? plan : plantWide);
  return {
    year,
    site,
    location: null,
    has_plan: true,
    sites: ['Leeds', 'York'],
    top_assets: [
      {
        asset_id: '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        asset_name: 'Spiral mixer',
        asset_code: 'MIX-01',
        labour: 600,
        parts: 250,
        expenses: 0,
        total: 850,
      },
    ],
    ...buildBudgetYear(
      [
        { month: 1, category: 'labour', plan: 1000, own_plan: 1000, actual: 1150 },
        { month: 2, category: 'labour', plan: 1000, own_plan: 1000, actual: 400 },
        { month: 1, category: 'parts', plan: site ? 300 : 500, own_plan: own(300, 200), actual: 100 },
      ],
      [0, 0, 0],
      3,
    ),
  };
}

type Handlers = Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

function setup(
  role: 'manager' | 'technician' | 'quality' = 'manager',
  handlers: Handlers = {},
  path = '/budget?year=2026',
) {
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role }) }),
    'GET /api/budget': (request) => ({
      body: budgetOf(Number(request.url.searchParams.get('year')), request.url.searchParams.get('site')),
    }),
    'GET /api/budget/expenses': () => ({ body: { data: [], total: 0 } }),
    'PUT /api/budget/lines': (request) => ({
      body: { saved: (request.body as { lines: unknown[] }).lines.length },
    }),
    ...handlers,
  });
  return { ...renderApp(path), ...api };
}

const planInput = (label: string) => screen.findByRole('textbox', { name: label });

describe('/budget', () => {
  it('shows the year at a glance: tiles, variance in words, and the top assets', async () => {
    setup();
    const summary = await screen.findByLabelText('Budget summary');
    // Plan to date (Jan–Mar) 2,500, actual 1,650: £850 under.
    expect(within(summary).getByText('£2,500')).toBeVisible();
    expect(within(summary).getByText('£1,650')).toBeVisible();
    expect(within(summary).getAllByText('£850 under').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Spiral mixer/ })).toHaveAttribute(
      'href',
      '/assets/1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    );
  });

  it("edits a site's plan from the keyboard, money shown as money, and saves the changed cells in one request", async () => {
    const { user, requests } = setup('manager', {}, '/budget?year=2026&site=Leeds');
    const january = await planInput('Plan for Labour, Jan');
    expect(january).toHaveValue('£1,000');
    await user.click(january);
    // The bare number while editing.
    expect(january).toHaveValue('1000');
    await user.clear(january);
    await user.type(january, '£1,200{Enter}');
    // Enter keeps the value and moves down a month in the same category.
    expect(screen.getByRole('textbox', { name: 'Plan for Labour, Feb' })).toHaveFocus();
    await user.keyboard('750{Enter}');
    // The year's plan total follows the drafts: 2,300 − 1,000 + 1,200 − 1,000 + 750.
    expect(screen.getByTestId('budget-grand-plan')).toHaveTextContent('£2,250');
    expect(january).toHaveValue('£1,200');
    expect(screen.getByText('2 cells changed, not saved yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save plan (2)' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      lines: [
        { year: 2026, month: 1, site: 'Leeds', category: 'labour', amount: 1200 },
        { year: 2026, month: 2, site: 'Leeds', category: 'labour', amount: 750 },
      ],
    });
    await expectVisibleText('Plan saved');
  });

  it('refuses a negative or non-numeric amount beside the cell, and Escape puts the saved amount back', async () => {
    const { user } = setup('manager', {}, '/budget?year=2026&site=Leeds');
    const cell = await planInput('Plan for Contractors, Mar');
    await user.type(cell, '-5{Enter}');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Plan must be a number of 0 or more');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveAccessibleDescription('Plan must be a number of 0 or more');
    expect(screen.queryByRole('button', { name: /Save plan/ })).toBeNull();
    await user.clear(cell);
    await user.type(cell, 'abc{Escape}');
    expect(cell).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the sum of every plan under all sites, read-only, and says to choose a site to edit', async () => {
    const { user } = setup();
    const grid = await screen.findByRole('table', { name: 'Budget 2026 by month and category' });
    expect(screen.getByRole('heading', { name: 'Plan of all sites' })).toBeVisible();
    expect(
      screen.getByText(/sum of the plans of every site \(Leeds, York\).*choose a site above to edit/),
    ).toBeVisible();
    expect(within(grid).queryByRole('textbox')).toBeNull();
    // January's parts: Leeds's 300 and the plant-wide 200.
    const january = within(grid).getByRole('row', { name: /^Jan/ });
    expect(within(january).getByText('£500')).toBeVisible();
    expect(screen.queryByText(/by site/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit the plant-wide plan' }));
    expect(await screen.findByRole('heading', { name: 'Plant-wide plan (no site)' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Plan for Parts, Jan' })).toHaveValue('£200');
  });

  it("spreads an annual amount over a site's months, to the penny", async () => {
    const { user } = setup('manager', {}, '/budget?year=2026&site=Leeds');
    await user.click(await screen.findByRole('button', { name: 'Spread annual amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spread an annual amount' });
    await user.type(within(dialog).getByRole('textbox', { name: /Annual amount/ }), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Spread' }));
    expect(await screen.findByRole('button', { name: 'Save plan (12)' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Plan for Labour, Jan' })).toHaveValue('£83.34');
    expect(screen.getByRole('textbox', { name: 'Plan for Labour, Dec' })).toHaveValue('£83.33');
  });

  it('shows the spend of a location below a site without a plan to edit, and asks for that location', async () => {
    const tree = buildPlantTree();
    const { requests } = setup(
      'manager',
      {
        'GET /api/locations': () => ({ body: { data: tree.all, total: tree.all.length } }),
        'GET /api/budget': (request) => ({
          body: {
            ...budgetOf(Number(request.url.searchParams.get('year'))),
            location: { id: tree.packing.id, name: 'Packing', kind: 'area' as const },
            has_plan: false,
          },
        }),
      },
      `/budget?year=2026&location=${tree.packing.id}`,
    );
    expect(await screen.findByRole('heading', { name: 'Spend at Packing' })).toBeVisible();
    // No plan to judge the spend against: no variance, said in words.
    const summary = screen.getByLabelText('Budget summary');
    expect(within(summary).getAllByText('Plans are kept per site')).toHaveLength(2);
    expect(within(summary).queryByText(/ over$| under$/)).toBeNull();
    expect(
      screen.getByText(
        'Plans are kept per site. This shows what was spent at Packing; choose its site to see and edit the plan.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Plan for Labour, Jan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit the plant-wide plan' })).toBeNull();
    const asked = requests.find((r) => r.path === '/api/budget');
    expect(asked?.url.searchParams.get('location_id')).toBe(tree.packing.id);
    await waitFor(() =>
      expect(
        requests.find((r) => r.path === '/api/budget/expenses')?.url.searchParams.get('location_id'),
      ).toBe(tree.packing.id),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/budget/export.csv?year=2026&location_id=${tree.packing.id}`,
    );
  });

  it('offers a manager limited to sites no plant-wide plan to edit (it is kept for people with every site)', async () => {
    setup('manager', {
      'GET /api/auth/session': () => ({
        body: { ...buildSession({ role: 'manager' }), site_ids: ['00000000-0000-4000-a000-000000000001'] },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Plan of all sites' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit the plant-wide plan' })).toBeNull();
  });

  it('shows quality people the budget read-only: figures and expenses, no plan to edit, no expense to book', async () => {
    setup(
      'quality',
      {
        'GET /api/budget/expenses': () => ({
          body: {
            data: [
              {
                id: '6d1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
                date: '2026-03-14',
                site: 'Leeds',
                category: 'contractors',
                amount: 1250,
                supplier: 'Acme Refrigeration Ltd',
                reference: 'INV-2231',
                asset_id: null,
                asset_name: null,
                work_order_id: null,
                notes: null,
                entered_by_name: 'Mo Manager',
                created_at: '2026-03-14T10:00:00.000Z',
              },
            ],
            total: 1,
          },
        }),
      },
      '/budget?year=2026&site=Leeds',
    );
    const summary = await screen.findByLabelText('Budget summary');
    expect(within(summary).getByText('Plan to date')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Budget' })).toBeVisible();
    expect(await screen.findByText(/Read-only: managers keep the plan/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Plan for Labour, Jan' })).toBeNull();
    expect(await screen.findByText('Acme Refrigeration Ltd')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add expense' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit Acme Refrigeration Ltd expense/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete Acme Refrigeration Ltd expense/ })).toBeNull();
  });

  it('is not offered to technicians: no sidebar item, and the page says access denied', async () => {
    setup('technician');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Budget' })).toBeNull();
  });
});

describe('/budget on a 390 px phone', () => {
  restoreWidthAfterEach();

  it('lists the expenses as cards: supplier, amount, date and category, with Edit and Delete in reach', async () => {
    resizeWindow(390);
    const { user } = setup('manager', {
      'GET /api/budget/expenses': () => ({
        body: {
          data: [
            {
              id: '6d1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
              date: '2026-03-14',
              site: 'Leeds',
              category: 'contractors',
              amount: 1250,
              supplier: 'Acme Refrigeration Ltd',
              reference: 'INV-2231',
              asset_id: null,
              asset_name: null,
              work_order_id: null,
              notes: null,
              entered_by_name: 'Mo Manager',
              created_at: '2026-03-14T10:00:00.000Z',
            },
          ],
          total: 1,
        },
      }),
    });
    const cards = await screen.findByRole('list', { name: 'Expenses 2026' });
    expect(screen.queryByRole('table', { name: 'Expenses 2026' })).toBeNull();
    const card = within(cards).getByRole('article', { name: 'Acme Refrigeration Ltd' });
    expect(within(card).getByText('Amount').nextElementSibling).toHaveTextContent('£1,250');
    expect(within(card).getByText('Category').nextElementSibling).toHaveTextContent('Contractors');
    expect(within(card).getByText('Site').nextElementSibling).toHaveTextContent('Leeds');
    expect(within(card).getByRole('button', { name: 'Delete Acme Refrigeration Ltd expense' })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Edit Acme Refrigeration Ltd expense' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});
