import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi, unauthorized } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { getSession } from '../api/get-session';
import { rememberSession } from '../api/last-session';

const TOMORROW = new Date(Date.now() + 86_400_000).toISOString();
const session = { ...buildSession(), expires_at: TOMORROW };

/** No connection: every request fails before any answer, as fetch does offline. */
function offline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

describe('the session kept for offline use', () => {
  it('answers for the server when it cannot be reached', async () => {
    rememberSession(session);
    offline();
    await expect(getSession()).resolves.toEqual(session);
  });

  it('is not used once past its expiry, nor after it was forgotten, nor when the server answers', async () => {
    rememberSession({ ...session, expires_at: '2020-01-01T00:00:00.000Z' });
    offline();
    await expect(getSession()).rejects.toMatchObject({ code: 'network_error' });

    rememberSession(null);
    await expect(getSession()).rejects.toMatchObject({ code: 'network_error' });

    rememberSession(session);
    fakeApi({ 'GET /api/auth/session': () => unauthorized });
    await expect(getSession()).resolves.toBeNull();
  });

  it('ignores what is not a session', async () => {
    localStorage.setItem('plantwise-last-session', '{"user":');
    offline();
    await expect(getSession()).rejects.toMatchObject({ code: 'network_error' });
    localStorage.setItem('plantwise-last-session', '{"user":{}}');
    await expect(getSession()).rejects.toMatchObject({ code: 'network_error' });
  });

  it('is kept when the app shows a session and forgotten when it shows none', async () => {
    fakeApi({ 'GET /api/auth/session': () => ({ body: session }) });
    const signedIn = renderApp('/work-orders');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(localStorage.getItem('plantwise-last-session')).toContain(session.user.id));
    signedIn.unmount();

    fakeApi({ 'GET /api/auth/session': () => ({ body: null }) });
    renderApp('/work-orders');
    await waitFor(() => expect(localStorage.getItem('plantwise-last-session')).toBeNull());
  });

  it('opens the signed-in frame without a connection', async () => {
    rememberSession(session);
    offline();
    renderApp('/work-orders');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();
  });
});
