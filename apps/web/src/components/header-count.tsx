import type * as React from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/**
 * A count in the top bar that links to the list of what it counts. `label` names it in words for
 * assistive technology (the figure alone means nothing read aloud); `title` shows the same on hover.
 * `className` gives its colour and weight.
 */
export function HeaderCount({
  to,
  label,
  title,
  className,
  children,
}: {
  to: string;
  label: string;
  title?: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      title={title}
      aria-label={label}
      className={cn(
        'h-8 items-center gap-1.5 rounded-md text-sm tabular-nums focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {children}
    </Link>
  );
}
