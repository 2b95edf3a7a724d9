import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../app';
import {
  budget_expenses,
  budget_lines,
  notification_history,
  notification_queue,
  notifications,
  profiles,
  user_invitations,
  users,
} from '../../../db/schema';
import { call } from '../../../test/factories';
import {
  createTestApp,
  createUser,
  signedIn,
  signIn,
  type TestApp,
  useTestInstances,
} from '../../../test/harness';
import { connectRealtime, type RealtimeTestClient } from '../../../test/realtime-client';

/** A committed write every client sees; what arrives before it is what the earlier writes published. */
async function marker(app: App, userId: string) {
  const name = `marker ${randomBytes(4).toString('hex')}`;
  await app.ctx.db.update(profiles).set({ full_name: name }).where(eq(profiles.id, userId));
  return (client: RealtimeTestClient) =>
    client.waitFor((event) => event.table === 'profiles' && event.id === userId);
}

describe('GET /api/realtime', () => {
  let clock = Date.now();
  let test: TestApp;
  let app: App;

  beforeAll(async () => {
    test = await createTestApp({ now: () => new Date(clock), env: { REALTIME_SESSION_CHECK_S: '1' } });
    app = test.app;
  });
  afterAll(() => test.close());

  it('refuses a connection without a session', async () => {
    await expect(connectRealtime(app, null)).rejects.toThrow('HTTP 401');
    await expect(connectRealtime(app, 'pw_session=not-a-real-token')).rejects.toThrow('HTTP 401');
  });

  it('refuses a connection from another origin', async () => {
    const { cookie } = await signedIn(app);
    await expect(connectRealtime(app, cookie, { origin: 'https://evil.example' })).rejects.toThrow(
      'HTTP 403',
    );
  });

  it('publishes each committed insert, update and delete as {table, op, id}', async () => {
    const { user, cookie } = await signedIn(app, 'technician');
    const client = await connectRealtime(app, cookie);
    const response = await call(app, 'PATCH', '/api/profile', cookie, { full_name: 'Renamed Technician' });
    expect(response.statusCode).toBe(200);
    const event = await client.waitFor((e) => e.table === 'profiles' && e.id === user.id);
    expect(event).toEqual({ table: 'profiles', op: 'UPDATE', id: user.id });

    const other = await createUser(app);
    await client.waitFor((e) => e.table === 'profiles' && e.op === 'INSERT' && e.id === other.id);
    client.close();
  });

  it('publishes nothing for a rolled-back transaction', async () => {
    const { user, cookie } = await signedIn(app);
    const client = await connectRealtime(app, cookie);
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await tx.update(profiles).set({ full_name: 'never committed' }).where(eq(profiles.id, user.id));
        await tx.insert(notifications).values({ user_id: user.id, title: 'never', message: 'never' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const seen = await marker(app, user.id);
    await seen(client);
    // The marker is the first and only event: the rolled-back writes published nothing.
    expect(client.events).toEqual([{ table: 'profiles', op: 'UPDATE', id: user.id }]);
    client.close();
  });

  it("sends a notification's changes to its owner only, without the owner's id", async () => {
    const owner = await signedIn(app);
    const stranger = await signedIn(app);
    const ownerClient = await connectRealtime(app, owner.cookie);
    const strangerClient = await connectRealtime(app, stranger.cookie);
    const [row] = await app.ctx.db
      .insert(notifications)
      .values({ user_id: owner.user.id, title: 'Yours', message: 'Only yours' })
      .returning();
    await app.ctx.db.delete(notifications).where(eq(notifications.id, row.id));
    await ownerClient.waitFor((e) => e.table === 'notifications' && e.op === 'DELETE');
    expect(ownerClient.events.filter((e) => e.table === 'notifications')).toEqual([
      { table: 'notifications', op: 'INSERT', id: row.id },
      { table: 'notifications', op: 'DELETE', id: row.id },
    ]);
    const seen = await marker(app, stranger.user.id);
    await seen(strangerClient);
    expect(strangerClient.events.some((e) => e.table === 'notifications')).toBe(false);
    ownerClient.close();
    strangerClient.close();
  });

  it('sends each change only to those who may read the row: budget to managers, invitations to admins, delivery history to its recipient', async () => {
    const reader = await signedIn(app, 'user');
    const manager = await signedIn(app, 'manager');
    const admin = await signedIn(app, 'admin');
    const [readerClient, managerClient, adminClient] = await Promise.all(
      [reader, manager, admin].map((person) => connectRealtime(app, person.cookie)),
    );
    const [line] = await app.ctx.db
      .insert(budget_lines)
      .values({ year: 2026, month: 1, category: 'labour', amount: 10 })
      .returning();
    const [expense] = await app.ctx.db
      .insert(budget_expenses)
      .values({ date: '2026-01-05', category: 'other', amount: 5, supplier: 'Acme' })
      .returning();
    const [invitation] = await app.ctx.db
      .insert(user_invitations)
      .values({
        email: `invitee-${randomBytes(3).toString('hex')}@example.com`,
        invitation_token_hash: 'x',
        code_hash: 'y',
        expires_at: new Date(clock + 86_400_000).toISOString(),
      })
      .returning();
    const [delivery] = await app.ctx.db
      .insert(notification_history)
      .values({ user_id: manager.user.id, notification_type: 'system', title: 't', message: 'm' })
      .returning();
    const seen = await marker(app, reader.user.id);
    await Promise.all([readerClient, managerClient, adminClient].map((client) => seen(client)));
    const heard = (client: RealtimeTestClient) =>
      client.events.filter((e) => e.table !== 'profiles').map((e) => `${e.table}:${e.id}`);
    expect(heard(readerClient)).toEqual([]);
    expect(heard(managerClient)).toEqual([
      `budget_lines:${line.id}`,
      `budget_expenses:${expense.id}`,
      `notification_history:${delivery.id}`,
    ]);
    expect(heard(adminClient)).toEqual([
      `budget_lines:${line.id}`,
      `budget_expenses:${expense.id}`,
      `user_invitations:${invitation.id}`,
    ]);

    // Promoted to manager: the open socket hears budget changes from then on.
    const promoted = await call(app, 'PATCH', `/api/users/${reader.user.id}`, admin.cookie, {
      role: 'manager',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await readerClient.waitFor((e) => e.table === 'profiles' && e.id === reader.user.id && e.op === 'UPDATE');
    await vi.waitFor(async () => {
      await app.ctx.db.update(budget_lines).set({ amount: 11 }).where(eq(budget_lines.id, line.id));
      await readerClient.waitFor((e) => e.table === 'budget_lines', 500);
    });
    for (const client of [readerClient, managerClient, adminClient]) client.close();
  });

  it('keeps server-internal events (queued notifications, sessions) off the socket', async () => {
    const { user, cookie } = await signedIn(app);
    const client = await connectRealtime(app, cookie);
    await app.ctx.db
      .insert(notification_queue)
      .values({ user_id: user.id, notification_type: 'system', title: 't', message: 'm' });
    const other = await createUser(app);
    await signIn(app, other);
    const seen = await marker(app, user.id);
    await seen(client);
    expect(client.events.map((e) => e.table)).toEqual(['profiles', 'profiles']);
    expect(client.events.some((e) => ['notification_queue', 'sessions', 'users'].includes(e.table))).toBe(
      false,
    );
    client.close();
  });

  it('closes the socket when its session signs out', async () => {
    const { cookie } = await signedIn(app);
    const client = await connectRealtime(app, cookie);
    const bystander = await signedIn(app);
    const bystanderClient = await connectRealtime(app, bystander.cookie);
    await call(app, 'POST', '/api/auth/sign-out', cookie);
    expect(await client.closed).toBe(4401);
    expect(bystanderClient.socket.readyState).toBe(bystanderClient.socket.OPEN);
    bystanderClient.close();
  });

  it('closes the sockets of an account as soon as it is deactivated', async () => {
    const { user, cookie } = await signedIn(app);
    const client = await connectRealtime(app, cookie);
    await app.ctx.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(await client.closed).toBe(4401);
  });

  it('closes the socket once its session has expired (checked periodically)', async () => {
    const { cookie } = await signedIn(app);
    const client = await connectRealtime(app, cookie);
    clock += app.ctx.config.SESSION_IDLE_TIMEOUT_S * 1000 + 1000;
    expect(await client.closed).toBe(4401);
  });
});

/**
 * Two server instances on one PostgreSQL database (docs/decisions/one-database-two-drivers.md, scale-out).
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('realtime across two instances', () => {
  const instances = useTestInstances(2);

  it('delivers a write through instance A to a websocket client of instance B', async () => {
    const [a, b] = instances.apps;
    const { user, cookie } = await signedIn(a, 'manager');
    const client = await connectRealtime(b, cookie);
    const response = await a.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: { full_name: 'Written through A' },
    });
    expect(response.statusCode).toBe(200);
    expect(await client.waitFor((e) => e.table === 'profiles' && e.id === user.id)).toEqual({
      table: 'profiles',
      op: 'UPDATE',
      id: user.id,
    });
    client.close();
  });

  it('when the listening connection drops, reconnects it and asks browsers to resynchronise (1012)', async () => {
    const [a, b] = instances.apps;
    const { user, cookie } = await signedIn(a);
    const client = await connectRealtime(b, cookie);
    await a.ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query ilike 'LISTEN%'`,
    );
    expect(await client.closed).toBe(1012);
    // Listening again: a fresh socket hears new writes.
    const again = await connectRealtime(b, cookie);
    const seen = await marker(a, user.id);
    await seen(again);
    again.close();
  });

  it('closes a socket on instance B when the session signs out through instance A', async () => {
    const [a, b] = instances.apps;
    const { cookie } = await signedIn(a);
    const client = await connectRealtime(b, cookie);
    await a.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(await client.closed).toBe(4401);
  });
});
