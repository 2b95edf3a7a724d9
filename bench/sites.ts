/**
 * Site access at scale (docs/decisions/site-access.md): 10,000 assets in a 500-location tree of 4 sites, the
 * register's first page (default order, no filter) for a manager with every site and for a manager limited
 * to one site (about a quarter of the assets), server-side p95 like the other list benches. Site filtering
 * should add at most 10 % to the page's p95: one semi-join on the locations' GIN index, and the total is
 * remembered per scope.
 *
 *   npm run bench:sites -w bench
 *
 * Always on PGlite; with DATABASE_URL or TEST_DATABASE_URL, also on PostgreSQL. Target: first page ≤ 20 ms p95.
 */
import { ASSET_CATEGORIES, ASSET_STATUSES, assetLocationTexts, CRITICALITIES } from '@plantwise/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { assets, locations, user_sites, users } from '../apps/server/src/db/schema';
import { CONNECTIONS, inBatches, runListBench, seededRandom } from './list-bench';
import { createBenchAccount } from './support';

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

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** 4 sites × 4 areas × 6 lines × 4 rooms, as the locations bench. */
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
const YORK = TREE.find((node) => node.kind === 'site' && node.name === 'York');
if (!YORK) throw new Error('the bench tree has no York');

async function seed(database: Database): Promise<void> {
  await inBatches(
    TREE.map((node) => ({ ...node, ancestor_ids: node.path.map((step) => step.id) })),
    (batch) => database.db.insert(locations).values(batch),
  );
  const next = seededRandom();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const places = TREE.filter((node) => node.kind !== 'site');
  const rows = Array.from({ length: ASSET_COUNT }, (_, i) => {
    const place = pick(places);
    return {
      asset_id: `SITE-${String(i + 1).padStart(5, '0')}`,
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

/** A second manager, limited to York. */
async function accounts(database: Database): Promise<Record<string, string>> {
  const email = await createBenchAccount(database.db, 'manager', 'York Manager');
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await database.db.insert(user_sites).values({ user_id: user.id, location_id: YORK!.id });
  return { 'a manager limited to York': email };
}

const FIRST_PAGE = '/api/assets?limit=50';
const LIMITED = 'a manager limited to York';

runListBench({
  noun: 'assets at 4 sites, unlimited and limited to one site',
  count: ASSET_COUNT,
  seed,
  accounts,
  // Separate runs per caller; the `interleaved` run below is the fairer comparison on a busy machine.
  routes: [
    { route: FIRST_PAGE, connections: 1 },
    { route: FIRST_PAGE, connections: 1, as: LIMITED },
    { route: FIRST_PAGE, connections: CONNECTIONS },
    { route: FIRST_PAGE, connections: CONNECTIONS, as: LIMITED },
    { route: '/api/assets?limit=50&sort=criticality&order=desc', connections: CONNECTIONS },
    { route: '/api/assets?limit=50&sort=criticality&order=desc', connections: CONNECTIONS, as: LIMITED },
    { route: '/api/locations', connections: CONNECTIONS },
    { route: '/api/locations', connections: CONNECTIONS, as: LIMITED },
  ],
  interleaved: { route: FIRST_PAGE, rounds: 600 },
  firstPage: FIRST_PAGE,
  title: 'register under site access',
  measured: 'first page, every site',
  targetP95Ms: TARGET_P95_MS,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
