import { formatClock } from '@plantwise/domain';
import { CloudOffIcon } from 'lucide-react';
import { useKeptSavedAt } from '@/lib/offline/kept-work';
import { OFFLINE_MESSAGES } from '@/lib/offline/messages';
import { useOfflineChanges, useOnline } from '@/lib/offline/runtime';
import { cn } from '@/lib/utils';
import { OfflineIndicator } from './offline-indicator';

/**
 * A quiet line above the screen while offline: what it shows was saved on the device, and when. On a phone
 * it also holds the changes indicator (the top bar has no room for it), so it shows while changes wait.
 */
export function OfflineNote() {
  const online = useOnline();
  const savedAt = useKeptSavedAt();
  const changes = useOfflineChanges();
  const waiting = changes.some((c) => c.state !== 'sent');
  if (online && !waiting) return null;
  return (
    <div
      className={cn(
        'mb-4 flex flex-wrap items-center gap-x-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-amber-900 text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
        online && 'sm:hidden',
      )}
    >
      {!online && (
        <p role="status" className="flex min-w-0 flex-1 items-center gap-2">
          <CloudOffIcon aria-hidden="true" className="size-4 shrink-0" />
          {savedAt
            ? OFFLINE_MESSAGES.showingSaved(formatClock(savedAt))
            : OFFLINE_MESSAGES.offlineNothingSaved}
        </p>
      )}
      <OfflineIndicator className="ml-auto sm:hidden" />
    </div>
  );
}
