import type { VerifiedInvitation } from '@plantwise/domain';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, unauthorized } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

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

afterEach(() => {
  vi.useRealTimers();
});

describe('invitation accept (/invite/accept/:token)', () => {
  it('validates the link, creates the account with a checked password and goes to sign-in after 3 s', async () => {
    const { requests } = fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () => ({ body: INVITATION }),
      'POST /api/invitations/accept': () => ({
        status: 201,
        body: {
          user: { id: INVITATION.id, email: INVITATION.email },
          profile: {
            id: INVITATION.id,
            email: INVITATION.email,
            full_name: 'Lin Ker',
            role: 'manager',
            email_verified: true,
            email_verified_at: '2030-01-01T10:00:00.000Z',
            created_at: '2030-01-01T10:00:00.000Z',
          },
          email_confirmation_required: false,
        },
      }),
    });
    const { user, location } = renderApp(`/invite/accept/${TOKEN}`);

    expect(await screen.findByText('Validating invitation...')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Welcome, Lin Ker!' })).toBeVisible();
    expect(screen.getByText('Create your password to complete your manager account setup')).toBeVisible();
    expect(screen.getByText(/Invitation for lin@plant.test/)).toBeVisible();

    const create = screen.getByRole('button', { name: 'Create Account' });
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(create).toHaveProperty('disabled', true);
    await user.type(password, 'short');
    await user.type(confirm, 'shorter');
    expect(create).toHaveProperty('disabled', true);
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    await user.clear(confirm);
    await user.type(confirm, 'short');
    expect(create).toHaveProperty('disabled', false);
    await user.click(create);
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeVisible();
    expect(requests.some((r) => r.path === '/api/invitations/accept')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(confirm.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm.getAttribute('type')).toBe('text');

    await user.clear(password);
    await user.type(password, 'long-enough');
    await user.clear(confirm);
    await user.type(confirm, 'long-enough');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(create);
    expect(await screen.findByRole('heading', { name: 'Account Created Successfully!' })).toBeVisible();
    expect(screen.getByText('Next steps')).toBeVisible();
    // The page says it: no toast repeating it on top.
    expect(screen.getAllByText('Account Created Successfully!')).toHaveLength(1);
    expect(requests.find((r) => r.path === '/api/invitations/accept')?.body).toEqual({
      token: TOKEN,
      password: 'long-enough',
    });
    await act(async () => {
      vi.advanceTimersByTime(3_100);
    });
    await waitFor(() => expect(location()).toBe('/auth'));
  });

  it("shows 'Invalid Invitation' with the spec message for a used or unknown link", async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () => ({
        status: 404,
        body: { error: { code: 'invalid_invitation', message: 'whatever the server says' } },
      }),
    });
    renderApp(`/invite/accept/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
    expect(
      screen.getByText(
        'Invalid or expired invitation link. Please contact your administrator for a new invitation.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Login Page' }).getAttribute('href')).toBe('/auth');
  });

  it('asks the first administrator for an e-mail and name on the open start-up invitation', async () => {
    const { requests } = fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () => ({
        body: { ...INVITATION, email: '', full_name: null, role: 'admin' },
      }),
      'POST /api/invitations/accept': () => ({
        status: 409,
        body: {
          error: {
            code: 'already_registered',
            message: 'This email is already registered. Please sign in instead.',
          },
        },
      }),
    });
    const { user } = renderApp(`/invite/accept/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Welcome, Administrator!' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'chief@plant.test');
    await user.type(screen.getByLabelText('Full Name'), 'Chief');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    // Once, beside the button: no alert box at the top and no toast repeating it.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please sign in instead.',
    );
    expect(screen.getAllByText('This email is already registered. Please sign in instead.')).toHaveLength(1);
    expect(screen.queryByText('Account Creation Failed')).toBeNull();
    expect(requests.find((r) => r.path === '/api/invitations/accept')?.body).toEqual({
      token: TOKEN,
      password: 'long-enough',
      email: 'chief@plant.test',
      full_name: 'Chief',
    });
  });

  it("shows the server's refusal of the password once, beside it, with the focus there", async () => {
    const message = 'Password is too common; choose another';
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () => ({ body: INVITATION }),
      'POST /api/invitations/accept': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Invalid request',
            details: [{ path: 'password', message }],
          },
        },
      }),
    });
    const { user } = renderApp(`/invite/accept/${TOKEN}`);
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'password123');
    await user.type(screen.getByLabelText('Confirm Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
