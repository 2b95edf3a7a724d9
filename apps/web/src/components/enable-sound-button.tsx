import { VolumeXIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { enableAlertSound, useAlertSoundBlocked } from '@/lib/alert-sound';

/**
 * Shown only after the browser kept an alert tone silent because the page had not been clicked yet:
 * one press allows sound (and plays the tone once, so the person knows what they will hear).
 */
export function EnableSoundButton() {
  const blocked = useAlertSoundBlocked();
  if (!blocked) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="border-amber-500/60 text-amber-800 dark:text-amber-300"
      title="An alert tone could not play: your browser needs one click on the page to allow sound."
      onClick={() => enableAlertSound()}
    >
      <VolumeXIcon aria-hidden="true" />
      <span className="max-sm:sr-only">Enable sound</span>
    </Button>
  );
}
