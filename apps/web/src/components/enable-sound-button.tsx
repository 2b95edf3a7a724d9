import { VolumeXIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { enableAlertSound, useAlertSoundBlocked } from '@/lib/alert-sound';
import { cn } from '@/lib/utils';

/**
 * Shown only after the browser kept an alert tone silent because the page had not been clicked yet:
 * one press allows sound (and plays the tone once, so the person knows what they will hear). The top
 * bar shows it from 640 px; the bell's panel shows it at every width (a phone's top bar is full).
 */
export function EnableSoundButton({ className }: { className?: string }) {
  const blocked = useAlertSoundBlocked();
  if (!blocked) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn('border-amber-500/60 text-amber-800 dark:text-amber-300', className)}
      title="An alert tone could not play: your browser needs one click on the page to allow sound."
      onClick={() => enableAlertSound()}
    >
      <VolumeXIcon aria-hidden="true" />
      Enable sound
    </Button>
  );
}
