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
