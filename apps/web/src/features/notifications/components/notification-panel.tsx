import { BellOffIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { EnableSoundButton } from '@/components/enable-sound-button';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/use-now';
import { errorMessage } from '@/lib/api-client';
import { useNotifications } from '../api/get-notifications';
import {
  useClearNotifications,
  useDismissNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/update-notifications';
import { NotificationItem } from './notification-item';

const failed = (error: unknown) =>
  toast.error('Could not update notifications', {
    description: errorMessage(error, 'Please try again.'),
  });

/** The bell's panel (spec §2): Mark all read, Clear all, per-item dismiss and action link. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const titleId = useId();
  const now = useNow(30_000);
  const query = useNotifications();
  const { data } = query;
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const dismiss = useDismissNotification();
  const clear = useClearNotifications();
  const [confirmingClear, setConfirmingClear] = useState(false);

  const notifications = data?.data ?? [];
  const unread = data?.unread_count ?? 0;
  const clearable = notifications.some((n) => !n.persistent);

  return (
    <section aria-labelledby={titleId} className="flex max-h-[min(32rem,75vh)] flex-col">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <div>
          <h2 id={titleId} className="font-semibold text-sm">
            Notifications
          </h2>
          {data && (
            <p className="text-muted-foreground text-xs">{unread > 0 ? `${unread} unread` : 'All read'}</p>
          )}
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate(undefined, { onError: failed })}
          >
            Mark all read
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={!clearable || clear.isPending}
            onClick={() => setConfirmingClear(true)}
          >
            Clear all
          </Button>
        </div>
      </header>

      <EnableSoundButton className="mx-4 mt-3 self-start sm:hidden" />

      {confirmingClear && (
        <div
          role="alertdialog"
          aria-label="Clear all notifications"
          className="border-b bg-muted/60 px-4 py-3 text-sm"
        >
          <p>Clear all notifications? Pinned ones stay until you dismiss them.</p>
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="outline" size="sm" autoFocus onClick={() => setConfirmingClear(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              size="sm"
              onClick={() => {
                setConfirmingClear(false);
                clear.mutate(undefined, { onError: failed });
              }}
            >
              Clear notifications
            </Button>
          </div>
        </div>
      )}

      <div className="min-h-0 flex-1 overflow-y-auto">
        <QueryState
          query={query}
          loadingLabel="Loading notifications..."
          errorTitle="Could not load notifications."
          loading={<Spinner label="Loading notifications..." className="py-10" />}
          isEmpty={(list) => list.data.length === 0}
          empty={
            <div className="flex flex-col items-center gap-2 px-4 py-10 text-muted-foreground text-sm">
              <BellOffIcon aria-hidden="true" className="size-6" />
              <p>No notifications</p>
            </div>
          }
        >
          {(list) => (
            <ul aria-label="Notification list">
              {list.data.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  now={now}
                  onRead={(id) => markRead.mutate(id, { onError: failed })}
                  onDismiss={(id) => dismiss.mutate(id, { onError: failed })}
                  onNavigate={onNavigate}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {data && data.total > notifications.length && (
        <p className="border-t px-4 py-2 text-muted-foreground text-xs">
          Showing the newest {notifications.length} of {data.total}.
        </p>
      )}
    </section>
  );
}
