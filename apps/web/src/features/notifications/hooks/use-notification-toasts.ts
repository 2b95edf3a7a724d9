import {
  deviceClass,
  NOTIFICATION_AUTO_DISMISS_MS,
  type Notification,
  safeRedirectPath,
} from '@plantwise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isOwnRecentAction } from '@/lib/own-actions';
import { useRealtimeEvent } from '@/lib/realtime';
import { getNotification } from '../api/get-notifications';
import { notificationKeys } from '../api/query-keys';

/**
 * A notification arriving live also shows as a toast (one per event), unless this browser has just done what it
 * reports (a record it changed in the last 30 s, and a toast of the same title already shown): the
 * action said so already, and the bell keeps it. Non-persistent ones vanish after 5 s
 * (spec §9 NOTIFICATION_AUTO_DISMISS_MS); persistent ones stay until closed, except on a phone (below).
 * Either way the bell keeps it until it is dismissed or cleared.
 */
export function useNotificationToasts(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useRealtimeEvent('notifications', (event) => {
    if (event.op !== 'INSERT') return;
    queryClient
      .fetchQuery({
        queryKey: notificationKeys.detail(event.id),
        queryFn: ({ signal }) => getNotification(event.id, signal),
      })
      .then((notification) => {
        // A new breakdown already has its live toast (and tone) from the breakdown feed in every open
        // browser; the bell keeps the notification, a second toast would only repeat it.
        if (notification.notification_type === 'asset_breakdown') return;
        if (isOwnRecentAction(notification.action_url) && toastedAlready(notification.title)) return;
        showNotificationToast(notification, (path) => void navigate(path));
      })
      .catch(() => {
        // Dismissed before it could be shown, or the network is down: the bell still has it.
      });
  });
}

/** Whether this browser has shown a toast with this title (the action's own 'Work Order Started'). */
function toastedAlready(title: string): boolean {
  return toast.getHistory().some((shown) => 'title' in shown && shown.title === title);
}

/**
 * On a phone the toasts rise over the bottom of the screen, where a form's main button and the next card's
 * actions are: a toast that stayed until closed would sit on them. There a persistent notification's toast
 * leaves after this long; the bell's unread badge still holds it.
 */
export const PHONE_PERSISTENT_TOAST_MS = 10_000;

function toastDuration(persistent: boolean, isPhone: boolean): number {
  if (!persistent) return NOTIFICATION_AUTO_DISMISS_MS;
  return isPhone ? PHONE_PERSISTENT_TOAST_MS : Number.POSITIVE_INFINITY;
}

export function showNotificationToast(notification: Notification, navigate: (path: string) => void): void {
  const target = safeRedirectPath(notification.action_url, '');
  const isPhone = deviceClass(window.innerWidth) === 'mobile';
  toast[notification.kind](notification.title, {
    id: notification.id,
    description: notification.message,
    duration: toastDuration(notification.persistent, isPhone),
    action: target ? { label: 'View', onClick: () => navigate(target) } : undefined,
  });
}
