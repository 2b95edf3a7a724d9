import { DEFAULT_SIGN_IN_ERROR, SSO_MESSAGES } from '@plantwise/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/test/factories';
import { apiError, fakeApi, unauthorized } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

function signInButton() {
  return screen.getByRole('button', { name: 'Access Dashboard' });
}

describe('sign-in page', () => {
  it('keeps the submit button disabled until both e-mail and password are filled', async () => {
    fakeApi({ 'GET /api/auth/session': () => unauthorized });
    const { user } = renderApp('/auth');

    const email = await screen.findByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(signInButton()).toHaveProperty('disabled', true);

    await user.type(email, 'ada@plantwise.test');
    expect(signInButton()).toHaveProperty('disabled', true);

    await user.type(password, 'secret');
    expect(signInButton()).toHaveProperty('disabled', false);

    await user.clear(email);
    expect(signInButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Need access? Contact your administrator for an invitation.')).toBeVisible();
  });

  it("shows the server's message once, in the form's alert, when sign-in is refused (no toast as well)", async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/auth/sign-in': () => apiError(401, 'invalid_credentials', 'Invalid email or password'),
    });
    const { user } = renderApp('/auth');

    await user.type(await screen.findByLabelText('Email'), 'ada@plantwise.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(signInButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid email or password');
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('shows the default message when the server gives none', async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/auth/sign-in': () => ({ status: 502 }),
    });
    const { user } = renderApp('/auth');

    await user.type(await screen.findByLabelText('Email'), 'ada@plantwise.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(signInButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(DEFAULT_SIGN_IN_ERROR);
  });

  it('toggles the password between hidden and shown', async () => {
    fakeApi({ 'GET /api/auth/session': () => unauthorized });
    const { user } = renderApp('/auth');

    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('signs in, sends the CSRF header, and goes to the redirect target', async () => {
    const session = buildSession();
    const { requests } = fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/auth/sign-in': () => ({ body: session }),
    });
    const { user, location } = renderApp('/auth?redirect=%2Fwork-orders%3Fstatus%3Dpending');

    await user.type(await screen.findByLabelText('Email'), 'ada.admin@plantwise.test');
    await user.type(screen.getByLabelText('Password'), 'Admin-pass-123');
    await user.click(signInButton());

    await waitFor(() => expect(location()).toBe('/work-orders?status=pending'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();
    await expectVisibleText('Signed in successfully');

    const signIn = requests.find((r) => r.path === '/api/auth/sign-in');
    expect(signIn?.body).toEqual({ email: 'ada.admin@plantwise.test', password: 'Admin-pass-123' });
    expect(signIn?.headers.get('X-Requested-With')).toBe('plantwise');
  });

  it('ignores a redirect to another site', async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'POST /api/auth/sign-in': () => ({ body: buildSession() }),
    });
    const { user, location } = renderApp('/auth?redirect=%2F%2Fevil.test%2Fphish');

    await user.type(await screen.findByLabelText('Email'), 'ada.admin@plantwise.test');
    await user.type(screen.getByLabelText('Password'), 'Admin-pass-123');
    await user.click(signInButton());

    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('sends a signed-in user straight on to the redirect target', async () => {
    fakeApi({ 'GET /api/auth/session': () => ({ body: buildSession() }) });
    const { location } = renderApp('/auth?redirect=%2Finventory');
    await waitFor(() => expect(location()).toBe('/inventory'));
  });

  it("offers single sign-on by the provider's name when the server has it, keeping the redirect", async () => {
    fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'GET /api/auth/single-sign-on': () => ({ body: { enabled: true, name: 'Plant Login' } }),
    });
    renderApp('/auth?redirect=%2Finventory');
    const link = await screen.findByRole('link', { name: 'Sign in with Plant Login' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start?redirect=%2Finventory');
  });

  it('offers no single sign-on when the server has none', async () => {
    const { requests } = fakeApi({
      'GET /api/auth/session': () => unauthorized,
      'GET /api/auth/single-sign-on': () => ({ body: { enabled: false, name: null } }),
    });
    renderApp('/auth');
    await screen.findByLabelText('Email');
    await waitFor(() => expect(requests.some((r) => r.path === '/api/auth/single-sign-on')).toBe(true));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('says in plain words why a single sign-on came back refused, and nothing for an unknown reason', async () => {
    fakeApi({ 'GET /api/auth/session': () => unauthorized });
    const { unmount } = renderApp('/auth?sso_error=sso_no_account');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SSO_MESSAGES.sso_no_account);
    unmount();

    renderApp('/auth?sso_error=%3Cb%3Ehacked%3C%2Fb%3E');
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
