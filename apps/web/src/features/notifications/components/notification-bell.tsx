import { formatUnreadBadge } from '@plantwise/domain';
import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useNotifications } from '../api/get-notifications';
import { useNotificationToasts } from '../hooks/use-notification-toasts';
import { NotificationPanel } from './notification-panel';

/** The top bar's bell: unread badge ('99+' above 99) and the notification panel (spec §2). */
export function NotificationBell() {
  useNotificationToasts();
  const [open, setOpen] = useState(false);
  const { data } = useNotifications();
  const unread = data?.unread_count ?? 0;
  const badge = formatUnreadBadge(unread);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={badge ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <BellIcon aria-hidden="true" />
          {badge && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-destructive-foreground leading-none"
            >
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" collisionPadding={8} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <NotificationPanel onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
