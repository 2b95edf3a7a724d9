// Loaded lazily by the signed-in frame only (the sign-in page's script budget does not pay for it).
export { OfflineStatus } from './components/offline-indicator';
export { OfflineNote } from './components/offline-note';
