import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { type QueryLike, QueryState } from '../query-state';

function query<T>(patch: Partial<QueryLike<T>>): QueryLike<T> {
  return { data: undefined, error: null, isPending: false, isError: false, refetch: vi.fn(), ...patch };
}

function renderState(state: QueryLike<string[]>) {
  return render(
    <QueryState
      query={state}
      loadingLabel="Loading pumps"
      errorTitle="Could not load pumps"
      isEmpty={(rows) => rows.length === 0}
      empty={<p>No pumps yet.</p>}
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('announces the first load', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading pumps' })).toBeVisible();
  });

  it("shows the server's message and refetches on Try again", async () => {
    const refetch = vi.fn(async () => undefined);
    renderState(
      query({ isError: true, error: new ApiError(503, 'unavailable', 'The database is busy.'), refetch }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load pumpsThe database is busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state, then the content', () => {
    const { rerender } = renderState(query({ data: [] }));
    expect(screen.getByText('No pumps yet.')).toBeVisible();
    rerender(
      <QueryState query={query({ data: ['Brine', 'Glycol'] })} loadingLabel="Loading pumps" errorTitle="x">
        {(rows) => <p>{rows.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Brine, Glycol')).toBeVisible();
  });

  it('draws the skeleton it is given, announced by the loading label', () => {
    render(
      <QueryState
        query={query<string[]>({ isPending: true })}
        loadingLabel="Loading pumps"
        errorTitle="x"
        skeleton={{ rows: 5, rowClassName: 'h-16' }}
      >
        {(rows) => <p>{rows.join(', ')}</p>}
      </QueryState>,
    );
    const skeleton = screen.getByRole('status', { name: 'Loading pumps' });
    expect(skeleton.children).toHaveLength(5);
    expect(skeleton.firstElementChild).toHaveClass('h-16');
  });

  it('disables Try again while the retry runs', () => {
    renderState(query({ isError: true, error: new Error('x'), isFetching: true }));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});
