import { latestDigestTime } from '@plantwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import {
  mail_outbox,
  notification_broadcasts,
  notification_history,
  notification_queue,
  notifications,
} from '../../../db/schema';
import { deliverDueMail } from '../../../platform/mail/delivery';
import {
  deactivate,
  fanOutBroadcasts,
  historyOf,
  notificationsOf,
  queueFor,
  queueRow,
  setPreference,
} from '../../../test/factories';
import { createUser, signedIn, useTestApp } from '../../../test/harness';
import { connectRealtime } from '../../../test/realtime-client';
import {
  deliverDueNotifications,
  FAN_OUT_BATCH,
  queueNotificationForSubscribers,
  sendDailyDigests,
} from '../index';

let app: App;
/** The app's clock runs with the wall clock plus this offset (queue rows are stamped by the database). */
let offsetMs = 0;

const t = useTestApp({ now: () => new Date(Date.now() + offsetMs) });
beforeAll(async () => {
  app = t.app;
});
beforeEach(async () => {
  offsetMs = 0;
  // Each test starts with nothing waiting, so counts are its own.
  await app.ctx.db.update(notification_queue).set({ status: 'processed' });
  await app.ctx.db.update(notification_broadcasts).set({ fanned_out_at: new Date().toISOString() });
  await app.ctx.db
    .update(notification_history)
    .set({ delivery_status: 'skipped' })
    .where(eq(notification_history.delivery_status, 'pending'));
  await app.ctx.db.delete(mail_outbox);
});

/** Runs the delivery job until it has nothing left, like its loop does. */
async function drain() {
  let total = 0;
  for (let i = 0; i < 20; i++) {
    const handled = await deliverDueNotifications(app.ctx);
    if (handled === 0) return total;
    total += handled;
  }
  throw new Error('the delivery job did not settle');
}

