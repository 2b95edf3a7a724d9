export {
  type QueuedNotification,
  queueNotification,
  queueNotificationForSubscribers,
} from './queue-notification';
