import {
  formatDateTime,
  formatRelativeTime,
  type NoticeKind,
  type Notification,
  safeRedirectPath,
} from '@plantwise/domain';
import { CheckCircle2Icon, InfoIcon, PinIcon, TriangleAlertIcon, XCircleIcon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const KIND_ICONS = {
  success: CheckCircle2Icon,
  error: XCircleIcon,
  warning: TriangleAlertIcon,
  info: InfoIcon,
} as const;

const KIND_LABELS: Record<NoticeKind, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
};

const KIND_COLOURS: Record<NoticeKind, string> = {
  success: 'text-green-700 dark:text-green-400',
  error: 'text-red-700 dark:text-red-400',
  warning: 'text-amber-700 dark:text-amber-400',
  info: 'text-blue-700 dark:text-blue-400',
};

export interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onRead: (id: string) => void;
  onDismiss: (id: string) => void;
  /** Called when the action link is followed (the panel closes). */
  onNavigate: () => void;
}

export function NotificationItem({
  notification,
  now,
  onRead,
  onDismiss,
  onNavigate,
}: NotificationItemProps) {
  const Icon = KIND_ICONS[notification.kind];
  const unread = !notification.read_at;
  const target = safeRedirectPath(notification.action_url, '');
  return (
    <li
      className={cn('flex gap-3 border-b px-4 py-3 last:border-b-0', unread && 'bg-accent/50')}
      data-unread={unread || undefined}
    >
      <Icon
        role="img"
        aria-label={KIND_LABELS[notification.kind]}
        className={cn('mt-0.5 size-4 shrink-0', KIND_COLOURS[notification.kind])}
      />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 font-medium text-sm leading-snug">
          {unread && <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />}
          <span className="break-words">{notification.title}</span>
          {unread && <span className="sr-only">(unread)</span>}
        </p>
        <p className="mt-0.5 break-words text-muted-foreground text-sm">{notification.message}</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
          <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
            {formatRelativeTime(notification.created_at, now)}
          </time>
          {notification.persistent && (
            <span className="inline-flex items-center gap-1" title="Stays until you dismiss it">
              <PinIcon aria-hidden="true" className="size-3" />
              Pinned
            </span>
          )}
          {target && (
            <Link
              to={target}
              className="font-medium text-primary underline-offset-4 hover:underline"
              aria-label={`View: ${notification.title}`}
              onClick={() => {
                if (unread) onRead(notification.id);
                onNavigate();
              }}
            >
              View
            </Link>
          )}
          {unread && (
            <button
              type="button"
              className="font-medium underline-offset-4 hover:text-foreground hover:underline"
              aria-label={`Mark read: ${notification.title}`}
              onClick={() => onRead(notification.id)}
            >
              Mark read
            </button>
          )}
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        className="-mr-2 -mt-1 shrink-0"
        aria-label={`Dismiss: ${notification.title}`}
        onClick={() => onDismiss(notification.id)}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}
