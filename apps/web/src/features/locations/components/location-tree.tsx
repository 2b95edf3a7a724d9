import { LOCATION_KIND_LABELS, type Location } from '@plantwise/domain';
import { ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { assetCountLabel, type LocationTreeModel } from '../utils/location-tree-model';

interface VisibleNode {
  location: Location;
  level: number;
  setSize: number;
  posInSet: number;
}

/** The nodes a person can reach with the arrow keys: the roots, and the children of every expanded node. */
function visibleNodes(model: LocationTreeModel, expanded: ReadonlySet<string>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (parentId: string | null, level: number) => {
    const siblings = model.childrenOf(parentId);
    siblings.forEach((location, index) => {
      out.push({ location, level, setSize: siblings.length, posInSet: index + 1 });
      if (expanded.has(location.id)) walk(location.id, level + 1);
    });
  };
  walk(null, 1);
  return out;
}

/**
 * The location tree as a WAI-ARIA tree: one tab stop (the focused node), Up and Down through the
 * visible nodes, Right to open a node or enter it, Left to close it or go to its parent, Home and End,
 * a letter to jump to the next name starting with it, Enter or Space to select.
 */
export function LocationTree({
  model,
  expanded,
  onExpandedChange,
  selectedId,
  onSelect,
}: {
  model: LocationTreeModel;
  expanded: ReadonlySet<string>;
  onExpandedChange: (id: string, open: boolean) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const visible = useMemo(() => visibleNodes(model, expanded), [model, expanded]);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLDivElement>());
  const moveFocus = useRef(false);

  // The tab stop: the focused node while it is visible, else the selected one, else the first.
  const visibleIds = new Set(visible.map((node) => node.location.id));
  const tabStop =
    (focusedId && visibleIds.has(focusedId) && focusedId) ||
    (selectedId && visibleIds.has(selectedId) && selectedId) ||
    visible[0]?.location.id ||
    null;

  useEffect(() => {
    if (!moveFocus.current || !tabStop) return;
    moveFocus.current = false;
    items.current.get(tabStop)?.focus();
  }, [tabStop]);

  const focus = (id: string | undefined) => {
    if (!id) return;
    moveFocus.current = true;
    setFocusedId(id);
    if (id === tabStop) items.current.get(id)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!tabStop || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = visible.findIndex((node) => node.location.id === tabStop);
    const current = visible[index];
    if (!current) return;
    const id = current.location.id;
    const hasChildren = model.childrenOf(id).length > 0;
    const open = expanded.has(id);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focus(visible[index + 1]?.location.id);
        break;
      case 'ArrowUp':
        focus(visible[index - 1]?.location.id);
        break;
      case 'ArrowRight':
        if (hasChildren && !open) onExpandedChange(id, true);
        else if (hasChildren) focus(visible[index + 1]?.location.id);
        break;
      case 'ArrowLeft':
        if (hasChildren && open) onExpandedChange(id, false);
        else focus(current.location.parent_id ?? undefined);
        break;
      case 'Home':
        focus(visible[0]?.location.id);
        break;
      case 'End':
        focus(visible.at(-1)?.location.id);
        break;
      case 'Enter':
      case ' ':
        onSelect(id);
        break;
      default:
        handled = typeAhead(event.key, index);
    }
    if (handled) event.preventDefault();
  };

  // A printable character moves to the next visible node whose name starts with it.
  const typeAhead = (key: string, from: number): boolean => {
    if (key.length !== 1 || !/\S/.test(key)) return false;
    const letter = key.toLocaleLowerCase('en-GB');
    for (let step = 1; step <= visible.length; step += 1) {
      const node = visible[(from + step) % visible.length];
      if (node?.location.name.toLocaleLowerCase('en-GB').startsWith(letter)) {
        focus(node.location.id);
        return true;
      }
    }
    return false;
  };

  const renderLevel = (parentId: string | null, level: number): React.ReactNode =>
    model.childrenOf(parentId).map((location, index, siblings) => {
      const children = model.childrenOf(location.id);
      const open = expanded.has(location.id);
      const selected = location.id === selectedId;
      const groupId = `location-group-${location.id}`;
      // The treeitem is the row alone and owns its children's group, a sibling: its name is the row's
      // words (name, kind, code, assets), never the names of everything below it.
      return (
        <div key={location.id} role="none">
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keys act on the focused treeitem. */}
          <div
            ref={(element) => {
              if (element) items.current.set(location.id, element);
              else items.current.delete(location.id);
            }}
            role="treeitem"
            aria-level={level}
            aria-setsize={siblings.length}
            aria-posinset={index + 1}
            aria-expanded={children.length > 0 ? open : undefined}
            aria-owns={children.length > 0 && open ? groupId : undefined}
            aria-selected={selected}
            tabIndex={location.id === tabStop ? 0 : -1}
            onFocus={() => setFocusedId(location.id)}
            onClick={() => {
              focus(location.id);
              onSelect(location.id);
            }}
            style={{ paddingInlineStart: `${(level - 1) * 1.25 + 0.25}rem` }}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-md py-1.5 pr-2 text-sm outline-none',
              'focus-visible:ring-[3px] focus-visible:ring-ring/50',
              selected ? 'bg-primary/10 text-foreground' : 'hover:bg-accent',
            )}
          >
            {children.length > 0 ? (
              // A pointer shortcut for Right and Left; keyboard users have the keys, so it is no tab stop.
              <button
                type="button"
                tabIndex={-1}
                aria-hidden="true"
                onClick={(event) => {
                  event.stopPropagation();
                  onExpandedChange(location.id, !open);
                }}
                className="grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
              >
                <ChevronRightIcon className={cn('size-4 transition-transform', open && 'rotate-90')} />
              </button>
            ) : (
              <span className="size-8 shrink-0" aria-hidden="true" />
            )}
            <span className="grid min-w-0 flex-1 gap-0.5 sm:flex sm:items-center sm:gap-3">
              <span className="min-w-0 truncate font-medium">{location.name}</span>
              <span className="flex min-w-0 items-center gap-2 text-muted-foreground text-xs">
                <span className="rounded border px-1.5 py-px">{LOCATION_KIND_LABELS[location.kind]}</span>
                <span className="truncate font-mono">{location.code}</span>
              </span>
            </span>
            <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
              {assetCountLabel(location.asset_count)}
            </span>
          </div>
          {children.length > 0 && open && (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA tree pattern names a node's children a group.
            <div role="group" id={groupId}>
              {renderLevel(location.id, level + 1)}
            </div>
          )}
        </div>
      );
    });

  return (
    <div role="tree" aria-label="Locations" onKeyDown={onKeyDown} className="grid gap-0.5">
      {renderLevel(null, 1)}
    </div>
  );
}
