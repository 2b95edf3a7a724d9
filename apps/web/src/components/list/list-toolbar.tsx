import { SearchIcon, XIcon } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { type Option, OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export interface ListSearch {
  /** The box's accessible name, e.g. 'Search assets'. */
  label: string;
  /** What the search looks in, e.g. 'Name, asset ID, make, model or location'. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The row above a list: its search box, its filters, Clear filters while any is on, and the list's
 * actions at the end (on a phone each wraps to a line of its own).
 */
export function ListToolbar({
  search,
  filtered = false,
  onClear,
  actions,
  children,
  className,
}: {
  search?: ListSearch;
  /** Whether a filter or the search is on: Clear filters is offered then. */
  filtered?: boolean;
  onClear?: () => void;
  actions?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-end gap-3', className)}>
      {search && <SearchBox {...search} />}
      {children}
      {filtered && onClear && (
        <Button variant="ghost" onClick={onClear}>
          <XIcon aria-hidden="true" />
          Clear filters
        </Button>
      )}
      {actions && <div className="ml-auto flex gap-2 max-sm:w-full">{actions}</div>}
    </div>
  );
}

function SearchBox({ label, placeholder, value, onChange }: ListSearch) {
  return (
    // It takes the room the filters leave, so a register's filters stay on one line at 1280 px.
    <div className="relative w-full min-w-0 sm:w-auto sm:max-w-md sm:flex-1 sm:basis-64">
      <SearchIcon
        aria-hidden="true"
        className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}

/** A filter with its name above it; `children` renders the control with the label's `id`. */
export function FilterField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5 max-sm:w-full', className)}>
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}

/** A select filter with its name above it; its first item, `allLabel` ('All' unless named), turns it off. */
export function FilterSelect<T extends string>({
  label,
  ...select
}: {
  label: string;
  value: T | undefined;
  options: readonly Option<T>[];
  allLabel?: string;
  onValueChange: (value: T | undefined) => void;
  className?: string;
}) {
  return (
    <FilterField label={label}>
      {(id) => <OptionSelect id={id} allLabel="All" className="w-full sm:w-40" {...select} />}
    </FilterField>
  );
}
