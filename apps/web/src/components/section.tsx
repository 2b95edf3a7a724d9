import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

/** A titled part of a screen (h2) or of a panel (h3), named by its heading for assistive technology. */
export function Section({
  title,
  level = 2,
  className,
  children,
}: {
  title: React.ReactNode;
  level?: 2 | 3;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={cn(level === 2 ? 'grid gap-4' : 'grid gap-2', className)}>
      <Heading id={id} className={level === 2 ? 'font-semibold text-xl' : 'font-semibold'}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * A titled list of an admin panel: the heading with the list's filter or search beside it on one line
 * (wrapping on a phone), then the list.
 */
export function ListSection({
  title,
  filter,
  children,
}: {
  title: string;
  filter: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-semibold text-lg">
          {title}
        </h2>
        {filter}
      </div>
      {children}
    </section>
  );
}
