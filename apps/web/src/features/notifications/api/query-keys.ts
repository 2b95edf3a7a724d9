import { registerViewKeys } from '@/lib/realtime';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  detail: (id: string) => [...notificationKeys.all, 'detail', id] as const,
  preferences: () => ['notification-preferences'] as const,
};

// Any change of the caller's notifications (the server sends only their own) refreshes the bell.
registerViewKeys('notifications', [notificationKeys.all]);
