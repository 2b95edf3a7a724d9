export { NotificationBell } from './components/notification-bell';
export { NotificationPreferencesSection } from './components/notification-preferences-section';
export { showNotificationToast } from './hooks/use-notification-toasts';
export { NotificationPreferenceList } from './components/notification-preference-list';
