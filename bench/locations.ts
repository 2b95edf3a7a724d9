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
import type { Database } from '../apps/server/src/db/client';
import { CONNECTIONS, runListBench } from './list-bench';
import { seedPlantTree, TREE_ASSET_COUNT, treeNode } from './plant-tree';

const TARGET_P95_MS = 20;
const AREA = treeNode('York', 'Packing');
const LINE = treeNode('York', 'Packing', 'Line 3');

const seed = (database: Database) => seedPlantTree(database, 'LOC');

const FIRST_PAGE = `/api/assets?limit=50&location_id=${AREA.id}`;

runListBench({
  noun: 'assets in a 500-location tree',
  count: TREE_ASSET_COUNT,
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
