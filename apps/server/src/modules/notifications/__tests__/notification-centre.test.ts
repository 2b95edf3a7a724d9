import { randomUUID } from 'node:crypto';
import { notificationListResponseSchema } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { notifications } from '../../../db/schema';
import { call } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

let app: App;
const t = useTestApp();
beforeAll(async () => {
  app = t.app;
});

let minute = 0;
/** Factory: an in-app notification for `userId`, each a minute newer than the last. */
async function buildNotification(userId: string, overrides: Partial<typeof notifications.$inferInsert> = {}) {
  minute += 1;
  const [row] = await app.ctx.db
    .insert(notifications)
    .values({
      user_id: userId,
      kind: 'info',
      notification_type: 'system',
      title: `Notice ${minute}`,
      message: `Message ${minute}`,
      persistent: false,
      created_at: new Date(Date.UTC(2026, 10, 21, 8, minute)).toISOString(),
      ...overrides,
    })
    .returning();
  return row;
}

const list = (cookie: string, query = '') => call(app, 'GET', `/api/notifications${query}`, cookie);

describe('GET /api/notifications', () => {
  it('lists only the caller’s notifications, newest first, with the unread count', async () => {
    const { user, cookie } = await signedIn(app);
    const other = await signedIn(app);
    const older = await buildNotification(user.id);
    const newer = await buildNotification(user.id, { read_at: new Date().toISOString(), kind: 'success' });
    await buildNotification(other.user.id);

    const response = await list(cookie);
    expect(response.statusCode).toBe(200);
    const body = notificationListResponseSchema.parse(response.json());
    expect(body.data.map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(body).toMatchObject({ total: 2, unread_count: 1 });
    expect(body.data[0]).toMatchObject({ kind: 'success', notification_type: 'system', persistent: false });
  });

  it('pages with limit and offset', async () => {
    const { user, cookie } = await signedIn(app);
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(await buildNotification(user.id));
    const body = (await list(cookie, '?limit=2&offset=1')).json();
    expect(body.data.map((n: { id: string }) => n.id)).toEqual([rows[3].id, rows[2].id]);
    expect(body).toMatchObject({ total: 5, unread_count: 5 });
  });

  it('refuses bad paging and anonymous callers', async () => {
    const { cookie } = await signedIn(app);
    expect((await list(cookie, '?limit=0')).statusCode).toBe(400);
    expect((await list(cookie, '?limit=501')).statusCode).toBe(400);
    expect((await list(cookie, '?offset=-1')).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
  });

  it('shows one notification of the caller, and 404 for someone else’s', async () => {
    const { user, cookie } = await signedIn(app);
    const other = await signedIn(app);
    const mine = await buildNotification(user.id);
    const theirs = await buildNotification(other.user.id);
    const ok = await call(app, 'GET', `/api/notifications/${mine.id}`, cookie);
    expect(ok.json()).toMatchObject({ id: mine.id, title: mine.title });
    const hidden = await call(app, 'GET', `/api/notifications/${theirs.id}`, cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe('Notification not found');
  });
});

describe('POST /api/notifications/:id/read and /read-all', () => {
  it('marks one read and keeps the first read time', async () => {
    const { user, cookie } = await signedIn(app);
    const row = await buildNotification(user.id);
    const first = await call(app, 'POST', `/api/notifications/${row.id}/read`, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().read_at).toEqual(expect.any(String));
    const again = await call(app, 'POST', `/api/notifications/${row.id}/read`, cookie);
    expect(again.json().read_at).toBe(first.json().read_at);
    expect((await list(cookie)).json().unread_count).toBe(0);
  });

  it('refuses someone else’s notification, an unknown id and a malformed id', async () => {
    const { cookie } = await signedIn(app);
    const other = await signedIn(app);
    const theirs = await buildNotification(other.user.id);
    const read = (id: string) => call(app, 'POST', `/api/notifications/${id}/read`, cookie);
    expect((await read(theirs.id)).statusCode).toBe(404);
    expect((await read(randomUUID())).statusCode).toBe(404);
    expect((await read('not-a-uuid')).statusCode).toBe(400);
    const [stillUnread] = await app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs.id));
    expect(stillUnread.read_at).toBeNull();
  });

  it('marks all of the caller’s notifications read, and no one else’s', async () => {
    const { user, cookie } = await signedIn(app);
    const other = await signedIn(app);
    await buildNotification(user.id);
    await buildNotification(user.id);
    await buildNotification(user.id, { read_at: new Date().toISOString() });
    await buildNotification(other.user.id);
    const response = await call(app, 'POST', '/api/notifications/read-all', cookie);
    expect(response.json()).toEqual({ updated: 2 });
    expect((await list(cookie)).json().unread_count).toBe(0);
    expect((await list(other.cookie)).json().unread_count).toBe(1);
  });

  it('refuses anonymous callers', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/notifications/read-all' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/notifications/:id (dismiss) and DELETE /api/notifications (clear all)', () => {
  it('dismisses one notification, persistent or not', async () => {
    const { user, cookie } = await signedIn(app);
    const pinned = await buildNotification(user.id, { persistent: true });
    const response = await call(app, 'DELETE', `/api/notifications/${pinned.id}`, cookie);
    expect(response.json()).toEqual({ ok: true });
    expect((await list(cookie)).json().total).toBe(0);
  });

  it('refuses to dismiss someone else’s notification', async () => {
    const { cookie } = await signedIn(app);
    const other = await signedIn(app);
    const theirs = await buildNotification(other.user.id);
    const response = await call(app, 'DELETE', `/api/notifications/${theirs.id}`, cookie);
    expect(response.statusCode).toBe(404);
    expect((await list(other.cookie)).json().total).toBe(1);
  });

  it('clears only the non-persistent notifications (spec §4)', async () => {
    const { user, cookie } = await signedIn(app);
    const other = await signedIn(app);
    await buildNotification(user.id, { persistent: false });
    await buildNotification(user.id, { persistent: false, read_at: new Date().toISOString() });
    const pinned = await buildNotification(user.id, { persistent: true, kind: 'error' });
    await buildNotification(other.user.id, { persistent: false });

    const response = await call(app, 'DELETE', '/api/notifications', cookie);
    expect(response.json()).toEqual({ deleted: 2, kept: 1 });
    expect((await list(cookie)).json().data.map((n: { id: string }) => n.id)).toEqual([pinned.id]);
    expect((await list(other.cookie)).json().total).toBe(1);
  });

  it('refuses anonymous callers', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/notifications' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/notifications/${randomUUID()}` })).statusCode,
    ).toBe(401);
  });
});
