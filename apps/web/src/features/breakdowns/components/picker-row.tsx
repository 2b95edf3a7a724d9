import { SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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

/** The search box above a pick list: a label for screen readers, the icon, and a field sized for a thumb. */
export function PickerSearch({
  id,
  label,
  invalid,
  ...input
}: Omit<React.ComponentProps<typeof Input>, 'id' | 'type' | 'className'> & {
  id: string;
  /** Read by screen readers only; the fieldset's legend names the choice on screen. */
  label: string;
  invalid: boolean;
}) {
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          {...input}
          id={id}
          type="search"
          autoComplete="off"
          className="h-12 pl-9 text-base"
          aria-invalid={invalid ? true : undefined}
        />
      </div>
    </>
  );
}
