import type * as React from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { BrandMark } from './brand-mark';

/** The centred single-card layout of the public pages (sign-in, invitations, e-mail confirmation). */
export function PublicPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
}) {
  usePageTitle(title);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/40 px-[max(1rem,env(safe-area-inset-left))] py-[max(2.5rem,env(safe-area-inset-top))]">
      <BrandMark />
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <div className="mb-6 grid gap-1.5 text-center">
          <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
          {description && <p className="text-muted-foreground text-sm">{description}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}
