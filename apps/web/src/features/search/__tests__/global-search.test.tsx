import {
  type RecentSearch,
  SEARCH_COUNT_MAX,
  type SearchResponse,
  type SearchResult,
} from '@plantwise/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { expectVisibleText } from '@/test/visible';
import { GlobalSearch } from '../components/global-search';

const PUMP: SearchResult = {
  type: 'asset',
  id: 'a-1',
  title: 'Pump 1',
  subtitle: 'PMP-001 · Line 1',
  url: '/assets?highlight=a-1',
};
const PUMP_ORDER: SearchResult = {
  type: 'work-order',
  id: 'w-1',
  title: 'Reseal pump',
  subtitle: 'WO-12345678 · PMP-001',
  url: '/work-orders?highlight=w-1',
};
const SEAL: SearchResult = {
  type: 'inventory',
  id: 'i-1',
  title: 'Pump seal kit',
  subtitle: 'PRT-9 · Seals',
  url: '/inventory?highlight=i-1',
};
const LINE_3: SearchResult = {
  type: 'location',
  id: 'l-3',
  title: 'Line 3 (L3)',
  subtitle: 'Leeds Bakery › Packing › Line 3 · Line',
  url: '/assets?location=l-3',
};

const answer = (data: SearchResult[], counts: Partial<SearchResponse['counts']> = {}): SearchResponse => ({
  data,
  counts: { asset: 0, 'work-order': 0, inventory: 0, 'maintenance-task': 0, location: 0, ...counts },
  suggestion: null,
});

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderSearch(
  options: { search?: (r: FakeRequest) => SearchResponse; recent?: RecentSearch[] } = {},
) {
  let recent = options.recent ?? [];
  const api = fakeApi({
    'GET /api/search': (request) => ({
      body:
        options.search?.(request) ??
        answer([PUMP, PUMP_ORDER, SEAL], { asset: 1, 'work-order': 1, inventory: 1 }),
    }),
    'GET /api/search/recent': () => ({ body: { data: recent } }),
    'POST /api/search/recent': ({ body }) => {
      recent = [{ term: (body as { term: string }).term, searched_at: new Date().toISOString() }, ...recent];
      return { body: { data: recent } };
    },
    'DELETE /api/search/recent': () => {
      recent = [];
      return { body: { data: [] } };
    },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <GlobalSearch />
            <button type="button">Elsewhere</button>
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const searches = () => api.requests.filter((r) => r.method === 'GET' && r.path === '/api/search');
  return { ...api, user, router, searches, box: screen.getByRole('combobox', { name: 'Search' }) };
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('global search (spec §2)', () => {
  it('shows the Quick Suggestions and Recent Searches for an empty term', async () => {
    const { user, box } = renderSearch({
      recent: [{ term: 'gearbox', searched_at: '2026-03-01T10:00:00Z' }],
    });
    expect(box).toHaveAttribute('placeholder', 'Search assets, locations, work orders, inventory...');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const suggestions = within(listbox).getByRole('group', { name: 'Quick Suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Critical Assets', 'Overdue Work Orders', 'Low Stock Items', 'Due Maintenance']);
    const recent = within(listbox).getByRole('group', { name: 'Recent Searches' });
    expect(await within(recent).findByRole('option', { name: 'gearbox' })).toBeVisible();
  });

  it('fills the term from a suggestion: Low Stock Items → low stock', async () => {
    const { user, box, searches } = renderSearch();
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Low Stock Items' }));
    expect(box).toHaveValue('low stock');
    await screen.findByRole('option', { name: /Pump 1/ });
    expect(searches().at(-1)?.url.searchParams.get('q')).toBe('low stock');
  });

  it('waits 300 ms after the last key before searching, showing Searching... meanwhile', async () => {
    const { user, box, searches } = renderSearch();
    await user.type(box, 'pump');
    const typed = Date.now();
    expect(screen.getByText('Searching...')).toBeVisible();
    expect(searches()).toHaveLength(0);
    expect(await screen.findByRole('option', { name: /Pump 1/ })).toBeVisible();
    expect(Date.now() - typed).toBeGreaterThanOrEqual(250);
    expect(searches().map((r) => r.url.searchParams.get('q'))).toEqual(['pump']);
    expect(screen.queryByText('Searching...')).toBeNull();
  });

  it('says when nothing matches', async () => {
    const { user, box } = renderSearch({ search: () => answer([]) });
    await user.type(box, 'zzz');
    await expectVisibleText('No results found for "zzz"');
    expect(screen.getByText('Try a different search term')).toBeVisible();
  });

  it('filters by type with the counts of every type', async () => {
    const { user, box, searches } = renderSearch({
      search: (r) =>
        answer(r.url.searchParams.get('type') === 'work-order' ? [PUMP_ORDER] : [PUMP, PUMP_ORDER, SEAL], {
          asset: 4,
          'work-order': 2,
          inventory: 1,
        }),
    });
    await user.type(box, 'pump');
    const filters = await screen.findByRole('group', { name: 'Filter by type' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'All (7)',
      'Assets (4)',
      'Work Orders (2)',
      'Inventory (1)',
      'Maintenance (0)',
      'Locations (0)',
    ]);
    expect(within(filters).getByRole('button', { name: 'All (7)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filters).getByRole('button', { name: 'Work Orders (2)' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(searches().at(-1)?.url.searchParams.get('type')).toBe('work-order');
    expect(box).toHaveFocus();
  });

  it("says '1,000+' for a type with more matches than the server counts", async () => {
    const { user, box } = renderSearch({
      search: () => answer([PUMP_ORDER], { asset: 4, 'work-order': SEARCH_COUNT_MAX + 1 }),
    });
    await user.type(box, 'pump');
    const filters = await screen.findByRole('group', { name: 'Filter by type' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .slice(0, 3),
    ).toEqual(['All (1,004+)', 'Assets (4)', 'Work Orders (1,000+)']);
  });

  it('moves the selection with the arrow keys and opens it with Enter, recording the search', async () => {
    const { user, box, requests } = renderSearch();
    await user.type(box, 'pump');
    const options = await screen.findAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id); // wraps round
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/work-orders?highlight=w-1');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ term: 'pump' }));
  });

  it('opens a result with a click', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'pump');
    await user.click(await screen.findByRole('option', { name: /Pump seal kit/ }));
    expect(location()).toBe('/inventory?highlight=i-1');
  });

  it('shows a location with its path and opens the asset register filtered to it', async () => {
    const { user, box } = renderSearch({ search: () => answer([LINE_3], { location: 1 }) });
    await user.type(box, 'line 3');
    const option = await screen.findByRole('option', { name: /Line 3 \(L3\)/ });
    expect(within(option).getByText('Leeds Bakery › Packing › Line 3 · Line')).toBeVisible();
    expect(within(option).getByText('Locations')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Locations (1)' })).toBeVisible();
    await user.click(option);
    expect(location()).toBe('/assets?location=l-3');
  });

  it('closes with Escape and when focus leaves', async () => {
    const { user, box } = renderSearch();
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('focuses the box with Ctrl+K or Cmd+K from anywhere', async () => {
    const { user, box } = renderSearch();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{Meta>}K{/Meta}');
    expect(box).toHaveFocus();
  });

  it('clears the recent searches', async () => {
    const { user, box } = renderSearch({
      recent: [{ term: 'gearbox', searched_at: '2026-03-01T10:00:00Z' }],
    });
    await user.click(box);
    await user.click(await screen.findByRole('button', { name: 'Clear recent searches' }));
    await expectVisibleText('No recent searches');
    expect(box).toHaveFocus();
  });
});

describe('global search on a phone', () => {
  const width = window.innerWidth;
  afterEach(() => {
    act(() => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    });
  });

  it('is an icon that opens a full-width search, closed again with Escape', async () => {
    const { user } = renderSearch();
    act(() => {
      window.innerWidth = 375;
      window.dispatchEvent(new Event('resize'));
    });
    const open = await screen.findByRole('button', { name: 'Open search' });
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(open);
    const box = await screen.findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(box).toHaveFocus());
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Open search' })).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
