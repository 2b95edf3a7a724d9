import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A centred spinner with a visible label, announced politely to screen readers. */
function Spinner({ label, className, ...props }: React.ComponentProps<'div'> & { label: string }) {
  return (
    <div
      data-slot="spinner"
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-muted-foreground text-sm',
        className,
      )}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span>{label}</span>
    </div>
  );
}

export { Spinner };
