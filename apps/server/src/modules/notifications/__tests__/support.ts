import type { NotificationPreference } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../../../app';
import { notification_history, notification_queue, notifications, users } from '../../../db/schema';
import { type QueuedNotification, queueNotification } from '../index';

/** Saves one preference for a user through the API's query path (a committed row). */
export async function setPreference(
  app: App,
  cookie: string,
  preference: Partial<NotificationPreference> & Pick<NotificationPreference, 'notification_type'>,
) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    headers: { cookie },
    payload: {
      preferences: [{ enabled: true, email_enabled: false, frequency: 'immediate', ...preference }],
    },
  });
  if (response.statusCode !== 200) throw new Error(`preference not saved: ${response.body}`);
}

/** Factory: a committed queue row, as a module's action would write it in its own transaction. */
export async function queueFor(app: App, userId: string, overrides: Partial<QueuedNotification> = {}) {
  return app.ctx.db.transaction((tx) =>
    queueNotification(tx, userId, {
      notification_type: 'work_order_started',
      title: 'Work Order Started',
      message: 'Replace the conveyor belt is now in progress',
      urgency: 'medium',
      ...overrides,
    }),
  );
}

export async function queueRow(app: App, id: string) {
  const [row] = await app.ctx.db.select().from(notification_queue).where(eq(notification_queue.id, id));
  return row;
}

export async function historyOf(app: App, queueId: string) {
  return app.ctx.db.select().from(notification_history).where(eq(notification_history.queue_id, queueId));
}

export async function notificationsOf(app: App, userId: string) {
  return app.ctx.db.select().from(notifications).where(eq(notifications.user_id, userId));
}

export async function deactivate(app: App, userId: string) {
  await app.ctx.db.update(users).set({ active: false }).where(eq(users.id, userId));
}
