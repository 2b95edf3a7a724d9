import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useHighlight } from '../use-highlight';
import { type ListParamsOptions, oneOf, useListParams } from '../use-list-params';

const STATUSES = ['open', 'closed'] as const;
const read = (params: URLSearchParams) => ({ status: oneOf(STATUSES, params.get('status')) });
const SORT = { fields: ['name', 'date'], initial: { id: 'date', desc: true } };

/** Renders the hooks in a route at `path`; `address()` is the address as it is now. */
function renderList<T>(
  path: string,
  options: Partial<ListParamsOptions<T>> & Pick<ListParamsOptions<T>, 'read'>,
) {
  let address = '';
  let result: ReturnType<typeof useListParams<T>> | undefined;
  let highlight: ReturnType<typeof useHighlight> | undefined;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        Component: function List() {
          const location = useLocation();
          address = location.pathname + location.search;
          result = useListParams(options);
          highlight = useHighlight();
          return null;
        },
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return {
    list: () => result as ReturnType<typeof useListParams<T>>,
    highlight: () => highlight as ReturnType<typeof useHighlight>,
    address: () => address,
  };
}

describe('useListParams', () => {
  it('reads the filters, sort and position from a link, ignoring values it does not know', () => {
    const { list } = renderList('/x?status=closed&sort=name&offset=100&q=%20pump%20', { read, sort: SORT });
    expect(list().params).toEqual({ status: 'closed' });
    expect(list().sort).toEqual({ id: 'name', desc: false });
    expect(list().offset).toBe(100);
    expect(list().page).toBe(3);
    expect(list().q).toBe('pump');

    const odd = renderList('/x?status=lost&sort=colour&offset=-5', { read, sort: SORT });
    expect(odd.list().params).toEqual({ status: undefined });
    expect(odd.list().sort).toEqual({ id: 'date', desc: true });
    expect(odd.list().offset).toBe(0);
  });

  it('goes back to the first page on any change but the position, and leaves the defaults out', async () => {
    const { list, address } = renderList('/x?offset=50', { read, sort: SORT });
    act(() => list().setOffset(100));
    await waitFor(() => expect(address()).toBe('/x?offset=100'));
    act(() => list().update({ status: 'open' }));
    await waitFor(() => expect(address()).toBe('/x?status=open'));
    act(() => list().setSort({ id: 'name', desc: true }));
    await waitFor(() => expect(address()).toBe('/x?status=open&sort=name&order=desc'));
    act(() => list().setOffset(50));
    act(() => list().setOffset(0));
    await waitFor(() => expect(address()).toBe('/x?status=open&sort=name&order=desc'));
    act(() => list().update({ status: undefined, flag: false }));
    await waitFor(() => expect(address()).toBe('/x?sort=name&order=desc'));
  });

  it('keeps a 1-based page when asked to (?page=2)', async () => {
    const { list, address } = renderList('/x?page=2', { read, position: 'page', pageSize: 25 });
    expect(list().offset).toBe(25);
    act(() => list().setOffset(50));
    await waitFor(() => expect(address()).toBe('/x?page=3'));
    act(() => list().setOffset(0));
    await waitFor(() => expect(address()).toBe('/x'));
  });

  it('sends the search once typing stops, and empties the box when the filter is cleared', async () => {
    const { list, address } = renderList('/x?offset=50', { read });
    act(() => list().setSearch('b'));
    act(() => list().setSearch('brine '));
    expect(list().search).toBe('brine ');
    expect(list().q).toBeUndefined();
    await waitFor(() => expect(address()).toBe('/x?q=brine'));
    expect(list().q).toBe('brine');
    act(() => list().update({ q: undefined }));
    await waitFor(() => expect(list().search).toBe(''));
    expect(address()).toBe('/x');
  });

  it("keeps a screen's own parameters out of the address", async () => {
    const { list, address } = renderList('/x?overdue=true', {
      read: (params) => ({ overdue: params.get('overdue') === 'true' }),
      keep: 'state',
    });
    expect(list().params).toEqual({ overdue: false });
    act(() => list().update({ overdue: true, status: 'open' }));
    await waitFor(() => expect(list().params).toEqual({ overdue: true }));
    act(() => list().setOffset(50));
    await waitFor(() => expect(list().offset).toBe(50));
    expect(address()).toBe('/x?overdue=true');
  });
});

describe('useHighlight', () => {
  it('reads, sets and clears ?highlight= without touching the other parameters', async () => {
    const { highlight, address } = renderList('/x?status=open&highlight=a1', { read });
    expect(highlight().highlight).toBe('a1');
    act(() => highlight().setHighlight('b2'));
    await waitFor(() => expect(address()).toBe('/x?status=open&highlight=b2'));
    act(() => highlight().clearHighlight());
    await waitFor(() => expect(address()).toBe('/x?status=open'));
    expect(highlight().highlight).toBeNull();
  });
});
