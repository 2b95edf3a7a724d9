export { NotificationBell } from './components/notification-bell';
export { NotificationPreferencesSection } from './components/notification-preferences-section';
