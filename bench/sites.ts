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
import { eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { user_sites, users } from '../apps/server/src/db/schema';
import { CONNECTIONS, runListBench } from './list-bench';
import { seedPlantTree, TREE_ASSET_COUNT, treeNode } from './plant-tree';
import { createBenchAccount } from './support';

const TARGET_P95_MS = 20;
const YORK = treeNode('York');

const seed = (database: Database) => seedPlantTree(database, 'SITE');

/** A second manager, limited to York. */
async function accounts(database: Database): Promise<Record<string, string>> {
  const email = await createBenchAccount(database.db, 'manager', 'York Manager');
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await database.db.insert(user_sites).values({ user_id: user.id, location_id: YORK.id });
  return { 'a manager limited to York': email };
}

const FIRST_PAGE = '/api/assets?limit=50';
const LIMITED = 'a manager limited to York';

runListBench({
  noun: 'assets at 4 sites, unlimited and limited to one site',
  count: TREE_ASSET_COUNT,
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
