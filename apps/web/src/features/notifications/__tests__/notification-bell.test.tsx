import type { Notification, NotificationListResponse } from '@plantwise/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { dispatchRealtimeEvent } from '@/lib/realtime';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

const USER_ID = buildSession().user.id;
let counter = 0;

function buildNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    user_id: USER_ID,
    kind: 'info',
    notification_type: 'system',
    title: `Notice ${counter}`,
    message: `Message ${counter}`,
    action_url: null,
    persistent: false,
    read_at: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

/** A fake server holding one user's notifications, answering like the real routes. */
function notificationServer(initial: Notification[], unreadOverride?: number) {
  let items = [...initial];
  const list = (): NotificationListResponse => ({
    data: items,
    total: items.length,
    unread_count: unreadOverride ?? items.filter((n) => !n.read_at).length,
  });
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession() }),
    'GET /api/notifications': () => ({ body: list() }),
    'POST /api/notifications/read-all': () => {
      const updated = items.filter((n) => !n.read_at).length;
      unreadOverride = undefined;
      items = items.map((n) => ({ ...n, read_at: n.read_at ?? new Date().toISOString() }));
      return { body: { updated } };
    },
    'DELETE /api/notifications': () => {
      const before = items.length;
      items = items.filter((n) => n.persistent);
      return { body: { deleted: before - items.length, kept: items.length } };
    },
  });
  const original = api.fetchMock.getMockImplementation()!;
  // Routes with an id in the path.
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const match = /^\/api\/notifications\/([^/]+)(\/read)?$/.exec(url.pathname);
    if (match && match[1] !== 'read-all') {
      const id = match[1];
      api.requests.push({ method, path: url.pathname, url, body: undefined, headers: new Headers() });
      const found = items.find((n) => n.id === id);
      if (!found)
        return new Response(
          JSON.stringify({ error: { code: 'not_found', message: 'Notification not found' } }),
          { status: 404 },
        );
      if (method === 'DELETE') {
        items = items.filter((n) => n.id !== id);
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      }
      if (method === 'POST' && match[2]) {
        Object.assign(found, { read_at: found.read_at ?? new Date().toISOString() });
      }
      return new Response(JSON.stringify(found), { status: 200 });
    }
    return original(input, init);
  });
  return {
    ...api,
    add: (notification: Notification) => {
      items = [notification, ...items];
    },
  };
}

async function renderShell(server: ReturnType<typeof notificationServer>) {
  const app = renderApp('/dashboard');
  // The shell is a lazy chunk: the first render in a file may take a while to load it.
  await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
  return { ...app, server };
}