describe('notification delivery job', () => {
  it('delivers a queued notification once to the in-app centre and records it in the history', async () => {
    const user = await createUser(app);
    const queueId = await queueFor(app, user.id, {
      notification_type: 'asset_breakdown',
      title: 'Breakdown: Mixer 3',
      message: 'Critical breakdown on Mixer 3',
      urgency: 'critical',
      metadata: { breakdown_id: 'b-123', asset_id: 'a-9', severity: 'critical' },
    });
    await drain();

    const [notice] = await notificationsOf(app, user.id);
    expect(notice).toMatchObject({
      kind: 'error',
      notification_type: 'asset_breakdown',
      title: 'Breakdown: Mixer 3',
      persistent: true,
      action_url: '/reactive-maintenance?highlight=b-123',
      read_at: null,
    });
    expect(await queueRow(app, queueId)).toMatchObject({ status: 'processed', attempts: 1 });
    const history = await historyOf(app, queueId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ channel: 'in_app', delivery_status: 'sent', user_id: user.id });

    // The spec's breakdown notifications page reads history by type and breakdown_id in metadata.
    const byBreakdown = await app.ctx.db
      .select()
      .from(notification_history)
      .where(
        and(
          eq(notification_history.notification_type, 'asset_breakdown'),
          sql`${notification_history.metadata}->>'breakdown_id' = 'b-123'`,
        ),
      );
    expect(byBreakdown.map((h) => h.queue_id)).toEqual([queueId]);

    expect(await drain()).toBe(0);
    expect(await notificationsOf(app, user.id)).toHaveLength(1);
  });

  it('queues an immediate e-mail for a user who chose it, and settles its outcome from the mail outbox', async () => {
    const { user, cookie } = await signedIn(app, 'technician');
    await setPreference(app, cookie, { notification_type: 'work_order_started', email_enabled: true });
    const queueId = await queueFor(app, user.id, { metadata: { work_order_id: 'wo-1' } });
    await drain();

    const mails = await app.ctx.db.select().from(mail_outbox).where(eq(mail_outbox.to_address, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('[Plantwise] Work Order Started');
    expect(mails[0].text_body).toContain('http://localhost:3000/work-orders?highlight=wo-1');
    const pending = (await historyOf(app, queueId)).find((h) => h.channel === 'email');
    expect(pending).toMatchObject({ delivery_status: 'pending', metadata: { mail_id: mails[0].id } });

    // No SMTP_URL in this app: the mail job keeps the mail, and the history says it was not sent.
    await deliverDueMail(app.ctx);
    await drain();
    const settled = (await historyOf(app, queueId)).find((h) => h.channel === 'email');
    expect(settled?.delivery_status).toBe('skipped');
    expect(settled?.error).toMatch(/No SMTP server/);
  });

  it('skips a type the recipient turned off, and an inactive recipient', async () => {
    const { user, cookie } = await signedIn(app);
    await setPreference(app, cookie, { notification_type: 'low_stock', enabled: false, email_enabled: true });
    const offId = await queueFor(app, user.id, { notification_type: 'low_stock' });
    const gone = await createUser(app);
    const goneId = await queueFor(app, gone.id);
    await deactivate(app, gone.id);
    await drain();

    expect(await notificationsOf(app, user.id)).toHaveLength(0);
    expect(await notificationsOf(app, gone.id)).toHaveLength(0);
    expect((await historyOf(app, offId)).map((h) => [h.channel, h.delivery_status])).toEqual([
      ['in_app', 'skipped'],
    ]);
    expect(await historyOf(app, goneId)).toMatchObject([
      { delivery_status: 'skipped', error: 'The recipient account is inactive' },
    ]);
    expect(await queueRow(app, offId)).toMatchObject({ status: 'processed' });
    expect(await app.ctx.db.select().from(mail_outbox)).toHaveLength(0);
  });

  it('retries a failed delivery with back-off, then gives up after 5 attempts', async () => {
    const user = await createUser(app);
    const queueId = await queueFor(app, user.id);
    await app.ctx.db.execute(sql`
      create or replace function test_refuse_notification() returns trigger as $$
      begin raise exception 'notification store unavailable'; end; $$ language plpgsql`);
    await app.ctx.db.execute(sql`
      create trigger test_refuse_notification before insert on notifications
      for each row execute function test_refuse_notification()`);
    try {
      const before = Date.now();
      await deliverDueNotifications(app.ctx);
      const first = await queueRow(app, queueId);
      expect(first).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'notification store unavailable',
      });
      const wait = Date.parse(first.next_attempt_at) - before;
      expect(wait).toBeGreaterThanOrEqual(30_000);
      expect(wait).toBeLessThan(32_000);
      // Not due yet: nothing is claimed, and no history is written for a retry.
      expect(await deliverDueNotifications(app.ctx)).toBe(0);
      expect(await historyOf(app, queueId)).toHaveLength(0);

      for (let attempt = 2; attempt <= 5; attempt++) {
        offsetMs += 60 * 60 * 1000;
        await deliverDueNotifications(app.ctx);
      }
      expect(await queueRow(app, queueId)).toMatchObject({ status: 'failed', attempts: 5 });
      expect(await historyOf(app, queueId)).toMatchObject([
        { channel: 'in_app', delivery_status: 'failed', error: 'notification store unavailable' },
      ]);
    } finally {
      await app.ctx.db.execute(sql`drop trigger test_refuse_notification on notifications`);
    }
  });

  it('delivers a retried notification once the failure has passed', async () => {
    const user = await createUser(app);
    const queueId = await queueFor(app, user.id);
    await app.ctx.db.execute(sql`
      create trigger test_refuse_notification before insert on notifications
      for each row execute function test_refuse_notification()`);
    await deliverDueNotifications(app.ctx);
    await app.ctx.db.execute(sql`drop trigger test_refuse_notification on notifications`);
    offsetMs += 31_000;
    await drain();
    expect(await queueRow(app, queueId)).toMatchObject({
      status: 'processed',
      attempts: 2,
      last_error: null,
    });
    expect(await notificationsOf(app, user.id)).toHaveLength(1);
  });

  it('delivers each row exactly once when several runs overlap', async () => {
    const recipients = await Promise.all([0, 1, 2, 3].map(() => createUser(app)));
    const ids: string[] = [];
    for (let i = 0; i < 60; i++)
      ids.push(await queueFor(app, recipients[i % 4].id, { title: `Overlap ${i}` }));
    for (let round = 0; round < 10; round++) {
      const handled = await Promise.all([0, 1, 2].map(() => deliverDueNotifications(app.ctx)));
      if (handled.every((n) => n === 0)) break;
    }
    const delivered = await app.ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(sql`${notifications.title} like 'Overlap %'`);
    expect(delivered).toHaveLength(60);
    expect(new Set(delivered.map((d) => d.title)).size).toBe(60);
    const history = await app.ctx.db
      .select()
      .from(notification_history)
      .where(sql`${notification_history.queue_id} in ${ids}`);
    expect(history).toHaveLength(60);
  });

  it('is woken by a committed queue row and pushes the new notification to its owner’s socket', async () => {
    const { user, cookie } = await signedIn(app);
    const client = await connectRealtime(app, cookie);
    app.ctx.jobs.start(app.ctx);
    try {
      // Let the first poll pass: the job now sleeps 5 s unless a queue event wakes it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      await queueFor(app, user.id, { title: 'Live one' });
      const event = await client.waitFor((e) => e.table === 'notifications' && e.op === 'INSERT', 4_000);
      expect(Date.now() - started).toBeLessThan(4_000);
      const [notice] = await notificationsOf(app, user.id);
      expect(event.id).toBe(notice.id);
    } finally {
      await app.ctx.jobs.stop();
      client.close();
    }
  });
});

