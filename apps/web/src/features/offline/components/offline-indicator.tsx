import { formatClock } from '@plantwise/domain';
import { CloudOffIcon, RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { offlineIndicatorText } from '@/lib/offline/messages';
import type { QueuedChange } from '@/lib/offline/queue';
import { offlineQueue, useOfflineChanges, useOnline } from '@/lib/offline/runtime';
import { cn } from '@/lib/utils';
import { useOfflineBoot } from '../hooks/use-offline-boot';

const FATE: Record<QueuedChange['state'], string> = {
  waiting: 'Waiting to send',
  sending: 'Sending…',
  sent: 'Sent',
  refused: 'Refused',
};

/** What the person entered, in their words, kept with a refused change so they can redo it. */
function enteredText(change: QueuedChange): string | null {
  if (change.body.kind !== 'json') return null;
  const value = change.body.value as Record<string, unknown>;
  const parts = [value.completion_notes, value.title, value.description, value.reason, value.notes]
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim());
  return parts.length > 0 ? parts.join(' · ') : null;
}

function ChangeRow({ change }: { change: QueuedChange }) {
  const entered = change.state === 'refused' ? enteredText(change) : null;
  return (
    <li className="grid gap-1 border-b py-2 last:border-b-0">
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words font-medium text-sm">{change.label}</span>
        <span
          className={cn(
            'shrink-0 text-xs',
            change.state === 'refused' ? 'font-medium text-destructive' : 'text-muted-foreground',
          )}
        >
          {FATE[change.state]}
        </span>
      </div>
      <span className="text-muted-foreground text-xs">Made at {formatClock(change.queued_at)}</span>
      {change.state === 'refused' && (
        <>
          <p role="alert" className="text-destructive text-sm">
            {change.message}
          </p>
          {entered && <p className="text-muted-foreground text-xs">You entered: {entered}</p>}
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => void offlineQueue()?.sendAgain(change.id)}>
              Send again
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void offlineQueue()?.discard(change.id)}>
              Discard
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * The top bar's offline machinery: starts it (queue, kept work, prefetch) and shows the indicator from the
 * small breakpoint up; on a phone the top bar has no room, so the indicator sits in the note above the screen.
 */
export function OfflineStatus() {
  useOfflineBoot();
  return <OfflineIndicator className="max-sm:hidden" />;
}

/**
 * The offline indicator: "Offline — 3 changes waiting", "Sending 2 changes…", a refused change,
 * or nothing when all is sent. Opening it lists each change made on this device with its fate.
 */
export function OfflineIndicator({ className }: { className?: string }) {
  const online = useOnline();
  const changes = useOfflineChanges();
  const waiting = changes.filter((c) => c.state === 'waiting' || c.state === 'sending').length;
  const refused = changes.filter((c) => c.state === 'refused').length;
  const text = offlineIndicatorText({ online, waiting, refused });
  if (!text) return null;
  const Icon = !online ? CloudOffIcon : refused > 0 && waiting === 0 ? TriangleAlertIcon : RefreshCwIcon;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={text}
          className={cn(
            'gap-1.5 px-2',
            className,
            refused > 0 && waiting === 0 ? 'text-destructive' : 'text-amber-700 dark:text-amber-400',
          )}
        >
          <Icon aria-hidden="true" className={cn('size-4', online && waiting > 0 && 'animate-spin')} />
          <span>{text}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))]">
        <h2 className="font-semibold text-sm">Changes made on this device</h2>
        <p className="mt-1 text-muted-foreground text-xs">
          {online
            ? 'Sent in the order you made them.'
            : 'Kept on this device and sent in order when the connection returns.'}
        </p>
        {changes.length === 0 ? (
          <p className="mt-2 text-sm">No changes waiting.</p>
        ) : (
          <ul aria-label="Changes made on this device" className="mt-2 max-h-80 overflow-y-auto">
            {[...changes].reverse().map((change) => (
              <ChangeRow key={change.id} change={change} />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
