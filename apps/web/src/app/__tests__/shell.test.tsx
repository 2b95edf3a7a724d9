import { ROLE_LABELS, SIDEBAR_COOKIE_NAME } from '@plantwise/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

async function renderSignedIn(path: string, session = buildSession()) {
  const api = fakeApi({ 'GET /api/auth/session': () => ({ body: session }) });
  const app = renderApp(path);
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return { ...app, ...api, nav };
}

describe('signed-in shell', () => {
  it('lists the sidebar groups and marks the current screen', async () => {
    const { nav } = await renderSignedIn('/work-orders');

    for (const group of [
      'Overview',
      'Assets',
      'Maintenance',
      'Inventory and Finance',
      'Quality and Compliance',
      'Administration',
    ]) {
      expect(within(nav).getByRole('group', { name: group })).toBeVisible();
    }
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Work Orders');
    expect(within(nav).getByRole('link', { name: 'Predictive AI' }).getAttribute('href')).toBe(
      '/predictive-ai',
    );
    // The location tree sits beside the register, for everyone (read-only below manager).
    const assets = within(nav).getByRole('group', { name: 'Assets' });
    expect(within(assets).getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/locations');
    expect(screen.getByText('© 2026 Plantwise')).toBeVisible();
  });

  it('shows the administration items to an admin', async () => {
    const { nav } = await renderSignedIn('/dashboard');
    expect(within(nav).getByRole('link', { name: 'User Management' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'System Diagnostics' })).toBeVisible();
  });

  it('hides the administration items from a technician', async () => {
    const { nav } = await renderSignedIn('/dashboard', buildSession({ role: 'technician' }));
    expect(within(nav).queryByRole('link', { name: 'User Management' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'System Diagnostics' })).toBeNull();
    expect(within(nav).queryByRole('group', { name: 'Administration' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Work Orders' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Locations' })).toBeVisible();
  });

  it('refuses the admin screens to a technician', async () => {
    await renderSignedIn('/admin/users', buildSession({ role: 'technician' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  });

  it('toggles the sidebar with Ctrl+B and keeps the state in the cookie', async () => {
    const { user } = await renderSignedIn('/dashboard');
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Control>}b{/Control}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);

    await user.keyboard('{Meta>}b{/Meta}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=true`);
  });

  it('starts collapsed when the cookie says so', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the cookie a previous visit left.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    await renderSignedIn('/dashboard');
    expect(screen.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('offers the global search in the top bar, focused with Ctrl+K', async () => {
    const { user } = await renderSignedIn('/dashboard');
    const search = await screen.findByRole('combobox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Search assets, locations, work orders, inventory...');
    expect(search).not.toHaveFocus();
    await user.keyboard('{Control>}k{/Control}');
    expect(search).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'Critical Assets' })).toBeVisible();
  });

  it('edits the full name in the profile dialog', async () => {
    const session = buildSession({ full_name: 'Ada Admin' });
    let current = session;
    const { user, requests } = await (async () => {
      const api = fakeApi({
        'GET /api/auth/session': () => ({ body: current }),
        'PATCH /api/profile': ({ body }) => {
          current = { ...session, profile: { ...session.profile, ...(body as object) } };
          return { body: current.profile };
        },
      });
      const app = renderApp('/dashboard');
      await screen.findByRole('navigation', { name: 'Main navigation' });
      return { ...app, ...api };
    })();

    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const email = within(dialog).getByLabelText('Email');
    expect(email.hasAttribute('readonly')).toBe(true);
    // The account in a person's words: the role and since when, no id fragment.
    expect(within(dialog).queryByText(session.profile.id.slice(0, 8))).toBeNull();
    expect(within(dialog).getByText('Role').nextElementSibling).toHaveTextContent(ROLE_LABELS.admin);
    expect(within(dialog).getByText('Member since').nextElementSibling).toHaveTextContent('1 January 2026');

    const name = within(dialog).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ full_name: 'Ada Lovelace' });
    await expectVisibleText('Profile updated');
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();
  });

  it('signs out to /auth', async () => {
    const api = fakeApi({
      'GET /api/auth/session': () => ({ body: buildSession() }),
      'POST /api/auth/sign-out': () => ({ body: { ok: true } }),
    });
    const { user, location } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(location()).toBe('/auth'));
    await expectVisibleText('Signed out successfully');
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/auth/sign-out')).toBe(true);
  });
});
