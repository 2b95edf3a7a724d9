/**
 * The register filtered by a location at scale: 10,000 assets in a 500-location tree (4 sites × 4 areas ×
 * 6 lines × 4 rooms), the register's first page filtered by an area (a mid-level location: everything below
 * it, about 600 assets) and by a line, and the tree itself with its counts. Server-side p95, like the
 * assets bench (docs/decisions/locations.md).
 *
 *   npm run bench:locations -w bench
 *
 * Always on PGlite; with DATABASE_URL or TEST_DATABASE_URL, also on PostgreSQL. Target: first page ≤ 20 ms p95.
 */
import { ASSET_CATEGORIES, ASSET_STATUSES, assetLocationTexts, CRITICALITIES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { assets, locations } from '../apps/server/src/db/schema';
import { CONNECTIONS, inBatches, runListBench, seededRandom } from './list-bench';

const ASSET_COUNT = 10_000;
const TARGET_P95_MS = 20;

interface Node {
  id: string;
  parent_id: string | null;
  kind: 'site' | 'area' | 'line' | 'room';
  code: string;
  name: string;
  position: number;
  path: { id: string; name: string }[];
}

/** A fixed id per node, so the routes can name one before the seed runs. */
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function buildTree(): Node[] {
  const nodes: Node[] = [];
  const add = (parent: Node | null, kind: Node['kind'], name: string, position: number) => {
    const id = idOf(nodes.length + 1);
    const node: Node = {
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

const TREE = buildTree();
const AREA = TREE.find(
  (node) => node.kind === 'area' && node.path[0].name === 'York' && node.name === 'Packing',
);
const LINE = TREE.find(
  (node) => node.kind === 'line' && node.parent_id === AREA?.id && node.name === 'Line 3',
);
if (!AREA || !LINE) throw new Error('the bench tree has no York › Packing › Line 3');

async function seed(database: Database): Promise<void> {
  await inBatches(
    TREE.map((node) => ({ ...node, ancestor_ids: node.path.map((step) => step.id) })),
    (batch) => database.db.insert(locations).values(batch),
  );
  const next = seededRandom();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  // Assets sit in rooms and on lines, a few at an area.
  const places = TREE.filter((node) => node.kind !== 'site');
  const rows = Array.from({ length: ASSET_COUNT }, (_, i) => {
    const place = pick(places);
    return {
      asset_id: `LOC-${String(i + 1).padStart(5, '0')}`,
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

const FIRST_PAGE = `/api/assets?limit=50&location_id=${AREA.id}`;

runListBench({
  noun: 'assets in a 500-location tree',
  count: ASSET_COUNT,
  seed,
  routes: [
    { route: FIRST_PAGE, connections: 1 },
    { route: FIRST_PAGE, connections: CONNECTIONS },
    { route: `/api/assets?limit=50&location_id=${LINE.id}`, connections: CONNECTIONS },
    {
      route: `/api/assets?limit=50&sort=criticality&order=desc&location_id=${AREA.id}`,
      connections: CONNECTIONS,
    },
    { route: '/api/locations', connections: CONNECTIONS },
  ],
  firstPage: FIRST_PAGE,
  title: 'register by location',
  measured: 'first page filtered by an area',
  sharedAnswers: true,
  targetP95Ms: TARGET_P95_MS,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
