import { API_TOKEN_MESSAGES, type ApiToken, type ApiTokenWithOwner } from '@plantwise/domain';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

configure({ asyncUtilTimeout: 10_000 });

const TOKEN: ApiToken = {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  name: 'Nightly stock export',
  scope: 'read',
  created_at: '2026-01-02T09:00:00.000Z',
  last_used_at: null,
  expires_at: null,
};
const OTHERS: ApiTokenWithOwner = {
  ...TOKEN,
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  name: 'ERP sync',
  scope: 'write',
  owner: {
    id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
    email: 'mo@plant.test',
    full_name: 'Mo Manager',
    role: 'manager',
  },
};
const SECRET = `pw_${'A'.repeat(43)}`;

function tokensApi(
  role: 'admin' | 'technician',
  mine: ApiToken[],
  overrides: Parameters<typeof fakeApi>[0] = {},
) {
  return fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role }) }),
    'GET /api/tokens': () => ({ body: { data: mine, total: mine.length } }),
    'GET /api/tokens/everyone': () => ({ body: { data: [OTHERS], total: 1 } }),
    ...overrides,
  });
}

describe('API tokens (/settings/api-tokens)', () => {
  it("says how to start when a person has no token, and hides everyone's list from a technician", async () => {
    tokensApi('technician', []);
    renderApp('/settings/api-tokens');
    await expectVisibleText(API_TOKEN_MESSAGES.empty);
    expect(screen.queryByText("Everyone's tokens")).toBeNull();
  });

  it('lists tokens with their access and "Never" used; an admin also sees everyone\'s with the owner', async () => {
    tokensApi('admin', [TOKEN]);
    renderApp('/settings/api-tokens');
    const mine = await screen.findByRole('table', { name: 'Your API tokens' });
    const row = within(mine).getByText('Nightly stock export').closest('tr') as HTMLElement;
    expect(within(row).getByText('Read only')).toBeVisible();
    expect(within(row).getAllByText('Never')).toHaveLength(2);
    const everyone = await screen.findByRole('table', { name: "Everyone's API tokens" });
    expect(within(everyone).getByText('Mo Manager')).toBeVisible();
    expect(within(everyone).getByText('Read and write')).toBeVisible();
  });

  it('creates a token and shows it once with a copy button and the warning', async () => {
    const { requests } = tokensApi('technician', [], {
      'POST /api/tokens': () => ({
        status: 201,
        body: { ...TOKEN, name: 'Line 3 board', scope: 'write', token: SECRET },
      }),
    });
    const { user } = renderApp('/settings/api-tokens');
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(within(dialog).getByText('Give the token a name')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Line 3 board');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Token "Line 3 board" created' });
    expect((within(shown).getByLabelText('Your new API token') as HTMLInputElement).value).toBe(SECRET);
    expect(within(shown).getByText(API_TOKEN_MESSAGES.shownOnce)).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeVisible();
    const body = requests.find((r) => r.method === 'POST' && r.path === '/api/tokens')?.body;
    expect(body).toEqual({ name: 'Line 3 board', scope: 'read', expires_at: null });
  });

  it('revokes a token only after confirmation', async () => {
    const { requests } = tokensApi('technician', [TOKEN], {
      [`DELETE /api/tokens/${TOKEN.id}`]: () => ({ body: { ok: true } }),
    });
    const { user } = renderApp('/settings/api-tokens');
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly stock export' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    await expectVisibleText('Token "Nightly stock export" revoked');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
