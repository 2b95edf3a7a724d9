export { DELIVER_JOB, deliverDueNotifications } from './deliver-notifications';
export { FAN_OUT_BATCH, FAN_OUT_JOB, fanOutNextBatch } from './fan-out-broadcasts';
export { registerNotificationJobs } from './notification-jobs';
export { notificationRoutes } from './notifications.routes';
export { type Assignment, queueAssignmentNotification } from './queue-assignment-notification';
export {
  type QueuedNotification,
  queueNotification,
  queueNotificationForSubscribers,
} from './queue-notification';
export { DIGEST_JOB, sendDailyDigests } from './send-daily-digests';
