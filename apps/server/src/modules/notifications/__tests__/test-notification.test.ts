import { testNotificationResponseSchema } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { audit_log, mail_outbox, notification_queue } from '../../../db/schema';
import { deactivate, notificationsOf, setPreference } from '../../../test/factories';
import { createUser, signedIn, useTestApp } from '../../../test/harness';

let app: App;
const t = useTestApp();
beforeAll(async () => {
  app = t.app;
});

const sendTest = (cookie: string | undefined, payload: unknown = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/notifications/test',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/notifications/test', () => {
  it('delivers a test notification to the calling admin at once: Test Notification Sent', async () => {
    const { user, cookie } = await signedIn(app, 'admin');
    const response = await sendTest(cookie);
    expect(response.statusCode).toBe(200);
    const body = testNotificationResponseSchema.parse(response.json());
    expect(body.message).toBe('Test Notification Sent');
    expect(body.deliveries).toEqual([{ channel: 'in_app', delivery_status: 'sent', error: null }]);
    const [notice] = await notificationsOf(app, user.id);
    expect(notice).toMatchObject({
      id: body.notification_id,
      title: 'Test Notification',
      notification_type: 'system',
    });
    const [queued] = await app.ctx.db
      .select()
      .from(notification_queue)
      .where(eq(notification_queue.id, body.queue_id));
    expect(queued.status).toBe('processed');
    const audits = await app.ctx.db.select().from(audit_log).where(eq(audit_log.entity_id, body.queue_id));
    expect(audits.map((a) => a.action)).toEqual(['notification.test_sent']);
  });

  it('sends it to another user, by e-mail too when that user chose e-mail', async () => {
    const admin = await signedIn(app, 'admin');
    const recipient = await signedIn(app, 'technician');
    await setPreference(app, recipient.cookie, { notification_type: 'asset_breakdown', email_enabled: true });
    const response = await sendTest(admin.cookie, {
      user_id: recipient.user.id,
      notification_type: 'asset_breakdown',
      urgency: 'high',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().deliveries).toEqual([
      { channel: 'in_app', delivery_status: 'sent', error: null },
      { channel: 'email', delivery_status: 'pending', error: null },
    ]);
    expect(await notificationsOf(app, recipient.user.id)).toMatchObject([
      { kind: 'warning', persistent: true },
    ]);
    const mails = await app.ctx.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.to_address, recipient.user.email));
    expect(mails).toHaveLength(1);
  });

  it('answers Test Notification Failed, keeping nothing, when it cannot be delivered', async () => {
    const { cookie } = await signedIn(app, 'admin');
    const inactive = await createUser(app);
    await deactivate(app, inactive.id);
    const optedOut = await signedIn(app);
    await setPreference(app, optedOut.cookie, { notification_type: 'system', enabled: false });
    const cases = [
      { payload: { user_id: '6f1c2a7e-3b9d-4c11-9a55-0d2e4f6a8b10' }, reason: 'No user with this id' },
      { payload: { user_id: inactive.id }, reason: 'The recipient account is inactive' },
      {
        payload: { user_id: optedOut.user.id },
        reason: 'Turned off in the recipient’s notification preferences',
      },
    ];
    for (const { payload, reason } of cases) {
      const response = await sendTest(cookie, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toEqual({
        code: 'test_notification_failed',
        message: 'Test Notification Failed',
        details: { reason },
      });
    }
    const kept = await app.ctx.db
      .select()
      .from(notification_queue)
      .where(eq(notification_queue.user_id, optedOut.user.id));
    expect(kept).toHaveLength(0);
  });

  it('refuses bad input', async () => {
    const { cookie } = await signedIn(app, 'admin');
    for (const payload of [{ user_id: 'nobody' }, { urgency: 'extreme' }, { notification_type: 'weather' }]) {
      const response = await sendTest(cookie, payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it('is for administrators only', async () => {
    for (const role of ['user', 'technician', 'manager'] as const) {
      const { user, cookie } = await signedIn(app, role);
      const response = await sendTest(cookie);
      expect(response.statusCode).toBe(403);
      expect(await notificationsOf(app, user.id)).toHaveLength(0);
    }
    expect((await sendTest(undefined)).statusCode).toBe(401);
  });
});
