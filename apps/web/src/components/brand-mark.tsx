import { WrenchIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The product's logo tile and name. */
export function BrandMark({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <WrenchIcon aria-hidden="true" className="size-4" />
      </span>
      <span className={cn('font-semibold text-lg tracking-tight', compact && 'sr-only')}>Plantwise</span>
    </div>
  );
}
