export { NotificationBell } from './components/notification-bell';
export { NotificationPreferenceList } from './components/notification-preference-list';
export { NotificationPreferencesSection } from './components/notification-preferences-section';
export { showNotificationToast } from './hooks/use-notification-toasts';
