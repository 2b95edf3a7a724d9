import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HighlightNotice } from '../list/highlight-notice';
import { FilterField, ListToolbar } from '../list/list-toolbar';

describe('ListToolbar', () => {
  it('names its search box, labels its filters and shows the actions', async () => {
    const onChange = vi.fn();
    render(
      <ListToolbar
        search={{ label: 'Search pumps', placeholder: 'Name or code', value: '', onChange }}
        actions={<button type="button">Add pump</button>}
      >
        <FilterField label="Site">{(id) => <input id={id} />}</FilterField>
      </ListToolbar>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search pumps' });
    expect(search).toHaveAttribute('placeholder', 'Name or code');
    await userEvent.type(search, 'p');
    expect(onChange).toHaveBeenCalledWith('p');
    expect(screen.getByLabelText('Site')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add pump' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers Clear filters only while a filter is on', async () => {
    const onClear = vi.fn();
    const { rerender } = render(<ListToolbar filtered={false} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    rerender(<ListToolbar filtered onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('HighlightNotice', () => {
  it('says what is shown and goes back to the whole list', async () => {
    const onShowAll = vi.fn();
    render(
      <HighlightNotice title="Showing OVN-7" showAllLabel="Show all assets" onShowAll={onShowAll}>
        The asset you opened from search is highlighted below.
      </HighlightNotice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Showing OVN-7');
    expect(screen.getByText('The asset you opened from search is highlighted below.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show all assets' }));
    expect(onShowAll).toHaveBeenCalledTimes(1);
  });
});