describe('notification bell', () => {
  it('shows the unread count on the bell', async () => {
    await renderShell(
      notificationServer([
        buildNotification(),
        buildNotification(),
        buildNotification({ read_at: new Date().toISOString() }),
      ]),
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeVisible();
  });

  it("shows '99+' above 99 unread", async () => {
    await renderShell(notificationServer([buildNotification()], 120));
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(within(bell).getByText('99+')).toBeVisible();
  });

  it("shows 'No notifications' in an empty panel, and no badge", async () => {
    const { user } = await renderShell(notificationServer([]));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    await expectVisibleText('No notifications');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Clear all' })).toHaveProperty('disabled', true);
  });

  it('lists the four types with relative times, pinned items and action links', async () => {
    const minutes = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    const { user } = await renderShell(
      notificationServer([
        buildNotification({
          kind: 'error',
          title: 'Breakdown: Mixer 3',
          created_at: minutes(0),
          persistent: true,
          action_url: '/reactive-maintenance?highlight=b1',
        }),
        buildNotification({ kind: 'warning', title: 'Stock low', created_at: minutes(5) }),
        buildNotification({ kind: 'success', title: 'Work order done', created_at: minutes(3 * 60) }),
        buildNotification({ kind: 'info', title: 'PM due', created_at: minutes(2 * 24 * 60) }),
        buildNotification({
          kind: 'info',
          title: 'Old news',
          created_at: '2025-01-03T12:00:00.000Z',
          read_at: minutes(1),
        }),
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }));
    const list = await screen.findByRole('list', { name: 'Notification list' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]).getByRole('img', { name: 'Error' })).toBeVisible();
    expect(within(items[0]).getByText('Just now')).toBeVisible();
    expect(within(items[0]).getByText('Pinned')).toBeVisible();
    expect(
      within(items[0]).getByRole('link', { name: 'View: Breakdown: Mixer 3' }).getAttribute('href'),
    ).toBe('/reactive-maintenance?highlight=b1');
    expect(within(items[1]).getByRole('img', { name: 'Warning' })).toBeVisible();
    expect(within(items[1]).getByText('5m ago')).toBeVisible();
    expect(within(items[2]).getByRole('img', { name: 'Success' })).toBeVisible();
    expect(within(items[2]).getByText('3h ago')).toBeVisible();
    expect(within(items[3]).getByRole('img', { name: 'Information' })).toBeVisible();
    expect(within(items[3]).getByText('2d ago')).toBeVisible();
    expect(within(items[4]).getByText('3 Jan 2025')).toBeVisible();
    expect(within(items[4]).queryByRole('button', { name: /Mark read/ })).toBeNull();
  });

  it('marks all read and the badge clears', async () => {
    const server = notificationServer([buildNotification(), buildNotification()]);
    const { user } = await renderShell(server);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    await expectVisibleText('All read');
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/notifications/read-all')).toBe(
      true,
    );
  });

  it('marks one read, and dismisses one', async () => {
    const first = buildNotification({ title: 'First' });
    const second = buildNotification({ title: 'Second' });
    const server = notificationServer([first, second]);
    const { user } = await renderShell(server);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark read: First' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss: Second' }));
    await waitFor(() => expect(screen.queryByText('Second')).toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        `POST /api/notifications/${first.id}/read`,
        `DELETE /api/notifications/${second.id}`,
      ]),
    );
  });

  it('clears only non-persistent notifications after confirmation', async () => {
    const server = notificationServer([
      buildNotification({ title: 'Passing note' }),
      buildNotification({ title: 'Critical alarm', persistent: true, kind: 'error' }),
    ]);
    const { user } = await renderShell(server);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Clear all notifications' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Clear notifications' }));
    await waitFor(() => expect(screen.queryByText('Passing note')).toBeNull());
    expect(screen.getByText('Critical alarm')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });

  it('takes a live notification: the badge counts it and a toast shows it for 5 s', async () => {
    const server = notificationServer([]);
    const info = vi.spyOn(toast, 'info');
    const error = vi.spyOn(toast, 'error');
    const { queryClient } = await renderShell(server);
    await screen.findByRole('button', { name: 'Notifications' });

    const passing = buildNotification({ title: 'Work Order Started' });
    server.add(passing);
    act(() => dispatchRealtimeEvent(queryClient, { table: 'notifications', op: 'INSERT', id: passing.id }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(info.mock.calls[0][0]).toBe('Work Order Started');
    expect(info.mock.calls[0][1]).toMatchObject({ id: passing.id, duration: 5000 });

    const pinned = buildNotification({ title: 'Critical breakdown', kind: 'error', persistent: true });
    server.add(pinned);
    act(() => dispatchRealtimeEvent(queryClient, { table: 'notifications', op: 'INSERT', id: pinned.id }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0][1]).toMatchObject({ duration: Number.POSITIVE_INFINITY });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  });

  it('on a phone a persistent notification leaves the screen after 10 s, and the bell keeps it', async () => {
    const width = window.innerWidth;
    const server = notificationServer([]);
    const error = vi.spyOn(toast, 'error');
    const { queryClient } = await renderShell(server);
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => {
      window.innerWidth = 390;
      window.dispatchEvent(new Event('resize'));
    });
    try {
      const pinned = buildNotification({
        title: 'Maintenance overdue: Guard check',
        kind: 'error',
        persistent: true,
      });
      server.add(pinned);
      act(() => dispatchRealtimeEvent(queryClient, { table: 'notifications', op: 'INSERT', id: pinned.id }));
      await waitFor(() => expect(error).toHaveBeenCalledWith(pinned.title, expect.anything()));
      expect(error.mock.lastCall?.[1]).toMatchObject({ duration: 10_000 });
      expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    } finally {
      act(() => {
        window.innerWidth = width;
        window.dispatchEvent(new Event('resize'));
      });
    }
  });
});
