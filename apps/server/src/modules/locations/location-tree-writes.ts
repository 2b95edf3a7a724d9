import { randomUUID } from 'node:crypto';
import {
  assetLocationTexts,
  ERRORS,
  type LocationKind,
  type LocationPathItem,
  locationCodeFromName,
  locationKindAtDepth,
  locationNameKey,
  locationPathOf,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../platform/auth/site-scope';
import { AppError, fieldError } from '../../platform/errors';
import {
  findLocationRow,
  findSiblingClash,
  insertLocationRow,
  type LocationRow,
  nextSiblingPosition,
  selectLocationRows,
  writeAssetLocationTexts,
  writeLocationPaths,
} from './locations.queries';

/** Whether a location lies within the scope: it is one of the scope's locations or below one. */
export function locationRowInScope(row: Pick<LocationRow, 'ancestor_ids'>, scope: SiteScope): boolean {
  return scope === null || row.ancestor_ids.some((id) => scope.includes(id));
}

/**
 * The location, or the catalogue's 404 (naming the field when the id came in a body); a location outside the
 * caller's sites (`scope`) is not found either (docs/decisions/site-access.md).
 */
export async function requireLocation(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean; field?: string; scope?: SiteScope } = {},
): Promise<LocationRow> {
  const row = await findLocationRow(db, id, options);
  if (row && locationRowInScope(row, options.scope ?? null)) return row;
  throw options.field
    ? fieldError(ERRORS.locationNotFound, options.field, { params: { id } })
    : new AppError(ERRORS.locationNotFound, { params: { id } });
}

/** Refuses a name or code that a sibling already uses (they are unique among siblings). */
export async function assertSiblingsFree(
  db: DbOrTx,
  parentId: string | null,
  wanted: { name?: string; code?: string },
  exceptId?: string,
): Promise<void> {
  const clash = await findSiblingClash(db, parentId, wanted, exceptId);
  if (clash.name) throw fieldError(ERRORS.locationNameTaken, 'name', { params: { name: wanted.name ?? '' } });
  if (clash.code) throw fieldError(ERRORS.locationCodeTaken, 'code', { params: { code: wanted.code ?? '' } });
}

/**
 * After a location was renamed or moved: the stored paths of it and everything below it, and the `site`
 * and `location` texts of their assets, follow in the same transaction (docs/decisions/locations.md).
 * Returns how many assets' texts changed.
 */
export async function rewriteSubtree(tx: DbOrTx, id: string): Promise<number> {
  const rows = await selectLocationRows(tx);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const below = rows.filter((row) => row.ancestor_ids.includes(id) || row.id === id);
  const paths = below.map((row) => ({ id: row.id, path: locationPathOf(byId, row.id) }));
  await writeLocationPaths(tx, paths);
  return writeAssetLocationTexts(
    tx,
    paths.map(({ id: location_id, path }) => ({ location_id, ...assetLocationTexts(path) })),
  );
}

/** Where an asset is: the location's id, its path and the texts the asset's old fields carry. */
export interface AssetPlace {
  location_id: string;
  location_path: LocationPathItem[];
  site: string | null;
  location: string | null;
}

/** The place of an asset at a known location (404 for an unknown one, naming the body's field). */
export async function placeAtLocation(db: DbOrTx, id: string): Promise<AssetPlace> {
  const row = await requireLocation(db, id, { field: 'location_id' });
  return { location_id: row.id, location_path: row.path, ...assetLocationTexts(row.path) };
}

/** One step of a path to place an asset at: its name, and the kind and code it gets if it is created. */
export interface LocationStep {
  name: string;
  kind?: LocationKind;
  code?: string;
}

/**
 * The place a path of names stands for ("Leeds › Packing › Line 3"), creating the locations that do not
 * exist yet with the kind of their depth and a code made from their name. Returns the place and the
 * locations it created (for the audit and an import's report).
 */
export async function placeAtNames(
  tx: DbOrTx,
  names: readonly (string | LocationStep)[],
  now: string,
): Promise<{ place: AssetPlace; created: LocationRow[] }> {
  const rows = await selectLocationRows(tx);
  const created: LocationRow[] = [];
  let parent = null as LocationRow | null;
  for (const [depth, step] of names.entries()) {
    const { name, kind, code } = typeof step === 'string' ? { name: step } : step;
    const parentId: string | null = parent?.id ?? null;
    let node: LocationRow | undefined = rows.find(
      (row) => row.parent_id === parentId && locationNameKey(row.name) === locationNameKey(name),
    );
    if (!node) {
      const id = randomUUID();
      const siblings = rows.filter((row) => row.parent_id === parentId);
      node = await insertLocationRow(
        tx,
        {
          id,
          parent_id: parentId,
          kind: kind ?? locationKindAtDepth(depth),
          code: freeCode(code ?? locationCodeFromName(name), siblings),
          name,
          position: await nextSiblingPosition(tx, parentId),
          path: [...(parent?.path ?? []), { id, name }],
        },
        now,
      );
      rows.push(node);
      created.push(node);
    }
    parent = node;
  }
  if (!parent) throw new Error('placeAtNames needs at least one name');
  return {
    place: { location_id: parent.id, location_path: parent.path, ...assetLocationTexts(parent.path) },
    created,
  };
}

/** The code, or the code with "-2", "-3" … when a sibling has it already. */
function freeCode(code: string, siblings: readonly LocationRow[]): string {
  const taken = new Set(siblings.map((row) => row.code.toLowerCase()));
  let candidate = code;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${code}-${n}`;
  return candidate;
}

/** How many locations placing assets at these paths of names would create (an import's preview). */
export async function countMissingLocations(
  db: DbOrTx,
  paths: readonly (readonly string[])[],
): Promise<number> {
  const rows = await selectLocationRows(db);
  const keyOf = (parentId: string | null, name: string) => `${parentId ?? ''}/${locationNameKey(name)}`;
  const byKey = new Map(rows.map((row) => [keyOf(row.parent_id, row.name), row.id]));
  const missing = new Set<string>();
  for (const names of paths) {
    // A missing location's children are missing too; they are told apart by the path of names above them.
    let parent: string | null = null;
    for (const name of names) {
      const key = keyOf(parent, name);
      const id = byKey.get(key);
      if (id) parent = id;
      else {
        missing.add(key);
        parent = `new:${key}`;
      }
    }
  }
  return missing.size;
}
