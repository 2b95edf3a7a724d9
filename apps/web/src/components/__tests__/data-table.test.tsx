import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ColumnDef, DataTable, type DataTableProps } from '../data-table';

interface Pump {
  id: string;
  name: string;
  site: string;
}

const pumps: Pump[] = [
  { id: 'p1', name: 'Brine pump', site: 'Leeds' },
  { id: 'p2', name: 'Glycol pump', site: 'York' },
];

const columns: ColumnDef<Pump>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'site', header: 'Site', meta: { className: 'max-md:hidden' } },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <button type="button" onClick={() => undefined}>
        Edit {row.original.name}
      </button>
    ),
  },
];

function renderPumps(props: Partial<DataTableProps<Pump>> = {}) {
  return render(
    <DataTable aria-label="Pumps" columns={columns} data={pumps} getRowId={(p) => p.id} {...props} />,
  );
}

describe('DataTable', () => {
  it('names the table and shows a row per item', () => {
    renderPumps();
    const table = screen.getByRole('table', { name: 'Pumps' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Glycol pump' })).toBeVisible();
  });

  it('shows the empty message when the page has no rows', () => {
    renderPumps({ data: [], emptyMessage: 'No pumps.' });
    expect(screen.getByRole('cell', { name: 'No pumps.' })).toBeVisible();
  });

  it('asks the server for the other direction when a sorted header is pressed', async () => {
    const onSortChange = vi.fn();
    renderPumps({ sort: { id: 'name', desc: false }, onSortChange: onSortChange });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Site/ })).toHaveAttribute('aria-sort', 'none');
    // A display column (no accessor) does not sort.
    expect(screen.getAllByRole('columnheader')[2]).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: /^Name\s*, sorted ascending/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true });
    await userEvent.click(screen.getByRole('button', { name: /^Site\s*, not sorted/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'site', desc: false });
  });

  it('opens a row by click or Enter, but not when its own button is pressed', async () => {
    const onRowClick = vi.fn();
    renderPumps({ onRowClick: onRowClick, rowLabel: (p) => p.name });
    await userEvent.click(screen.getByRole('cell', { name: 'York' }));
    expect(onRowClick).toHaveBeenCalledWith(pumps[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Brine pump' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    screen.getByRole('row', { name: 'Brine pump' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(pumps[0]);
  });

  it('marks and scrolls to the highlighted row', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPumps({ highlightId: 'p2' });
    const row = screen.getByRole('cell', { name: 'Glycol pump' }).closest('tr');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('pages on the server by offset', async () => {
    const onOffsetChange = vi.fn();
    renderPumps({ paging: { offset: 2, limit: 2, total: 5, onOffsetChange } });
    const pager = screen.getByRole('navigation', { name: 'Pages of pumps' });
    expect(pager).toHaveTextContent('Showing 3–4 of 5');
    expect(pager).toHaveTextContent('Page 2 of 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(0);
  });

  it('shows skeleton rows while the first page loads', () => {
    renderPumps({ data: [], loading: true });
    expect(screen.getByRole('table', { name: 'Pumps' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nothing to show.')).toBeNull();
  });
});

describe('DataTable rows opened from their own button', () => {
  it('stays out of the tab order when no row label is given', async () => {
    const onRowClick = vi.fn();
    renderPumps({ onRowClick: onRowClick });
    const row = screen.getByRole('cell', { name: 'Leeds' }).closest('tr');
    expect(row).not.toHaveAttribute('tabindex');
    await userEvent.click(screen.getByRole('cell', { name: 'Leeds' }));
    expect(onRowClick).toHaveBeenCalledWith(pumps[0]);
  });
});