describe('queueNotificationForSubscribers', () => {
  it('writes one broadcast in the caller’s transaction; the fan-out job queues every active subscriber', async () => {
    const on = await signedIn(app, 'technician');
    const off = await signedIn(app, 'technician');
    const inactive = await createUser(app);
    await setPreference(app, off.cookie, { notification_type: 'maintenance_due', enabled: false });
    await deactivate(app, inactive.id);
    const pendingTitled = (title: string) =>
      app.ctx.db
        .select({ user_id: notification_queue.user_id })
        .from(notification_queue)
        .where(and(eq(notification_queue.title, title), eq(notification_queue.status, 'pending')));
    await app.ctx.db.transaction((tx) =>
      queueNotificationForSubscribers(tx, {
        notification_type: 'maintenance_due',
        title: 'Due soon',
        message: 'PM due',
      }),
    );
    // The request wrote one row, however many accounts exist.
    expect(await pendingTitled('Due soon')).toHaveLength(0);
    await fanOutBroadcasts(app);
    const recipients = (await pendingTitled('Due soon')).map((q) => q.user_id);
    expect(recipients).toContain(on.user.id);
    expect(recipients).not.toContain(off.user.id);
    expect(recipients).not.toContain(inactive.id);
    expect(new Set(recipients).size).toBe(recipients.length);
  });

  it('fans out in batches and queues each recipient exactly once when several instances race', async () => {
    // More accounts than one batch, so the cursor has to move across transactions.
    for (let i = 0; i < FAN_OUT_BATCH + 20; i++) await createUser(app);
    const [{ n: active }] = (
      (await app.ctx.db.execute(sql`select count(*)::int as n from users where active`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    await app.ctx.db.transaction((tx) =>
      queueNotificationForSubscribers(tx, {
        notification_type: 'system',
        title: 'Everyone at once',
        message: 'Fan-out race',
      }),
    );
    // Four "instances" drain at once: claims are exclusive, so nobody is queued twice or skipped.
    await Promise.all(Array.from({ length: 4 }, () => fanOutBroadcasts(app)));
    const queued = await app.ctx.db
      .select({ user_id: notification_queue.user_id })
      .from(notification_queue)
      .where(eq(notification_queue.title, 'Everyone at once'));
    expect(queued).toHaveLength(active);
    expect(new Set(queued.map((q) => q.user_id)).size).toBe(active);
    const [broadcast] = await app.ctx.db
      .select()
      .from(notification_broadcasts)
      .where(eq(notification_broadcasts.title, 'Everyone at once'));
    expect(broadcast.queued_count).toBe(active);
    expect(broadcast.fanned_out_at).not.toBeNull();
  });

  it('sends a role-limited broadcast to those roles and to anyone who turned the type on', async () => {
    const manager = await signedIn(app, 'manager');
    const technician = await signedIn(app, 'technician');
    const optedIn = await signedIn(app, 'user');
    const optedOut = await signedIn(app, 'manager');
    await setPreference(app, optedIn.cookie, { notification_type: 'low_stock', enabled: true });
    await setPreference(app, optedOut.cookie, { notification_type: 'low_stock', enabled: false });
    await app.ctx.db.transaction((tx) =>
      queueNotificationForSubscribers(
        tx,
        { notification_type: 'low_stock', title: 'Low: bearings', message: 'Bearings are low' },
        { defaultRoles: ['manager', 'admin'] },
      ),
    );
    await fanOutBroadcasts(app);
    const recipients = (
      await app.ctx.db
        .select({ user_id: notification_queue.user_id })
        .from(notification_queue)
        .where(eq(notification_queue.title, 'Low: bearings'))
    ).map((q) => q.user_id);
    expect(recipients).toContain(manager.user.id);
    expect(recipients).toContain(optedIn.user.id);
    expect(recipients).not.toContain(technician.user.id);
    expect(recipients).not.toContain(optedOut.user.id);
  });
});

describe('daily digest', () => {
  it('sends one e-mail per user with everything queued before the digest hour, once', async () => {
    const { user, cookie } = await signedIn(app, 'technician');
    await setPreference(app, cookie, {
      notification_type: 'maintenance_due',
      email_enabled: true,
      frequency: 'daily_digest',
    });
    const first = await queueFor(app, user.id, { notification_type: 'maintenance_due', title: 'PM one' });
    const second = await queueFor(app, user.id, { notification_type: 'maintenance_due', title: 'PM two' });
    await drain();
    // In-app at once; the e-mail waits for the digest.
    expect(await notificationsOf(app, user.id)).toHaveLength(2);
    expect(await app.ctx.db.select().from(mail_outbox)).toHaveLength(0);
    expect((await historyOf(app, first)).find((h) => h.channel === 'email')).toMatchObject({
      delivery_status: 'pending',
      metadata: { digest: true },
    });

    expect(await sendDailyDigests(app.ctx)).toBe(0);

    const now = Date.now();
    const nextDigest =
      latestDigestTime(
        new Date(now),
        app.ctx.config.NOTIFICATION_DIGEST_HOUR,
        app.ctx.config.PLANT_TIME_ZONE,
      ).getTime() + 86_400_000;
    offsetMs = nextDigest - now + 1_000;
    expect(await sendDailyDigests(app.ctx)).toBe(2);
    expect(await sendDailyDigests(app.ctx)).toBe(0);

    const mails = await app.ctx.db.select().from(mail_outbox).where(eq(mail_outbox.to_address, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('[Plantwise] Daily digest: 2 notifications');
    expect(mails[0].text_body).toContain('PM one');
    expect(mails[0].text_body).toContain('PM two');
    for (const queueId of [first, second]) {
      const email = (await historyOf(app, queueId)).find((h) => h.channel === 'email');
      expect(email?.metadata).toMatchObject({ digest: true, mail_id: mails[0].id });
    }
  });
});
