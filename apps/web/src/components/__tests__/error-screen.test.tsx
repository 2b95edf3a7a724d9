import { ERROR_ID_PATTERN } from '@plantwise/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { ErrorBoundary } from '../error-boundary';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom');
  return <p>All good</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setExplode(false)}>
        Defuse
      </button>
      <ErrorBoundary context="/work-orders">
        <Bomb explode={explode} />
      </ErrorBoundary>
    </>
  );
}

describe('application error screen', () => {
  it('shows the error id, the context and the three actions', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);

    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeVisible();
    const code = screen.getByText(ERROR_ID_PATTERN, { selector: 'code' });
    const errorId = code.textContent ?? '';
    expect(errorId).toMatch(/^ERR-\d{13}-[0-9a-z]{6}$/);
    expect(screen.getByText('/work-orders')).toBeVisible();
    expect(screen.getByText(/contact your administrator and quote the error ID/).textContent).toContain(
      errorId,
    );

    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('renders the children again after Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Defuse' }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeVisible();
  });

  it('catches a render error inside the shell and keeps the sidebar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /api/auth/session': () => ({ body: buildSession() }) });
    const { user } = renderApp('/internal-simulation');

    await user.click(await screen.findByRole('button', { name: 'Simulate render error' }));
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeVisible();
    expect(screen.getByText('/internal-simulation')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Simulation' })).toBeVisible();
  });
});
