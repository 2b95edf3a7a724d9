import { notificationPreferencesResponseSchema, notificationTypesFor } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { audit_log, user_notification_preferences } from '../../../db/schema';
import { call } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

let app: App;
const t = useTestApp();
beforeAll(async () => {
  app = t.app;
});

const put = (cookie: string, payload: object) =>
  call(app, 'PUT', '/api/notification-preferences', cookie, payload);

describe('GET /api/notification-preferences', () => {
  it("answers every kind the caller's role receives, with the defaults (in-app on, no e-mail, immediate)", async () => {
    const { user, cookie } = await signedIn(app, 'technician');
    const response = await call(app, 'GET', '/api/notification-preferences', cookie);
    expect(response.statusCode).toBe(200);
    const body = notificationPreferencesResponseSchema.parse(response.json());
    expect(body.email).toBe(user.email);
    expect(body.data.map((p) => p.notification_type)).toEqual(notificationTypesFor('technician'));
    // A technician cannot open the budget: no budget alerts on offer.
    expect(body.data.map((p) => p.notification_type)).not.toContain('budget_threshold');
    for (const preference of body.data) {
      expect(preference).toMatchObject({ enabled: true, email_enabled: false, frequency: 'immediate' });
    }
  });

  it('refuses anonymous callers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notification-preferences' })).statusCode).toBe(401);
    const payload = {
      preferences: [
        { notification_type: 'system', enabled: false, email_enabled: false, frequency: 'immediate' },
      ],
    };
    const response = await app.inject({ method: 'PUT', url: '/api/notification-preferences', payload });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/notification-preferences', () => {
  it("refuses a kind the caller's role cannot receive, and changes nothing", async () => {
    const { cookie } = await signedIn(app, 'technician');
    const response = await put(cookie, {
      preferences: [
        { notification_type: 'budget_threshold', enabled: true, email_enabled: true, frequency: 'immediate' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Technicians do not receive budget thresholds');
  });

  it('saves the listed types, keeps the others, and audits the change', async () => {
    const { user, cookie } = await signedIn(app, 'technician');
    const response = await put(cookie, {
      preferences: [
        { notification_type: 'asset_breakdown', enabled: true, email_enabled: true, frequency: 'immediate' },
        { notification_type: 'low_stock', enabled: false, email_enabled: false, frequency: 'immediate' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const byType = Object.fromEntries(
      (response.json().data as Array<{ notification_type: string }>).map((p) => [p.notification_type, p]),
    );
    expect(byType.asset_breakdown).toMatchObject({ enabled: true, email_enabled: true });
    expect(byType.low_stock).toMatchObject({ enabled: false });
    expect(byType.maintenance_due).toMatchObject({ enabled: true, email_enabled: false });

    const second = await put(cookie, {
      preferences: [
        {
          notification_type: 'asset_breakdown',
          enabled: true,
          email_enabled: true,
          frequency: 'daily_digest',
        },
      ],
    });
    expect(second.json().data[0]).toMatchObject({
      notification_type: 'asset_breakdown',
      frequency: 'daily_digest',
    });
    const rows = await app.ctx.db
      .select()
      .from(user_notification_preferences)
      .where(eq(user_notification_preferences.user_id, user.id));
    expect(rows).toHaveLength(2);
    const audits = await app.ctx.db.select().from(audit_log).where(eq(audit_log.entity_id, user.id));
    expect(audits.filter((a) => a.action === 'notification_preferences.updated')).toHaveLength(2);
  });

  it('changes only the caller’s own preferences', async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    await put(me.cookie, {
      preferences: [
        { notification_type: 'system', enabled: false, email_enabled: false, frequency: 'immediate' },
      ],
    });
    const theirs = await call(app, 'GET', '/api/notification-preferences', other.cookie);
    expect(
      theirs.json().data.find((p: { notification_type: string }) => p.notification_type === 'system'),
    ).toMatchObject({ enabled: true });
  });

  it('refuses unknown types, unknown frequencies, duplicates and an empty list, changing nothing', async () => {
    const { user, cookie } = await signedIn(app);
    const bad = [
      { preferences: [] },
      {
        preferences: [
          { notification_type: 'weather', enabled: true, email_enabled: false, frequency: 'immediate' },
        ],
      },
      {
        preferences: [
          { notification_type: 'system', enabled: true, email_enabled: false, frequency: 'hourly' },
        ],
      },
      {
        preferences: [
          { notification_type: 'system', enabled: 'yes', email_enabled: false, frequency: 'immediate' },
        ],
      },
      {
        preferences: [
          { notification_type: 'system', enabled: true, email_enabled: false, frequency: 'immediate' },
          { notification_type: 'system', enabled: false, email_enabled: false, frequency: 'immediate' },
        ],
      },
    ];
    for (const payload of bad) {
      const response = await put(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    const rows = await app.ctx.db
      .select()
      .from(user_notification_preferences)
      .where(eq(user_notification_preferences.user_id, user.id));
    expect(rows).toHaveLength(0);
  });
});
