import type { VerifiedInvitation } from '@plantwise/domain';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, unauthorized } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

// Lazy pages load slowly on a busy machine; give them time.
configure({ asyncUtilTimeout: 10_000 });

const INVITATION: VerifiedInvitation = {
  id: '2f1e8d4c-7b6a-4c3d-9e2f-1a0b9c8d7e6f',
  email: 'tess@plant.test',
  role: 'technician',
  invitation_token: '123456',
  expires_at: '2030-01-08T10:00:00.000Z',
  full_name: 'Tess Tech',
};

const progress = () =>
  screen.getByRole('progressbar', { name: 'Setup Progress' }).getAttribute('aria-valuenow');

afterEach(() => {
  vi.useRealTimers();
});

describe('invitation signup (/invite/signup/:token)', () => {
  it('verifies the code from the link on load, then creates the account and asks to check the e-mail', {
    timeout: 20_000,
  }, async () => {
    let release: () => void = () => {};
    const { requests } = fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: INVITATION });
        }),
      'POST /api/auth/sign-up': () => ({
        status: 201,
        body: {
          user: { id: INVITATION.id, email: INVITATION.email },
          profile: {
            id: INVITATION.id,
            email: INVITATION.email,
            full_name: 'Tess T. Tech',
            role: 'technician',
            email_verified: false,
            email_verified_at: null,
            created_at: '2030-01-01T10:00:00.000Z',
          },
          email_confirmation_required: true,
        },
      }),
    });
    const { user } = renderApp('/invite/signup/123456');

    await waitFor(() => expect(progress()).toBe('20'));
    act(() => release());
    expect(await screen.findByText(/Complete your profile for/)).toBeVisible();
    expect(screen.getByText('tess@plant.test')).toBeVisible();
    expect(screen.getByText(/with technician access/)).toBeVisible();
    expect(progress()).toBe('40');

    const create = screen.getByRole('button', { name: 'Create Account & Sign In' });
    const fullName = screen.getByLabelText('Full Name');
    expect((fullName as HTMLInputElement).value).toBe('Tess Tech');
    await user.clear(fullName);
    await user.type(fullName, 'Tess T. Tech');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.type(screen.getByLabelText('Confirm Password'), '12345');
    await user.tab();
    expect(create).toHaveProperty('disabled', true);
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    await user.type(screen.getByLabelText('Password'), '6');
    await user.type(screen.getByLabelText('Confirm Password'), '7');
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), '123456');
    expect(create).toHaveProperty('disabled', false);
    await user.click(create);

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    expect(progress()).toBe('100');
    expect(screen.getByRole('link', { name: 'Go to Sign In' }).getAttribute('href')).toBe('/auth');
    expect(await screen.findByText('Account Created Successfully!')).toBeVisible();
    const signUp = requests.find((r) => r.path === '/api/auth/sign-up');
    expect(signUp?.body).toEqual({ token: '123456', full_name: 'Tess T. Tech', password: '123456' });
  });

  it("shows 'Invitation Verification Failed' for a wrong code, resets progress and lets a new code be typed", async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': ({ body }) =>
        (body as { token: string }).token === '654321'
          ? { body: { ...INVITATION, invitation_token: '654321' } }
          : {
              status: 404,
              body: { error: { code: 'invalid_invitation', message: 'Invalid or expired invitation code' } },
            },
    });
    const { user } = renderApp('/invite/signup/111111');

    expect(await screen.findByText('Invitation Verification Failed')).toBeVisible();
    expect(screen.getByText('Invalid or expired invitation code')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();
    expect(progress()).toBe('0');

    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' }).getAttribute('href')).toBe(
      '/auth',
    );
    const input = screen.getByLabelText('Invitation Code') as HTMLInputElement;
    const verify = screen.getByRole('button', { name: 'Verify Code' });
    await user.clear(input);
    await user.type(input, '65a4-32');
    expect(input.value).toBe('65432');
    expect(verify).toHaveProperty('disabled', true);
    await user.type(input, '19');
    expect(input.value).toBe('654321');
    expect(verify).toHaveProperty('disabled', false);
    await user.click(verify);
    expect(await screen.findByText(/with technician access/)).toBeVisible();
  });

  it("refuses a link whose code is not 6 digits with 'Invalid invitation code format' without asking the server", async () => {
    const { requests } = fakeApi({ 'GET /api/auth/session': () => unauthorized });
    renderApp('/invite/signup/12ab');
    expect(await screen.findByText('Invalid invitation code format')).toBeVisible();
    expect(requests.some((r) => r.path === '/api/invitations/verify')).toBe(false);
  });

  it("gives up the verification on load after 15 s with 'Verification timed out. Please try again.'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () => new Promise(() => {}),
    });
    renderApp('/invite/signup/123456');
    await waitFor(() => expect(progress()).toBe('20'));
    await act(async () => {
      vi.advanceTimersByTime(14_000);
    });
    expect(screen.queryByText('Verification timed out. Please try again.')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1_100);
    });
    expect(await screen.findByText('Verification timed out. Please try again.')).toBeVisible();
    expect(progress()).toBe('0');
  });

  it('shows the server message when too many wrong codes came from this address', async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/invitations/verify': () => ({
        status: 429,
        body: {
          error: {
            code: 'rate_limited',
            message: 'Too many invitation code attempts. Please wait 15 minutes and try again.',
          },
        },
      }),
    });
    renderApp('/invite/signup/123456');
    expect(
      await screen.findByText('Too many invitation code attempts. Please wait 15 minutes and try again.'),
    ).toBeVisible();
  });
});
