import { formatClock } from '@plantwise/domain';
import { CloudOffIcon } from 'lucide-react';
import { useKeptSavedAt } from '@/lib/offline/kept-work';
import { OFFLINE_MESSAGES } from '@/lib/offline/messages';
import { useOnline } from '@/lib/offline/runtime';

/** A quiet line above the screen while offline: what it shows was saved on the device, and when. */
export function OfflineNote() {
  const online = useOnline();
  const savedAt = useKeptSavedAt();
  if (online) return null;
  return (
    <p
      role="status"
      className="mb-4 flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <CloudOffIcon aria-hidden="true" className="size-4 shrink-0" />
      {savedAt ? OFFLINE_MESSAGES.showingSaved(formatClock(savedAt)) : OFFLINE_MESSAGES.offlineNothingSaved}
    </p>
  );
}
