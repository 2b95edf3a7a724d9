import type { AppContext } from '../../platform/context';
import { DELIVER_JOB, notificationDeliveryJob } from './deliver-notifications';
import { dailyDigestJob } from './send-daily-digests';

/**
 * Registers delivery and the daily digest, and wakes delivery as soon as a queued notification is
 * committed on any instance. Returns the unsubscribe to call when the app closes.
 */
export function registerNotificationJobs(ctx: AppContext): () => void {
  ctx.jobs.register(notificationDeliveryJob());
  ctx.jobs.register(dailyDigestJob());
  const unsubscribe = [
    ctx.changes.subscribe((event) => {
      if (event.table === 'notification_queue') ctx.jobs.wake(DELIVER_JOB);
    }),
    ctx.changes.onGap(() => ctx.jobs.wake(DELIVER_JOB)),
  ];
  return () => {
    for (const stop of unsubscribe) stop();
  };
}
