import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A progress bar; without `value` it shows work under way of unknown length. */
function Progress({ className, value, ...props }: React.ComponentProps<typeof ProgressPrimitive.Root>) {
  const known = typeof value === 'number';
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn('h-full bg-primary transition-all', known ? 'w-full flex-1' : 'w-full animate-pulse')}
        style={known ? { transform: `translateX(-${100 - (value ?? 0)}%)` } : undefined}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
