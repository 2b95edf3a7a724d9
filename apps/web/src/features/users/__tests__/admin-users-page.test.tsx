import type { AdminUser, Invitation } from '@plantwise/domain';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { buildPlantTree } from '@/test/location-factories';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

configure({ asyncUtilTimeout: 10_000 });

const ADMIN = buildSession();
const TECH: AdminUser = {
  id: '6a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'tess@plant.test',
  full_name: 'Tess Tech',
  role: 'technician',
  active: true,
  email_confirmed: true,
  email_confirmed_at: '2030-01-01T10:00:00.000Z',
  last_sign_in_at: null,
  created_at: '2030-01-01T09:00:00.000Z',
  site_ids: [],
};
const PENDING: Invitation = {
  id: '7b2d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  email: 'new@plant.test',
  full_name: 'New Person',
  role: 'manager',
  status: 'pending',
  expires_at: '2030-01-08T10:00:00.000Z',
  created_at: '2030-01-01T10:00:00.000Z',
  accepted_at: null,
  accepted_user_id: null,
  revoked_at: null,
  invited_by: ADMIN.user.id,
  invited_by_email: ADMIN.user.email,
  notification_preferences: [],
};

const PLANT = buildPlantTree();

function adminApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/session': () => ({ body: ADMIN }),
    'GET /api/locations': () => ({ body: { data: PLANT.all, total: PLANT.all.length } }),
    'GET /api/users': () => ({ body: { data: [TECH], total: 1 } }),
    'GET /api/invitations': () => ({ body: { data: [PENDING], total: 1 } }),
    ...overrides,
  });
}

describe('User Management (/admin/users)', () => {
  it('lists users and invitations with their status', async () => {
    adminApi();
    renderApp('/admin/users');
    const users = await screen.findByRole('table', { name: 'Users' });
    expect(within(users).getByText('Tess Tech')).toBeVisible();
    expect(within(users).getByText('Never')).toBeVisible();
    expect(within(users).getByText('Active')).toBeVisible();
    const invitations = await screen.findByRole('table', { name: 'Invitations' });
    expect(within(invitations).getByText('new@plant.test')).toBeVisible();
    expect(within(invitations).getByText('Pending')).toBeVisible();
  });

  it('invites a person with role and notification preferences, then shows the code and link once', async () => {
    const { requests } = adminApi({
      'POST /api/invitations': () => ({
        status: 201,
        body: {
          invitation: { ...PENDING, email: 'cara@plant.test', full_name: 'Cara Crew', role: 'technician' },
          code: '482913',
          link: 'http://localhost:3000/invite/accept/AbCdEfGhIjKlMnOpQr_-12',
          code_link: 'http://localhost:3000/invite/signup/482913',
        },
      }),
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(within(dialog).getAllByText(/valid e-mail|Invalid/).length).toBeGreaterThan(0);
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/invitations')).toBe(false);

    await user.type(within(dialog).getByLabelText('Email'), 'Cara@Plant.test');
    await user.type(within(dialog).getByLabelText('Full name'), 'Cara Crew');
    // A technician is offered the kinds a technician can receive: no budget alerts.
    expect(within(dialog).queryByRole('switch', { name: /Budget thresholds/ })).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'Low stock: notify me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    const created = await screen.findByRole('dialog', { name: 'Invitation Created' });
    expect((within(created).getByLabelText('Invitation code') as HTMLInputElement).value).toBe('482913');
    expect((within(created).getByLabelText('Invitation link') as HTMLInputElement).value).toContain(
      '/invite/accept/',
    );
    expect(within(created).getByRole('button', { name: 'Copy invitation code' })).toBeVisible();
    const body = requests.find((r) => r.method === 'POST' && r.path === '/api/invitations')?.body as {
      email: string;
      role: string;
      notification_preferences: Array<{ notification_type: string; enabled: boolean }>;
    };
    // The body is the domain schema's output: the address as the server stores it.
    expect(body.email).toBe('cara@plant.test');
    expect(body.role).toBe('technician');
    expect(body.notification_preferences.find((p) => p.notification_type === 'low_stock')?.enabled).toBe(
      false,
    );
    expect(body.notification_preferences.map((p) => p.notification_type)).not.toContain('budget_threshold');
    expect(
      body.notification_preferences.find((p) => p.notification_type === 'asset_breakdown')?.enabled,
    ).toBe(true);
  });

  it('revokes an invitation only after confirmation', async () => {
    const { requests } = adminApi({
      'DELETE /api/invitations/7b2d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e': () => ({
        body: { ...PENDING, status: 'revoked' },
      }),
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Revoke invitation to new@plant.test' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Revoke the invitation to new@plant.test?')).toBeVisible();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke invitation' }));
    await expectVisibleText('Invitation revoked');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('deactivates a user after confirmation and shows the server refusal for the last admin', async () => {
    const { requests } = adminApi({
      'PATCH /api/users/6a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d': () => ({
        status: 409,
        body: {
          error: {
            code: 'last_admin',
            message: 'You cannot demote or deactivate the last active administrator.',
          },
        },
      }),
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Tess Tech' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/signed out everywhere/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('You cannot demote or deactivate the last active administrator.'),
    ).toBeVisible();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ active: false });
  });

  it('limits a person to one site from the keyboard, then gives them every site again', async () => {
    let current: AdminUser = TECH;
    const { requests } = adminApi({
      'GET /api/users': () => ({ body: { data: [current], total: 1 } }),
      [`PUT /api/users/${TECH.id}/sites`]: (request) => {
        current = { ...TECH, site_ids: (request.body as { site_ids: string[] }).site_ids };
        return { body: current };
      },
    });
    const { user } = renderApp('/admin/users');
    const users = await screen.findByRole('table', { name: 'Users' });
    const sitesButton = await within(users).findByRole('button', {
      name: 'Sites of Tess Tech: All sites. Change',
    });
    sitesButton.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sites for Tess Tech' });
    expect(within(dialog).getByRole('radio', { name: 'Every site' })).toBeChecked();
    // Only sites are offered, never an area or a line.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    within(dialog).getByRole('radio', { name: 'Only these sites' }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('radio', { name: 'Only these sites' })).toBeChecked();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('div')?.textContent)).toEqual(['LeedsLDS', 'YorkYRK']);
    // Saving with no site chosen is refused on the screen, not sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save sites' }));
    expect(await within(dialog).findByText('Choose at least one site, or choose Every site.')).toBeVisible();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    within(dialog).getByRole('checkbox', { name: /York/ }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Save sites' }));
    await expectVisibleText('Tess Tech now sees only the assets and work of York.');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ site_ids: [PLANT.york.id] });
    expect(
      await within(users).findByRole('button', { name: 'Sites of Tess Tech: York. Change' }),
    ).toBeVisible();

    await user.click(within(users).getByRole('button', { name: 'Sites of Tess Tech: York. Change' }));
    const again = await screen.findByRole('dialog', { name: 'Sites for Tess Tech' });
    expect(within(again).getByRole('checkbox', { name: /York/ })).toBeChecked();
    await user.click(within(again).getByRole('radio', { name: 'Every site' }));
    await user.click(within(again).getByRole('button', { name: 'Save sites' }));
    await expectVisibleText('Tess Tech now works at every site.');
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ site_ids: [] });
  });

  it('is hidden from a technician', async () => {
    fakeApi({ 'GET /api/auth/session': () => ({ body: buildSession({ role: 'technician' }) }) });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  });
});
