import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { apiError, fakeApi, unauthorized } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

// Lazy pages load slowly on a busy machine; give them time.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.useRealTimers();
});

describe('e-mail confirmation (/email-confirmation?token=)', () => {
  it("confirms once, shows 'E-mail confirmed', signs in and goes to the dashboard after 2 s without a 401", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = buildSession();
    const { requests } = fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/auth/confirm-email': () => ({
        body: {
          email: session.user.email,
          email_verified_at: '2030-01-01T10:00:00.000Z',
          already_confirmed: false,
          session,
        },
      }),
      'GET /api/dashboard': () => ({ body: {} }),
    });
    const { location } = renderApp('/email-confirmation?token=abc');
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
    expect(screen.getByText(/You are signed in/)).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/auth/confirm-email')).toHaveLength(1);
    expect(requests.find((r) => r.path === '/api/auth/confirm-email')?.body).toEqual({ token: 'abc' });
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    expect(location()).toBe('/email-confirmation?token=abc');
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    // Signed in by the link: the dashboard loads its figures and never bounces to /auth.
    await waitFor(() => expect(requests.some((r) => r.path === '/api/dashboard')).toBe(true));
    expect(location()).toBe('/dashboard');
  });

  it('offers the sign-in form with the address filled in when the link was already used', async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/auth/confirm-email': () => ({
        body: {
          email: 'tess@plant.test',
          email_verified_at: '2030-01-01T10:00:00.000Z',
          already_confirmed: true,
          session: null,
        },
      }),
    });
    const { location } = renderApp('/email-confirmation?token=abc');
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
    const signIn = screen.getByRole('link', { name: 'Go to sign in' });
    expect(signIn.getAttribute('href')).toBe('/auth?email=tess%40plant.test');
    expect(location()).toBe('/email-confirmation?token=abc');
  });

  it('redirects after 1 s when a session already existed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({
      'GET /api/auth/session': () => ({ body: buildSession() }),
      'POST /api/auth/confirm-email': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return {
          body: {
            email: 'ada.admin@plantwise.test',
            email_verified_at: '2030-01-01T10:00:00.000Z',
            already_confirmed: false,
            session: buildSession(),
          },
        };
      },
      'GET /api/dashboard': () => ({ body: {} }),
    });
    const { location } = renderApp('/email-confirmation?token=abc');
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(1_100);
    });
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it("shows 'Confirmation Failed' with the server's message and a way back to sign in", async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/auth/confirm-email': () =>
        apiError(404, 'invalid_confirmation', 'Invalid or expired confirmation link'),
    });
    renderApp('/email-confirmation?token=used');
    expect(await screen.findByRole('heading', { name: 'Confirmation Failed' })).toBeVisible();
    expect(screen.getByText('The confirmation link may have expired or is invalid.')).toBeVisible();
    expect(screen.getByText('Invalid or expired confirmation link')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/auth');
  });

  it('fails without asking the server when the link has no token', async () => {
    const { requests } = fakeApi({ 'GET /api/auth/session': () => unauthorized });
    renderApp('/email-confirmation');
    expect(await screen.findByRole('heading', { name: 'Confirmation Failed' })).toBeVisible();
    expect(requests.some((r) => r.path === '/api/auth/confirm-email')).toBe(false);
  });
});
