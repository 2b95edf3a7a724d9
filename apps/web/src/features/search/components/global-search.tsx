import {
  QUICK_SUGGESTIONS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchResult,
  type SearchType,
  searchCountLabel,
} from '@plantwise/domain';
import {
  AlertTriangleIcon,
  BoxIcon,
  ClipboardListIcon,
  ClockIcon,
  type LucideIcon,
  MapPinIcon,
  PackageIcon,
  SearchIcon,
  WrenchIcon,
  XIcon,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useIsMobile } from '@/hooks/use-viewport';
import { cn } from '@/lib/utils';
import { useClearRecentSearches, useRecentSearches, useSaveRecentSearch } from '../api/get-recent-searches';
import { useSearch } from '../api/get-search';

export const SEARCH_PLACEHOLDER = 'Search assets, locations, work orders, inventory...';

const TYPE_ICONS: Record<SearchType, LucideIcon> = {
  asset: BoxIcon,
  'work-order': ClipboardListIcon,
  inventory: PackageIcon,
  'maintenance-task': WrenchIcon,
  location: MapPinIcon,
};

const SUGGESTION_ICONS: Record<string, LucideIcon> = {
  critical: AlertTriangleIcon,
  overdue: ClipboardListIcon,
  'low-stock': PackageIcon,
  due: WrenchIcon,
};

interface Option {
  key: string;
  group: 'suggestion' | 'recent' | 'result';
  icon: LucideIcon;
  title: string;
  detail?: string;
  badge?: string;
  choose: () => void;
}

/** Ctrl+K (Cmd+K on a Mac) from anywhere in the app. */
const isSearchShortcut = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The top bar's global search (spec §2): a combobox whose listbox shows Quick Suggestions and Recent
 * Searches for an empty term, and the ranked results (at most 20) of a term once typing has paused
 * for 300 ms, with type filters and their counts. Arrow keys move the selection, Enter opens it,
 * Escape closes; Ctrl/Cmd+K focuses the box. On a phone the box is an icon that opens a full-width search.
 */
