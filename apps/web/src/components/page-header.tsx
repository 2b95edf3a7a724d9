import type * as React from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/utils';

/** A screen's heading (its one h1) with a line of description; also names the browser tab. */
export function PageHeader({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  usePageTitle(title);
  return (
    <header className={cn('flex flex-wrap items-start justify-between gap-4', className)}>
      <div className="grid gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {children}
    </header>
  );
}
