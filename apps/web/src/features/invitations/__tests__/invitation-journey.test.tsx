import type { VerifiedInvitation } from '@plantwise/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, unauthorized } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

// The real estimator weighs megabytes: these tests give the page a small stand-in with the same shape.
vi.mock('@/lib/password-strength', () => ({
  loadPasswordTools: () =>
    Promise.resolve({
      isCommon: (password: string) => password === 'password1',
      strength: () => ({ score: 3, warning: null }),
    }),
}));

// Lazy pages load slowly on a busy machine; give them time.
configure({ asyncUtilTimeout: 10_000 });

const TOKEN = 'AbCdEfGhIjKlMnOpQr_-12';
const INVITATION: VerifiedInvitation = {
  id: '2f1e8d4c-7b6a-4c3d-9e2f-1a0b9c8d7e6f',
  email: 'lin@plant.test',
  role: 'manager',
  invitation_token: TOKEN,
  expires_at: '2030-01-08T10:00:00.000Z',
  full_name: 'Lin Ker',
};
const PROFILE = {
  id: INVITATION.id,
  email: INVITATION.email,
  full_name: 'Lin Ker',
  role: 'manager',
  email_verified: true,
  email_verified_at: '2030-01-01T10:00:00.000Z',
  created_at: '2030-01-01T10:00:00.000Z',
};
const SESSION = {
  user: { id: INVITATION.id, email: INVITATION.email, last_sign_in_at: '2030-01-01T10:00:00.000Z' },
  profile: PROFILE,
  expires_at: '2030-01-01T22:00:00.000Z',
  plant_time_zone: 'Europe/London',
  site_ids: [],
};

describe('one invitation journey', () => {
  it('from the link: shows the e-mail and the rules before typing, and ends signed in on the dashboard', async () => {
    const { requests } = fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () => ({ body: INVITATION }),
      'POST /api/auth/sign-up': () => ({
        status: 201,
        body: {
          user: { id: INVITATION.id, email: INVITATION.email },
          profile: PROFILE,
          email_confirmation_required: false,
          session: SESSION,
        },
      }),
    });
    const { user, location } = renderApp(`/invite/accept/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Welcome, Lin Ker!' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'lin@plant.test');
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true);
    expect(screen.getByText('At least 8 characters')).toBeVisible();
    expect(screen.getByText(/Not just your name or e-mail address/)).toBeVisible();

    const create = screen.getByRole('button', { name: 'Create account and sign in' });
    const password = screen.getByLabelText('Password');
    await user.type(password, 'short');
    await user.click(create);
    await expectVisibleText('Password must be at least 8 characters long');
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(requests.some((r) => r.path === '/api/auth/sign-up')).toBe(false);

    await user.clear(password);
    await user.type(password, 'Tech-pass-long-2026!');
    await user.type(screen.getByLabelText('Confirm password'), 'Tech-pass-long-2026!');
    await user.click(create);
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(requests.find((r) => r.path === '/api/auth/sign-up')?.body).toEqual({
      token: TOKEN,
      full_name: 'Lin Ker',
      password: 'Tech-pass-long-2026!',
    });
  });

  it('from a code: the same steps, an honest button, and says the confirmation link signs in', async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () => ({ body: { ...INVITATION, invitation_token: '123456' } }),
      'POST /api/auth/sign-up': () => ({
        status: 201,
        body: {
          user: { id: INVITATION.id, email: INVITATION.email },
          profile: { ...PROFILE, email_verified: false, email_verified_at: null },
          email_confirmation_required: true,
          session: null,
        },
      }),
    });
    const { user } = renderApp('/invite/signup/123456');
    expect(await screen.findByRole('heading', { name: 'Welcome, Lin Ker!' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'lin@plant.test');
    expect(screen.queryByRole('button', { name: /sign in/i })).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'blue-conveyor-42');
    await user.type(screen.getByLabelText('Confirm password'), 'blue-conveyor-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
    expect(screen.getByText(/open it to confirm your address and you are signed in/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe(
      '/auth?email=lin%40plant.test',
    );
  });

  it('says why an unknown or used link does not work', async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () => apiError(404, 'invalid_invitation', 'whatever the server says'),
    });
    renderApp(`/invite/accept/${TOKEN}`);
    expect(
      await screen.findByText(
        'Invalid or expired invitation link. Please contact your administrator for a new invitation.',
      ),
    ).toBeVisible();
  });

  it('shows a refusal the server puts on a field beside that field, once', async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () => ({ body: INVITATION }),
      'POST /api/auth/sign-up': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'This password is one of the 10,000 most common passwords: choose another',
            details: [
              {
                path: 'password',
                message: 'This password is one of the 10,000 most common passwords: choose another',
              },
            ],
          },
        },
      }),
    });
    const { user } = renderApp(`/invite/accept/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Welcome, Lin Ker!' });
    await user.type(screen.getByLabelText('Password'), 'steel-gear-box');
    await user.type(screen.getByLabelText('Confirm password'), 'steel-gear-box');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(await screen.findAllByText(/most common passwords: choose another/)).toHaveLength(1);
  });
});
