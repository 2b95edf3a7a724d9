import { NOTIFICATION_TYPES, type NotificationPreferencesResponse } from '@plantwise/domain';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const preferences = (): NotificationPreferencesResponse => ({
  data: NOTIFICATION_TYPES.map((notification_type) => ({
    notification_type,
    enabled: true,
    email_enabled: false,
    frequency: 'immediate' as const,
  })),
  total: NOTIFICATION_TYPES.length,
  email: 'ada.admin@plantwise.test',
  full_name: 'Ada Admin',
});

function renderSettings(role: 'admin' | 'technician', extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role }) }),
    'GET /api/notifications': () => ({ body: { data: [], total: 0, unread_count: 0 } }),
    'GET /api/notification-preferences': () => ({ body: preferences() }),
    'PUT /api/notification-preferences': (request) => {
      const body = request.body as { preferences: NotificationPreferencesResponse['data'] };
      const saved = preferences();
      saved.data = saved.data.map(
        (p) => body.preferences.find((b) => b.notification_type === p.notification_type) ?? p,
      );
      return { body: saved };
    },
    ...extra,
  });
  return { ...renderApp('/settings'), ...api };
}

describe('notification preferences in Settings', () => {
  it('turns on e-mail as a daily digest for one type and saves it', { timeout: 20_000 }, async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, requests } = renderSettings('technician');
    const email = await screen.findByRole(
      'switch',
      { name: 'Asset breakdowns: e-mail' },
      { timeout: 10_000 },
    );
    expect(screen.getByText(/E-mails go to ada.admin@plantwise.test/)).toBeVisible();
    const frequency = screen.getByRole('combobox', { name: 'Asset breakdowns: e-mail frequency' });
    expect(frequency).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save preferences' })).toHaveProperty('disabled', true);

    await user.click(email);
    expect(frequency).toHaveProperty('disabled', false);
    await user.click(frequency);
    await user.click(await screen.findByRole('option', { name: 'Daily digest' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Notification preferences saved'));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put).toBeDefined();
    const saved = (put!.body as { preferences: Array<{ notification_type: string }> }).preferences;
    expect(saved.find((p) => p.notification_type === 'asset_breakdown')).toEqual({
      notification_type: 'asset_breakdown',
      enabled: true,
      email_enabled: true,
      frequency: 'daily_digest',
    });
  });

  it('turning a type off disables its e-mail switch', async () => {
    const { user } = renderSettings('technician');
    const notify = await screen.findByRole('switch', { name: 'Low stock: notify me' }, { timeout: 10_000 });
    await user.click(notify);
    expect(screen.getByRole('switch', { name: 'Low stock: e-mail' })).toHaveProperty('disabled', true);
  });

  it('lets an admin send a test notification: Test Notification Sent / Failed', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    let fail = false;
    const { user } = renderSettings('admin', {
      'POST /api/notifications/test': () =>
        fail
          ? {
              status: 422,
              body: {
                error: {
                  code: 'test_notification_failed',
                  message: 'Test Notification Failed',
                  details: { reason: 'Turned off in the recipient’s notification preferences' },
                },
              },
            }
          : {
              body: {
                message: 'Test Notification Sent',
                queue_id: '6f1c2a7e-3b9d-4c11-9a55-0d2e4f6a8b10',
                notification_id: '6f1c2a7e-3b9d-4c11-9a55-0d2e4f6a8b11',
                deliveries: [{ channel: 'in_app', delivery_status: 'sent', error: null }],
              },
            },
    });
    const button = await screen.findByRole('button', { name: 'Send test notification' }, { timeout: 10_000 });
    await user.click(button);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Test Notification Sent', expect.anything()));
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Send test notification' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Test Notification Failed', {
        description: 'Turned off in the recipient’s notification preferences',
      }),
    );
  });

  it('does not offer the test to other roles', async () => {
    renderSettings('technician');
    await screen.findByRole('switch', { name: 'Asset breakdowns: e-mail' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Send test notification' })).toBeNull();
  });
});
