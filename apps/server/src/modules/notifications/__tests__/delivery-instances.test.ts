import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mail_outbox, notification_history, notifications } from '../../../db/schema';
import { deliverDueMail } from '../../../platform/mail/delivery';
import { historyOf, queueFor, setPreference } from '../../../test/factories';
import { createTestApp, createUser, signedIn, type TestApp, useTestInstances } from '../../../test/harness';
import { connectRealtime } from '../../../test/realtime-client';
import { header, type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer';
import { deliverDueNotifications, sendDailyDigests } from '../index';

describe('a queued notification for a user who chose e-mail reaches a real SMTP server once', () => {
  let peer: SmtpPeer;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ env: { SMTP_URL: peer.url } });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('sends one mail, records it as sent, and sends nothing more on later runs', async () => {
    const { app } = t;
    const { user, cookie } = await signedIn(app, 'technician');
    await setPreference(app, cookie, { notification_type: 'maintenance_due', email_enabled: true });
    const queueId = await queueFor(app, user.id, {
      notification_type: 'maintenance_due',
      title: 'Preventive Maintenance Started',
      message: 'Monthly lubrication of Filler 2 was started and completed',
      metadata: { maintenance_task_id: 'task-7' },
    });
    for (let round = 0; round < 3; round++) {
      await deliverDueNotifications(app.ctx);
      await deliverDueMail(app.ctx);
    }
    await deliverDueNotifications(app.ctx);

    expect(peer.received).toHaveLength(1);
    expect(peer.received[0].to).toEqual([user.email]);
    expect(header(peer.received[0].raw, 'Subject')).toBe('[Plantwise] Preventive Maintenance Started');
    const email = (await historyOf(app, queueId)).find((h) => h.channel === 'email');
    expect(email).toMatchObject({ delivery_status: 'sent', error: null });
  });
});

/** Exactly once per recipient across instances (docs/decisions/outbox-and-jobs.md): two servers on one PostgreSQL. */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('delivery across two instances', () => {
  const instances = useTestInstances(2);

  it('delivers every queued notification and e-mail exactly once while both instances run the job', async () => {
    const [a, b] = instances.apps;
    const recipients = [];
    for (let i = 0; i < 4; i++) {
      const { user, cookie } = await signedIn(a, 'technician');
      await setPreference(a, cookie, { notification_type: 'work_order_started', email_enabled: true });
      recipients.push(user);
    }
    const bystander = await createUser(a);
    const ids: string[] = [];
    for (let i = 0; i < 80; i++) {
      ids.push(await queueFor(i % 2 ? a : b, recipients[i % 4].id, { title: `Twin ${i}` }));
    }
    ids.push(await queueFor(a, bystander.id, { title: 'Twin bystander' }));

    // Both instances' job loops, as main.ts starts them, racing over the same queue.
    a.ctx.jobs.start(a.ctx);
    b.ctx.jobs.start(b.ctx);
    try {
      for (let i = 0; i < 100; i++) {
        const [row] = await a.ctx.db
          .execute(sql`select count(*)::int as n from notification_queue where status = 'pending'`)
          .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
        if (row.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await Promise.all([a.ctx.jobs.stop(), b.ctx.jobs.stop()]);
    }

    const delivered = await a.ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(sql`${notifications.title} like 'Twin %'`);
    expect(delivered).toHaveLength(81);
    expect(new Set(delivered.map((d) => d.title)).size).toBe(81);
    const mails = await a.ctx.db
      .select()
      .from(mail_outbox)
      .where(sql`${mail_outbox.subject} like '[Plantwise] Twin %'`);
    expect(mails).toHaveLength(80);
    const history = await a.ctx.db
      .select()
      .from(notification_history)
      .where(sql`${notification_history.queue_id} in ${ids}`);
    expect(history.filter((h) => h.channel === 'in_app')).toHaveLength(81);
    expect(history.filter((h) => h.channel === 'email')).toHaveLength(80);
  });

  it('sends each daily digest once while both instances run the digest job', async () => {
    const [a, b] = instances.apps;
    const recipients = await Promise.all([0, 1, 2].map(() => createUser(a)));
    // Entries waiting for the digest since two days ago: due whatever the time of day.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await a.ctx.db.insert(notification_history).values(
      recipients.flatMap((user) =>
        [1, 2, 3, 4].map((n): typeof notification_history.$inferInsert => ({
          user_id: user.id,
          notification_type: 'maintenance_due',
          channel: 'email',
          title: `Digest item ${n}`,
          message: 'PM due',
          metadata: { digest: true },
          delivery_status: 'pending',
          created_at: twoDaysAgo,
          updated_at: twoDaysAgo,
        })),
      ),
    );
    await Promise.all([a, b, a, b].map((app) => sendDailyDigests(app.ctx)));
    await Promise.all([a, b].map((app) => sendDailyDigests(app.ctx)));
    const mails = await a.ctx.db
      .select()
      .from(mail_outbox)
      .where(sql`${mail_outbox.subject} like '[Plantwise] Daily digest%'`);
    expect(mails.map((m) => m.to_address).sort()).toEqual(recipients.map((r) => r.email).sort());
    expect(mails.every((m) => m.subject === '[Plantwise] Daily digest: 4 notifications')).toBe(true);
  });

  it('sends the test notification of instance A live to the recipient connected to instance B', async () => {
    const [a, b] = instances.apps;
    const admin = await signedIn(a, 'admin');
    const client = await connectRealtime(b, admin.cookie);
    const response = await a.inject({
      method: 'POST',
      url: '/api/notifications/test',
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const event = await client.waitFor((e) => e.table === 'notifications');
    expect(event).toEqual({ table: 'notifications', op: 'INSERT', id: response.json().notification_id });
    client.close();
  });
});
