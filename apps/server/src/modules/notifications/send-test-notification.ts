import {
  ERRORS,
  TEST_NOTIFICATION_SENT,
  type TestNotificationResponse,
  type testNotificationBodySchema,
} from '@plantwise/domain';
import type { z } from 'zod';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { deliverQueued } from './deliver-notifications';
import { findAccount, lockQueueRow } from './notifications.queries';
import { queueNotification } from './queue-notification';

type Body = z.output<typeof testNotificationBodySchema>;

/**
 * The spec's send-notification test (§7, §8): queues a notification for the recipient (the admin by
 * default) and delivers it at once through the normal path (in-app, e-mail per preferences, history).
 * Nothing is kept when it cannot be delivered: the answer is 'Test Notification Failed' with the reason.
 */
export async function sendTestNotification(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  body: Body,
): Promise<TestNotificationResponse> {
  const recipientId = body.user_id ?? auth.user.id;
  const fail = (reason: string) => new AppError(ERRORS.testNotificationFailed, { details: { reason } });
  return auditedTransaction(ctx.db, async (tx) => {
    const recipient = await findAccount(tx, recipientId);
    if (!recipient) throw fail('No user with this id');
    if (!recipient.active) throw fail('The recipient account is inactive');
    const sender = auth.profile.full_name ?? auth.user.email;
    const queueId = await queueNotification(tx, recipientId, {
      notification_type: body.notification_type,
      title: 'Test Notification',
      message: `A test notification sent by ${sender} to check that notifications reach ${recipient.full_name ?? recipient.email}.`,
      urgency: body.urgency,
      metadata: { test: true, sent_by: auth.user.id },
    });
    // A test names no asset, so it is always queued for an active recipient.
    if (!queueId) throw fail('The notification was not queued');
    const row = await lockQueueRow(tx, queueId);
    if (!row) throw fail('The queued notification disappeared');
    const delivery = await deliverQueued(ctx, tx, row);
    if (!delivery.deliveries.some((d) => d.delivery_status === 'sent' || d.delivery_status === 'pending')) {
      throw fail(delivery.deliveries.map((d) => d.error).find(Boolean) ?? 'Nothing was delivered');
    }
    await appendAudit(tx, actor, {
      action: 'notification.test_sent',
      entity_type: 'notification_queue',
      entity_id: queueId,
      after: { recipient: recipientId, ...delivery },
    });
    return { message: TEST_NOTIFICATION_SENT, queue_id: queueId, ...delivery };
  });
}
