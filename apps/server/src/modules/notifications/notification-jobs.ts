import type { AppContext } from '../../platform/context';
import { DELIVER_JOB, notificationDeliveryJob } from './deliver-notifications';
import { FAN_OUT_JOB, fanOutJob } from './fan-out-broadcasts';
import { dailyDigestJob } from './send-daily-digests';

/**
 * Registers fan-out, delivery and the daily digest; wakes fan-out as soon as a broadcast, and delivery
 * as soon as a queued notification, is committed on any instance. Returns the unsubscribe to call when the app closes.
 */
export function registerNotificationJobs(ctx: AppContext): () => void {
  ctx.jobs.register(fanOutJob());
  ctx.jobs.register(notificationDeliveryJob());
  ctx.jobs.register(dailyDigestJob());
  const unsubscribe = [
    ctx.changes.subscribe((event) => {
      if (event.table === 'notification_broadcasts') ctx.jobs.wake(FAN_OUT_JOB);
      if (event.table === 'notification_queue') ctx.jobs.wake(DELIVER_JOB);
    }),
    ctx.changes.onGap(() => {
      ctx.jobs.wake(FAN_OUT_JOB);
      ctx.jobs.wake(DELIVER_JOB);
    }),
  ];
  return () => {
    for (const stop of unsubscribe) stop();
  };
}
