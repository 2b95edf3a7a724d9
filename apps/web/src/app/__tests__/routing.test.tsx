import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi, unauthorized } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

describe('routing', () => {
  it('sends a signed-out visitor of a protected route to /auth with the path and search to return to', async () => {
    fakeApi({ 'GET /api/auth/session': () => unauthorized });
    const { location } = renderApp('/assets/42?tab=history');

    await waitFor(() => expect(location()).toBe('/auth?redirect=%2Fassets%2F42%3Ftab%3Dhistory'));
    expect(await screen.findByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  });

  it('shows Loading... while the session is being checked', async () => {
    fakeApi({ 'GET /api/auth/session': () => new Promise(() => {}) });
    renderApp('/dashboard');
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
  });

  it('redirects / to /dashboard and greets the user by name', async () => {
    fakeApi({ 'GET /api/auth/session': () => ({ body: buildSession({ full_name: 'Grace Hopper' }) }) });
    const { location } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(location()).toBe('/dashboard');
    expect(screen.getByText('Welcome back, Grace Hopper.')).toBeVisible();
  });

  it('redirects /assets/:assetId/analysis to the asset', async () => {
    fakeApi({ 'GET /api/auth/session': () => ({ body: buildSession() }) });
    const { location } = renderApp('/assets/abc/analysis');
    await waitFor(() => expect(location()).toBe('/assets/abc'));
  });

  it('shows the same screen for both paths of a screen', async () => {
    fakeApi({ 'GET /api/auth/session': () => ({ body: buildSession() }) });
    renderApp('/maintenance/predictive');
    expect(await screen.findByRole('heading', { level: 1, name: 'Predictive AI' })).toBeVisible();
  });

  it('shows the New PM Task form (the placeholder became the create form)', async () => {
    fakeApi({ 'GET /api/auth/session': () => ({ body: buildSession({ role: 'manager' }) }) });
    renderApp('/maintenance/new-pm');
    expect(await screen.findByRole('heading', { level: 1, name: 'New PM Task' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeVisible();
  });

  it('/redirect goes to its target with a session and to sign-in without one', async () => {
    fakeApi({ 'GET /api/auth/session': () => ({ body: buildSession() }) });
    const signedIn = renderApp('/redirect?redirect=%2Fbudget');
    await waitFor(() => expect(signedIn.location()).toBe('/budget'));
    signedIn.unmount();

    fakeApi({ 'GET /api/auth/session': () => unauthorized });
    const signedOut = renderApp('/redirect?redirect=%2Fbudget');
    await waitFor(() => expect(signedOut.location()).toBe('/auth?redirect=%2Fbudget'));
  });

  it('/redirect reports an authentication error and goes to /auth when the check fails', async () => {
    fakeApi({ 'GET /api/auth/session': () => ({ status: 500 }) });
    const { location } = renderApp('/redirect');
    // A toast: it is announced while it fades in, so its presence is what counts.
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('There was an error processing the authentication')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth'));
  });

  it('shows the 404 page with its links for an unknown path', async () => {
    fakeApi({ 'GET /api/auth/session': () => unauthorized });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    const links: Array<[string, string]> = [
      ['Dashboard', '/dashboard'],
      ['Browse Assets', '/assets'],
      ['Work Orders', '/work-orders'],
      ['Maintenance', '/maintenance'],
      ['Inventory', '/inventory'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});
