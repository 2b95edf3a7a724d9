import type * as React from 'react';
import { cn } from '@/lib/utils';

/** One choice of a search-and-pick list: a radio row tall enough for a gloved thumb on a phone. */
export function PickerRow({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-left transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
        checked ? 'border-primary bg-primary/10' : 'hover:bg-accent',
      )}
    >
      <input
        type="radio"
        name={name}
        className="size-5 shrink-0 accent-primary"
        checked={checked}
        onChange={onChange}
      />
      <span className="grid min-w-0">{children}</span>
    </label>
  );
}
