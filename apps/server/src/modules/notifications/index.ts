export { DELIVER_JOB, deliverDueNotifications } from './deliver-notifications';
export { registerNotificationJobs } from './notification-jobs';
export { notificationRoutes } from './notifications.routes';
export {
  type QueuedNotification,
  queueNotification,
  queueNotificationForSubscribers,
} from './queue-notification';
export { DIGEST_JOB, sendDailyDigests } from './send-daily-digests';