export function GlobalSearch() {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [type, setType] = useState<SearchType | null>(null);
  const [active, setActive] = useState(-1);

  const trimmed = term.trim().replace(/\s+/g, ' ');
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const search = useSearch(debounced, type);
  const recent = useRecentSearches(open && trimmed === '');
  const saveRecent = useSaveRecentSearch();
  const clearRecent = useClearRecentSearches();

  const searching = trimmed !== '' && (trimmed !== debounced || search.isPending);
  const results = trimmed !== '' && !searching ? (search.data?.data ?? []) : [];
  const showPanel = !isMobile || expanded;

  function close() {
    setOpen(false);
    setExpanded(false);
    setActive(-1);
  }

  function fill(value: string) {
    setTerm(value);
    setType(null);
    setActive(-1);
    setOpen(true);
    inputRef.current?.focus();
  }

  function openResult(result: SearchResult) {
    if (trimmed) saveRecent.mutate(trimmed);
    close();
    setTerm('');
    setType(null);
    inputRef.current?.blur();
    void navigate(result.url);
  }

  const options: Option[] =
    trimmed === ''
      ? [
          ...QUICK_SUGGESTIONS.map<Option>((s) => ({
            key: `suggestion-${s.suggestion}`,
            group: 'suggestion',
            icon: SUGGESTION_ICONS[s.suggestion] ?? SearchIcon,
            title: s.label,
            choose: () => fill(s.term),
          })),
          ...(recent.data?.data ?? []).map<Option>((r) => ({
            key: `recent-${r.term}`,
            group: 'recent',
            icon: ClockIcon,
            title: r.term,
            choose: () => fill(r.term),
          })),
        ]
      : results.map<Option>((r) => ({
          key: `${r.type}-${r.id}`,
          group: 'result',
          icon: TYPE_ICONS[r.type],
          title: r.title,
          detail: r.subtitle,
          badge: SEARCH_TYPE_LABELS[r.type],
          choose: () => openResult(r),
        }));
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const activeOption = open && active >= 0 && active < options.length ? active : -1;

  // A new term, filter or answer starts the selection again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when these change, not on each render.
  useEffect(() => setActive(-1), [trimmed, type, search.data, recent.data]);

  useEffect(() => {
    if (activeOption >= 0)
      document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  });

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setExpanded(true);
      setOpen(true);
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // On a phone the input appears when the search opens: focus it then.
  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (options.length) setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter': {
        // Enter opens the selection; with none, the best result.
        const option = activeOption >= 0 ? options[activeOption] : options.find((o) => o.group === 'result');
        if (open && option) {
          event.preventDefault();
          option.choose();
        }
        break;
      }
      case 'Escape':
        if (open || expanded) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
    }
  }

  const counts = search.data?.counts;

  return (
    <>
      {isMobile && !expanded && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Open search"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => {
            setExpanded(true);
            setOpen(true);
          }}
        >
          <SearchIcon aria-hidden="true" />
        </Button>
      )}
      {showPanel && (
        // biome-ignore lint/a11y/noStaticElementInteractions: closes when focus leaves the box and its list.
        <div
          className={cn(
            'relative w-full min-w-0 max-w-md',
            isMobile &&
              'fixed inset-x-0 top-0 z-50 max-w-none border-b bg-background p-2 pt-[calc(env(safe-area-inset-top)+0.5rem)] shadow-md',
          )}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
          }}
        >
          <div className="flex items-center gap-2">
            <div className="relative min-w-0 flex-1">
              <SearchIcon
                aria-hidden="true"
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
              />
              <input
                ref={inputRef}
                type="search"
                role="combobox"
                aria-label="Search"
                aria-expanded={open}
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-haspopup="listbox"
                aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
                aria-keyshortcuts="Control+K Meta+K"
                autoComplete="off"
                spellCheck={false}
                maxLength={100}
                placeholder={SEARCH_PLACEHOLDER}
                value={term}
                onChange={(event) => {
                  setTerm(event.target.value);
                  setOpen(true);
                }}
                onFocus={() => setOpen(true)}
                onClick={() => setOpen(true)}
                onKeyDown={onKeyDown}
                className="h-9 w-full min-w-0 rounded-md border border-input bg-muted/40 py-1 pr-3 pl-8 text-base xl:pr-12 shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30 [&::-webkit-search-cancel-button]:hidden"
              />
              <span
                aria-hidden="true"
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-2 hidden rounded border bg-muted px-1.5 font-mono text-[10px] text-muted-foreground xl:inline-block"
              >
                Ctrl K
              </span>
            </div>
            {isMobile && (
              <Button type="button" variant="ghost" size="icon" aria-label="Close search" onClick={close}>
                <XIcon aria-hidden="true" />
              </Button>
            )}
          </div>

          <div
            hidden={!open}
            className={cn(
              'z-50 mt-1 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
              isMobile
                ? 'max-h-[calc(100dvh-5rem)]'
                : 'absolute top-full right-0 left-0 max-h-[min(70vh,32rem)] min-w-[22rem]',
            )}
          >
            {trimmed !== '' && counts && (
              <fieldset className="flex flex-wrap gap-1 border-b p-1.5">
                <legend className="sr-only">Filter by type</legend>
                <TypeChip pressed={type === null} onPress={() => setType(null)}>
                  All ({searchCountLabel(counts)})
                </TypeChip>
                {SEARCH_TYPES.map((t) => (
                  <TypeChip key={t} pressed={type === t} onPress={() => setType(t)}>
                    {SEARCH_TYPE_LABELS[t]} ({searchCountLabel(counts, t)})
                  </TypeChip>
                ))}
              </fieldset>
            )}

            <div role="status" aria-live="polite" className="empty:hidden">
              {searching && (
                <p className="px-3 py-6 text-center text-muted-foreground text-sm">Searching...</p>
              )}
              {!searching && trimmed !== '' && search.isSuccess && results.length === 0 && (
                <div className="px-3 py-6 text-center text-sm">
                  <p>No results found for "{trimmed}"</p>
                  <p className="mt-1 text-muted-foreground">Try a different search term</p>
                </div>
              )}
              {!searching && trimmed !== '' && search.isError && (
                <p className="px-3 py-6 text-center text-destructive text-sm">Search failed. Try again.</p>
              )}
            </div>

            <div
              id={listboxId}
              role="listbox"
              aria-label={trimmed === '' ? 'Search suggestions' : 'Search results'}
              aria-busy={search.isPlaceholderData || undefined}
            >
              {(['suggestion', 'recent', 'result'] as const).map((group) => {
                const items = options.map((o, index) => ({ o, index })).filter(({ o }) => o.group === group);
                if (group === 'result') return items.map(({ o, index }) => renderOption(o, index));
                if (trimmed !== '') return null;
                const headingId = `${baseId}-${group}`;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: an ARIA group of options inside the listbox.
                  <div key={group} role="group" aria-labelledby={headingId} className="py-1">
                    <div id={headingId} className="px-2 py-1.5 font-medium text-muted-foreground text-xs">
                      {group === 'suggestion' ? 'Quick Suggestions' : 'Recent Searches'}
                    </div>
                    {items.map(({ o, index }) => renderOption(o, index))}
                    {group === 'recent' && items.length === 0 && (
                      <div className="px-2 py-1.5 text-muted-foreground text-sm">No recent searches</div>
                    )}
                  </div>
                );
              })}
            </div>
            {trimmed === '' && (recent.data?.data.length ?? 0) > 0 && (
              <div className="border-t p-1 text-right">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => clearRecent.mutate()}
                >
                  Clear recent searches
                </Button>
              </div>
            )}
          </div>
        </div>
      )}
    </>
  );

  function renderOption(option: Option, index: number) {
    const Icon = option.icon;
    const selected = index === activeOption;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant).
      <div
        key={option.key}
        id={optionId(index)}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => setActive(index)}
        onClick={option.choose}
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-sm px-2 py-1.5 text-sm',
          selected && 'bg-accent text-accent-foreground',
        )}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 flex-1">
          <span className="block truncate">{option.title}</span>
          {option.detail && (
            <span className="block truncate text-muted-foreground text-xs">{option.detail}</span>
          )}
        </span>
        {option.badge && (
          <span className="shrink-0 rounded border px-1.5 py-0.5 text-[10px] text-muted-foreground">
            {option.badge}
          </span>
        )}
      </div>
    );
  }
}

function TypeChip({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      className={cn(
        'rounded-full border px-2.5 py-0.5 text-xs transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
      )}
    >
      {children}
    </button>
  );
}
