import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mail_outbox, notification_history } from '../../../db/schema';
import { call, queueFor, setPreference } from '../../../test/factories';
import { createUser, signedIn, useTestApp } from '../../../test/harness';
import { deliverDueNotifications, sendDailyDigests } from '../index';

// A plant in Chicago, far from the server's zone (UTC) and from the default (Europe/London): what people
// read, on the screens and in e-mails, is on the plant's clock.
const ZONE = 'America/Chicago';
/** The app's clock runs with the wall clock plus this offset (queue rows are stamped by the database). */
let offsetMs = 0;
const t = useTestApp({ now: () => new Date(Date.now() + offsetMs), env: { PLANT_TIME_ZONE: ZONE } });

describe("the plant's time zone", () => {
  it('is in the session answer at sign-in and on every later check, so the web shows times in it', async () => {
    const user = await createUser(t.app, { role: 'technician' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().plant_time_zone).toBe(ZONE);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    const session = await call(t.app, 'GET', '/api/auth/session', cookie);
    expect(session.json()).toMatchObject({ user: { id: user.id }, plant_time_zone: ZONE });
  });

  it("prints each entry of the daily digest on the plant's clock with the zone's name", async () => {
    const { user, cookie } = await signedIn(t.app, 'technician');
    await setPreference(t.app, cookie, {
      notification_type: 'maintenance_due',
      email_enabled: true,
      frequency: 'daily_digest',
    });
    const queued = await queueFor(t.app, user.id, { notification_type: 'maintenance_due', title: 'PM one' });
    // The database stamps the row in microseconds and the app's clock reads milliseconds: within the same
    // millisecond the row would not be due yet. A second on, it is.
    offsetMs = 1_000;
    while ((await deliverDueNotifications(t.app.ctx)) > 0);
    // Queued at 22:30 UTC on 1 July: 17:30 the same day in Chicago (CDT, five hours behind UTC).
    await t.app.ctx.db
      .update(notification_history)
      .set({ created_at: '2026-07-01T22:30:00.000Z' })
      .where(inArray(notification_history.queue_id, [queued]));
    // A day on, the digest hour has passed whatever the hour now.
    offsetMs = 86_400_000 + 1_000;
    expect(await sendDailyDigests(t.app.ctx)).toBeGreaterThan(0);

    const [mail] = await t.app.ctx.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.to_address, user.email));
    expect(mail.text_body).toContain('• PM one (1 Jul 2026, 17:30 GMT-5)');
    expect(mail.text_body).not.toContain('UTC');
  });
});
