import {
  LOCATION_CODE_MAX_LENGTH,
  LOCATION_KINDS,
  type LocationKind,
  type LocationPathItem,
} from './location.schema';

/** A node of a tree (a location, or an asset and the asset it is part of): its id and its parent's. */
export interface TreeNode {
  id: string;
  parent_id: string | null;
}

/**
 * Whether giving `nodeId` the parent `newParentId` would make a cycle: the new parent is the node itself or
 * lies below it. `parentOf` answers each node's current parent (undefined or null at the top). Used for
 * locations and for the asset an asset is part of.
 */
export function wouldMakeCycle(
  parentOf: ReadonlyMap<string, string | null>,
  nodeId: string,
  newParentId: string | null,
): boolean {
  const seen = new Set<string>();
  for (let current = newParentId; current; current = parentOf.get(current) ?? null) {
    if (current === nodeId) return true;
    // A cycle already stored (never written by this rule) must not loop forever.
    if (seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}

/** The map `wouldMakeCycle` and `locationPathOf` read, from a list of nodes. */
export function parentMap(nodes: readonly TreeNode[]): Map<string, string | null> {
  return new Map(nodes.map((node) => [node.id, node.parent_id]));
}

/** The path of a node from the top of its tree down to the node itself; empty for an unknown id. */
export function locationPathOf<T extends TreeNode & { name: string }>(
  nodes: ReadonlyMap<string, T>,
  id: string,
): LocationPathItem[] {
  const path: LocationPathItem[] = [];
  const seen = new Set<string>();
  for (let node = nodes.get(id); node && !seen.has(node.id); node = nodes.get(node.parent_id ?? '')) {
    seen.add(node.id);
    path.unshift({ id: node.id, name: node.name });
  }
  return path;
}

/** The separator a path is written with. */
export const LOCATION_PATH_SEPARATOR = ' › ';

/** A path in words, the site first: "Leeds › Packing › Line 3". */
export function formatLocationPath(path: readonly (string | { name: string })[]): string {
  return path.map((step) => (typeof step === 'string' ? step : step.name)).join(LOCATION_PATH_SEPARATOR);
}

/**
 * A path short enough for a narrow place (a table cell, a filter button): whole leading steps give way to
 * "…", never part of a name, and the last step always stays ("… › Packing › Line 3"). The whole path
 * belongs in the tooltip.
 */
export function shortLocationPath(path: readonly (string | { name: string })[], maxLength: number): string {
  const names = path.map((step) => (typeof step === 'string' ? step : step.name));
  const whole = names.join(LOCATION_PATH_SEPARATOR);
  if (whole.length <= maxLength) return whole;
  for (let from = 1; from < names.length - 1; from++) {
    const shortened = ['…', ...names.slice(from)].join(LOCATION_PATH_SEPARATOR);
    if (shortened.length <= maxLength) return shortened;
  }
  return names.length > 1 ? ['…', names[names.length - 1]].join(LOCATION_PATH_SEPARATOR) : whole;
}

/**
 * The names of a path written in words (a CSV cell): split at "›" or ">", each name trimmed and its inner
 * spaces made one, empty steps dropped. "Leeds > Packing ›Line 3" → ["Leeds", "Packing", "Line 3"].
 */
export function parseLocationPath(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[›>]/)
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => name.length > 0);
}

/** The key under which a location name is unique among its siblings, as the database index compares it. */
export function locationNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The kind a location created from a path gets by its depth: site, area, line, then room below a line. */
export function locationKindAtDepth(depth: number): LocationKind {
  return LOCATION_KINDS[Math.min(Math.max(depth, 0), LOCATION_KINDS.length - 1)] as LocationKind;
}

/**
 * A site sits at the top of the tree and only a site does, so every location belongs to exactly one site
 * (the one an asset's `site` text names). The message when a kind and a parent disagree, else null.
 */
export function locationKindProblem(kind: LocationKind, parentId: string | null): string | null {
  if (kind === 'site' && parentId)
    return 'A site is at the top of the tree: it cannot be inside another location';
  if (kind !== 'site' && !parentId)
    return 'Only a site can be at the top of the tree: choose the location it is in';
  return null;
}

/**
 * The texts an asset's old `site` and `location` fields carry for a location path: the site's name, and the
 * path below the site ("Packing › Line 3"), null when the asset is at the site itself
 * (docs/decisions/locations.md).
 */
export function assetLocationTexts(path: readonly { name: string }[]): {
  site: string | null;
  location: string | null;
} {
  const [site, ...below] = path;
  return { site: site?.name ?? null, location: below.length > 0 ? formatLocationPath(below) : null };
}

/**
 * The path of names an asset's old `site` and `location` texts stand for: the site (or `defaultSite` when a
 * location has no site), then the location text read as a path. Empty when both are empty.
 */
export function locationNamesFromTexts(
  site: string | null | undefined,
  location: string | null | undefined,
  defaultSite: string,
): string[] {
  const below = parseLocationPath(location);
  const siteName = parseLocationPath(site).join(' ');
  if (!siteName && below.length === 0) return [];
  return [siteName || defaultSite, ...below];
}

/** The site that assets with a location but no site are placed under. */
export const DEFAULT_SITE_NAME = 'Main site';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why a location cannot be deleted: "Line 3 has 12 assets and 2 locations below it", null when it can. */
export function locationInUseReason(name: string, assets: number, locations: number): string | null {
  const parts = [
    ...(assets > 0 ? [plural(assets, 'asset', 'assets')] : []),
    ...(locations > 0 ? [plural(locations, 'location', 'locations')] : []),
  ];
  if (parts.length === 0) return null;
  return `${name} has ${parts.join(' and ')} below it`;
}

/** A code for a location made from its name ("Line 3" → "LINE-3"), for locations a CSV import creates. */
export function locationCodeFromName(name: string): string {
  const code = name
    .toUpperCase()
    .replace(/[^A-Z0-9._/]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LOCATION_CODE_MAX_LENGTH);
  return code || 'LOC';
}

/**
 * The tree depth-first, each parent before its children, siblings by position then name: the order the
 * location list answers in, so a screen can indent it as it comes.
 */
export function depthFirst<T extends TreeNode & { name: string; position: number }>(
  nodes: readonly T[],
): T[] {
  const children = new Map<string | null, T[]>();
  const ids = new Set(nodes.map((node) => node.id));
  for (const node of nodes) {
    const parent = node.parent_id && ids.has(node.parent_id) ? node.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  for (const list of children.values()) {
    list.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'en-GB'));
  }
  const ordered: T[] = [];
  const visit = (parent: string | null) => {
    for (const node of children.get(parent) ?? []) {
      if (ordered.includes(node)) continue;
      ordered.push(node);
      visit(node.id);
    }
  };
  visit(null);
  return ordered;
}
