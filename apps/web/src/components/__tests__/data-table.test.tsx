import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ColumnDef, DataTable, type DataTableProps, TableSubline } from '../data-table';

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

interface Part {
  id: string;
  code: string;
  name: string;
  status: string;
  location: string;
  quantity: number;
}

const parts: Part[] = [
  { id: 'i1', code: 'BRG-001', name: 'Bearing 6204', status: 'Low stock', location: 'Bay 3', quantity: 2 },
  { id: 'i2', code: 'BLT-002', name: 'Drive belt', status: 'In stock', location: 'Bay 1', quantity: 9 },
];

const adjust = vi.fn();
const partColumns: ColumnDef<Part>[] = [
  { id: 'code', accessorKey: 'code', header: 'Code', meta: { card: 'title' } },
  { id: 'name', accessorKey: 'name', header: 'Name', meta: { card: 'title' } },
  { id: 'status', accessorKey: 'status', header: 'Status', meta: { card: 'badge' } },
  { id: 'location', accessorKey: 'location', header: 'Location', meta: { card: 'fact' } },
  {
    id: 'quantity',
    accessorKey: 'quantity',
    header: 'Quantity',
    meta: { card: 'fact', cardLabel: 'In stock' },
  },
  { id: 'supplier', header: 'Supplier', cell: () => 'Acme' },
  {
    id: 'adjust',
    header: () => <span className="sr-only">Adjust</span>,
    meta: { card: 'action', cardOnly: true },
    cell: ({ row }) => (
      <button type="button" onClick={() => adjust(row.original)}>
        Adjust {row.original.code}
      </button>
    ),
  },
  {
    id: 'menu',
    header: () => <span className="sr-only">Actions</span>,
    meta: { card: 'menu' },
    cell: ({ row }) => <button type="button">Actions for {row.original.name}</button>,
  },
];

function renderParts(props: Partial<DataTableProps<Part>> = {}) {
  const view = render(
    <DataTable aria-label="Parts" columns={partColumns} data={parts} getRowId={(p) => p.id} {...props} />,
  );
  act(() => {
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
  });
  return view;
}

describe('DataTable on a phone', () => {
  const width = window.innerWidth;
  afterEach(() => {
    act(() => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    });
  });

  it('shows each row as a card named by its title, with its badges, facts, action and menu', async () => {
    renderParts();
    await screen.findByRole('list', { name: 'Parts' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('article', { name: 'BRG-001 Bearing 6204' });
    expect(within(card).getByText('Low stock')).toBeVisible();
    expect(
      within(card)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Location', 'In stock']);
    const facts = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(facts).toEqual(['Bay 3', '2']);
    // Columns the card does not name stay off it.
    expect(within(card).queryByText('Acme')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Adjust BRG-001' }));
    expect(adjust).toHaveBeenCalledWith(parts[0]);
    expect(within(card).getByRole('button', { name: 'Actions for Bearing 6204' })).toBeVisible();
  });

  it('opens a card by click or Enter, but not when its own button is pressed', async () => {
    const onRowClick = vi.fn();
    renderParts({ onRowClick, rowLabel: (p) => `Open ${p.name}` });
    const card = await screen.findByRole('article', { name: 'Open Drive belt' });
    await userEvent.click(within(card).getByText('Bay 1'));
    expect(onRowClick).toHaveBeenCalledWith(parts[1]);
    await userEvent.click(within(card).getByRole('button', { name: 'Adjust BLT-002' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    screen.getByRole('article', { name: 'Open Bearing 6204' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(parts[0]);
  });

  it('marks and scrolls to the highlighted card, and pages', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const onOffsetChange = vi.fn();
    renderParts({ highlightId: 'i2', paging: { offset: 0, limit: 2, total: 3, onOffsetChange } });
    const card = await screen.findByRole('article', { name: 'BLT-002 Drive belt' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(scrollIntoView).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(2);
  });

  it('chooses cards one by one or the whole page, never one whose reason says no', async () => {
    const onSelectedChange = vi.fn();
    renderParts({
      selection: {
        selected: new Set(),
        onSelectedChange,
        rowLabel: (p) => `Select ${p.code}`,
        disabledReason: (p) => (p.quantity > 5 ? 'Enough stock' : null),
      },
    });
    const card = await screen.findByRole('article', { name: 'BRG-001 Bearing 6204' });
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Select BRG-001' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set(['i1']));
    expect(screen.getByRole('checkbox', { name: 'Select BLT-002' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set(['i1']));
  });

  it('sorts the cards by a sortable column and flips the direction', async () => {
    const onSortChange = vi.fn();
    renderParts({ sort: { id: 'code', desc: false }, onSortChange });
    const flip = await screen.findByRole('button', { name: 'Sorted ascending; sort descending' });
    await userEvent.click(flip);
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'code', desc: true });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Sort: Code');
  });

  it('keeps a table whose columns name no card place a table', () => {
    renderPumps();
    act(() => {
      window.innerWidth = 390;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('table', { name: 'Pumps' })).toBeVisible();
  });
});

describe('DataTable on a desktop', () => {
  it('leaves a card-only column out of the table', () => {
    render(<DataTable aria-label="Parts" columns={partColumns} data={parts} getRowId={(p) => p.id} />);
    expect(screen.getByRole('table', { name: 'Parts' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Adjust BRG-001' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Bay 3' })).toBeVisible();
  });
});

describe('TableSubline', () => {
  const width = window.innerWidth;
  afterEach(() => {
    act(() => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    });
  });
  const folded: ColumnDef<Part>[] = [
    {
      id: 'name',
      header: 'Name',
      meta: { card: 'title' },
      cell: ({ row }) => (
        <>
          {row.original.name}
          <TableSubline title={row.original.location}>{row.original.location}</TableSubline>
        </>
      ),
    },
    {
      id: 'location',
      accessorKey: 'location',
      header: 'Location',
      meta: { className: 'max-xl:hidden', card: 'fact' },
    },
  ];

  it('puts the fact of a column under a kept cell on the table, hidden from 1280 px where the column shows', () => {
    render(<DataTable aria-label="Parts" columns={folded} data={parts} getRowId={(p) => p.id} />);
    const [, first] = within(screen.getByRole('table', { name: 'Parts' })).getAllByRole('row');
    const [subline, cell] = within(first as HTMLElement).getAllByText('Bay 3');
    expect(subline).toHaveAttribute('title', 'Bay 3');
    expect(subline).toHaveClass('hidden', 'md:block', 'xl:hidden', 'truncate');
    expect(cell).toHaveAttribute('data-slot', 'table-cell');
  });

  it('leaves the fact off the phone card, which shows the column itself', async () => {
    render(<DataTable aria-label="Parts" columns={folded} data={parts} getRowId={(p) => p.id} />);
    act(() => {
      window.innerWidth = 390;
      window.dispatchEvent(new Event('resize'));
    });
    const card = await screen.findByRole('article', { name: 'Bearing 6204' });
    expect(within(card).getAllByText('Bay 3')).toHaveLength(1);
    expect(within(card).getByText('Location').nextElementSibling).toHaveTextContent('Bay 3');
  });
});
