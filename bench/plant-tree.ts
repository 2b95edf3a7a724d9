/**
 * The 500-location tree the location and site benches share (4 sites × 4 areas × 6 lines × 4 rooms), with
 * 10,000 assets spread over its areas, lines and rooms, seeded the same way for both so their figures compare.
 */
import { ASSET_CATEGORIES, ASSET_STATUSES, assetLocationTexts, CRITICALITIES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { assets, locations } from '../apps/server/src/db/schema';
import { inBatches, seededRandom } from './list-bench';

export const TREE_ASSET_COUNT = 10_000;

export interface TreeNode {
  id: string;
  parent_id: string | null;
  kind: 'site' | 'area' | 'line' | 'room';
  code: string;
  name: string;
  position: number;
  path: { id: string; name: string }[];
}

/** A fixed id per node, so a bench can name one in its routes before the seed runs. */
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function buildTree(): TreeNode[] {
  const nodes: TreeNode[] = [];
  const add = (parent: TreeNode | null, kind: TreeNode['kind'], name: string, position: number) => {
    const id = idOf(nodes.length + 1);
    const node: TreeNode = {
      id,
      parent_id: parent?.id ?? null,
      kind,
      code: `${kind.slice(0, 1).toUpperCase()}${position + 1}`,
      name,
      position,
      path: [...(parent?.path ?? []), { id, name }],
    };
    nodes.push(node);
    return node;
  };
  const areas = ['Raw materials', 'High-care', 'Packing', 'Utilities'];
  for (const [s, siteName] of ['Leeds', 'York', 'Hull', 'Bradford'].entries()) {
    const site = add(null, 'site', siteName, s);
    for (const [a, areaName] of areas.entries()) {
      const area = add(site, 'area', areaName, a);
      for (let l = 0; l < 6; l++) {
        const line = add(area, 'line', `Line ${l + 1}`, l);
        for (let r = 0; r < 4; r++) add(line, 'room', `Bay ${r + 1}`, r);
      }
    }
  }
  return nodes;
}

export const TREE = buildTree();

/** The node at a path of names ('York', 'Packing', 'Line 3'); throws when the tree has none. */
export function treeNode(...names: string[]): TreeNode {
  const node = TREE.find(
    (candidate) =>
      candidate.path.length === names.length && candidate.path.every((step, i) => step.name === names[i]),
  );
  if (!node) throw new Error(`the bench tree has no ${names.join(' › ')}`);
  return node;
}

/** The tree and its assets (codes `${prefix}-00001`…), which sit in rooms and on lines, a few at an area. */
export async function seedPlantTree(database: Database, prefix: string): Promise<void> {
  await inBatches(
    TREE.map((node) => ({ ...node, ancestor_ids: node.path.map((step) => step.id) })),
    (batch) => database.db.insert(locations).values(batch),
  );
  const next = seededRandom();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const places = TREE.filter((node) => node.kind !== 'site');
  const rows = Array.from({ length: TREE_ASSET_COUNT }, (_, i) => {
    const place = pick(places);
    return {
      asset_id: `${prefix}-${String(i + 1).padStart(5, '0')}`,
      asset_name: `Asset ${i + 1}`,
      location_id: place.id,
      ...assetLocationTexts(place.path),
      status: pick(ASSET_STATUSES),
      category: pick(ASSET_CATEGORIES),
      criticality: pick(CRITICALITIES),
    };
  });
  await inBatches(rows, (batch) => database.db.insert(assets).values(batch));
  await database.db.execute(sql`analyze assets`);
  await database.db.execute(sql`analyze locations`);
}
