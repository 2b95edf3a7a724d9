import {
  formatLocationPath,
  LOCATION_KIND_LABELS,
  type Location,
  shortLocationPath,
} from '@plantwise/domain';
import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { useLocations } from '../api/get-locations';

const NONE = '';

function matches(location: Location, words: string[]): boolean {
  const text = `${formatLocationPath(location.path)} ${location.code}`.toLocaleLowerCase('en-GB');
  return words.every((word) => text.includes(word));
}

export type LocationPickerProps = Omit<React.ComponentProps<typeof Button>, 'value' | 'onChange'> & {
  value: string | null | undefined;
  onChange: (id: string | null) => void;
  /** The first item, meaning no location ('Not set', 'All locations'); without it one must be chosen. */
  noneLabel?: string;
  /** Locations that may not be chosen here (a node itself and everything below it, when moving it). */
  exclude?: (location: Location) => boolean;
  /** What the button says while nothing is chosen and no `noneLabel` is offered. */
  placeholder?: string;
  /** On a narrow button: the chosen path in at most this many characters, leading steps giving way first. */
  maxPathLength?: number;
};

/**
 * Chooses a location of the tree by searching its path ("Leeds › Packing › Line 3") or code: a button
 * showing the chosen path that opens a search box over the list (Up and Down, Enter to choose).
 * `id` and the aria attributes go to the button, so it sits inside a Field like any control.
 */
export function LocationPicker({
  value,
  onChange,
  noneLabel,
  exclude,
  placeholder = 'Choose a location',
  maxPathLength,
  className,
  disabled,
  ...trigger
}: LocationPickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const locations = useLocations();
  const all = locations.data?.data;
  const chosen = value ? all?.find((location) => location.id === value) : undefined;

  const options = useMemo(() => {
    const words = term.toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean);
    const found = (all ?? []).filter((location) => !exclude?.(location) && matches(location, words));
    return [
      ...(noneLabel && words.length === 0 ? [{ id: NONE, label: noneLabel, location: null }] : []),
      ...found.map((location) => ({ id: location.id, label: formatLocationPath(location.path), location })),
    ];
  }, [all, term, exclude, noneLabel]);

  const choose = (id: string) => {
    onChange(id === NONE ? null : id);
    setOpen(false);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setTerm('');
      const index = options.findIndex((option) => option.id === (value ?? NONE));
      setActive(Math.max(index, 0));
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, last));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(last);
    else if (event.key === 'Enter') {
      const option = options[active];
      if (option) choose(option.id);
    } else return;
    event.preventDefault();
  };

  const shown = chosen
    ? maxPathLength
      ? shortLocationPath(chosen.path, maxPathLength)
      : formatLocationPath(chosen.path)
    : value && locations.isPending
      ? 'Loading...'
      : (noneLabel ?? placeholder);
  const activeId = options[active] ? `${listId}-${active}` : undefined;
  // The active option stays in sight while the arrow keys move through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          disabled={disabled}
          className={cn('w-full justify-between font-normal', !chosen && 'text-muted-foreground', className)}
          {...trigger}
        >
          <span className="min-w-0 truncate" title={chosen ? formatLocationPath(chosen.path) : undefined}>
            {shown}
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-72 p-0">
        <div className="relative border-b">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search locations"
            placeholder="Name, path or code"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            autoComplete="off"
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-11 rounded-none border-0 pl-9 shadow-none focus-visible:ring-0"
          />
        </div>
        {locations.isError ? (
          <div className="grid gap-2 p-3 text-sm">
            <p className="text-destructive">Could not load the locations.</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void locations.refetch()}>
              Try again
            </Button>
          </div>
        ) : locations.isPending ? (
          <p role="status" className="p-3 text-muted-foreground text-sm">
            Loading locations...
          </p>
        ) : (
          <div id={listId} role="listbox" aria-label="Locations" className="max-h-72 overflow-y-auto p-1">
            {options.length === 0 && (
              <p className="px-2 py-3 text-muted-foreground text-sm">
                {term.trim() ? `No location matches "${term.trim()}"` : 'No locations yet'}
              </p>
            )}
            {options.map((option, index) => {
              const selected = (value ?? NONE) === option.id;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box's keys choose the active option.
                <div
                  key={option.id || 'none'}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selected}
                  onClick={() => choose(option.id)}
                  onMouseMove={() => setActive(index)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                    index === active && 'bg-accent text-accent-foreground',
                  )}
                >
                  <CheckIcon aria-hidden="true" className={cn('size-4 shrink-0', !selected && 'invisible')} />
                  <span className="grid min-w-0">
                    <span className="break-words">{option.label}</span>
                    {option.location && (
                      <span className="text-muted-foreground text-xs">
                        {LOCATION_KIND_LABELS[option.location.kind]} · {option.location.code}
                      </span>
                    )}
                  </span>
                </div>
              );
            })}
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
