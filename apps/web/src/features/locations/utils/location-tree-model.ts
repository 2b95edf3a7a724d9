import { formatCount, type Location } from '@plantwise/domain';

/** The flat list of locations as a tree: a node's children in the server's order, and its ancestors. */
export interface LocationTreeModel {
  byId: ReadonlyMap<string, Location>;
  childrenOf: (parentId: string | null) => readonly Location[];
  /** The ids of a node's ancestors, nearest last (the root first). */
  ancestorsOf: (id: string) => string[];
}

const NONE: readonly Location[] = [];

export function buildLocationTree(locations: readonly Location[]): LocationTreeModel {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const children = new Map<string | null, Location[]>();
  for (const location of locations) {
    // A node whose parent is not in the list (not yet loaded, or removed meanwhile) shows at the top.
    const parent = location.parent_id && byId.has(location.parent_id) ? location.parent_id : null;
    const siblings = children.get(parent);
    if (siblings) siblings.push(location);
    else children.set(parent, [location]);
  }
  return {
    byId,
    childrenOf: (parentId) => children.get(parentId) ?? NONE,
    ancestorsOf: (id) => {
      const out: string[] = [];
      let parent = byId.get(id)?.parent_id ?? null;
      while (parent && byId.has(parent) && !out.includes(parent)) {
        out.unshift(parent);
        parent = byId.get(parent)?.parent_id ?? null;
      }
      return out;
    },
  };
}

/** '1 asset', '12 assets': the assets at a node and everything below it. */
export function assetCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'asset' : 'assets'}`;
}

/**
 * The position changes that move the sibling at `from` to `to`: every sibling is numbered from 0 in the
 * new order, and only those whose number changes are sent (siblings with equal positions, ordered by name,
 * get numbers of their own on the first move).
 */
export function reorderPositions(
  siblings: readonly Pick<Location, 'id' | 'position'>[],
  from: number,
  to: number,
): { id: string; position: number }[] {
  if (from === to || !siblings[from] || !siblings[to]) return [];
  const order = [...siblings];
  const [moved] = order.splice(from, 1);
  if (moved) order.splice(to, 0, moved);
  return order.flatMap((sibling, position) =>
    sibling.position === position ? [] : [{ id: sibling.id, position }],
  );
}
