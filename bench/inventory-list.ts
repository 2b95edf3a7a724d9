/**
 * Inventory at scale: seeds 20,000 items into a fresh database, starts the real server
 * in-process, signs in, and loads the stores' first page (GET /api/inventory?limit=50) with
 * autocannon, then with a text search, a status filter sorted by quantity, the food-grade filter,
 * the facets (status tiles) and the low-stock list. Reports server-side p50 / p95 / p99 like the
 * assets bench (list-bench.ts).
 *
 *   npm run bench:inventory -w bench
 *
 * Always on PGlite; with DATABASE_URL or TEST_DATABASE_URL set, also on PostgreSQL. Target: first
 * page ≤ 50 ms p95 server-side.
 */
import { STOCK_STATUSES, stockStatus } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { inventory_items } from '../apps/server/src/db/schema';
import { CONNECTIONS, runListBench, seededRandom } from './list-bench';

const ITEM_COUNT = 20_000;
const TARGET_P95_MS = 20; // the first page of any list, at 10 connections

const PARTS = [
  'Bearing',
  'V-belt',
  'Filter',
  'Gasket',
  'Sensor',
  'Seal kit',
  'Fuse',
  'Contactor',
  'Grease',
  'Oil',
];
const CATEGORIES = ['Bearings', 'Belts', 'Filters', 'Gaskets & seals', 'Sensors', 'Electrical', 'Lubricants'];
const SUPPLIERS = ['Brammer', 'SKF', 'Optibelt', 'Camfil', 'Sick', 'Klüber', 'RS Components', 'Schneider'];

/** A deterministic store: the same 20,000 items on every run, about a fifth below their minimum. */
function seedRows(count: number) {
  const next = seededRandom();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const min = Math.floor(next() * 20);
    const quantity = next() < 0.05 ? 0 : Math.round(next() * min * 3 * 10) / 10;
    return {
      item_id: `PRT-${String(i + 1).padStart(6, '0')}`,
      item_name: `${pick(PARTS)} ${Math.floor(next() * 9000) + 1000}`,
      category: pick(CATEGORIES),
      supplier: pick(SUPPLIERS),
      unit: next() < 0.2 ? 'litre' : 'each',
      unit_cost: Math.round(next() * 50_000) / 100,
      quantity_in_stock: quantity,
      min_stock_level: min,
      reorder_quantity: min * 2,
      location: `Stores / ${String.fromCharCode(65 + Math.floor(next() * 10))}${1 + Math.floor(next() * 20)}`,
      food_grade: next() < 0.3,
      status: stockStatus(quantity, min),
    };
  });
}

async function seed(database: Database): Promise<void> {
  const rows = seedRows(ITEM_COUNT);
  for (let start = 0; start < rows.length; start += 1000) {
    await database.db.insert(inventory_items).values(rows.slice(start, start + 1000));
  }
  await database.db.execute(sql`analyze inventory_items`);
}

if (STOCK_STATUSES.length !== 4) throw new Error('stock statuses changed: review the bench routes');

runListBench({
  noun: 'inventory items',
  count: ITEM_COUNT,
  seed,
  routes: [
    { route: '/api/inventory?limit=50', connections: 1 },
    { route: '/api/inventory?limit=50', connections: CONNECTIONS },
    { route: '/api/inventory?limit=50&q=bearing%20skf', connections: CONNECTIONS },
    {
      route: '/api/inventory?limit=50&status=critical-stock&sort=quantity_in_stock',
      connections: CONNECTIONS,
    },
    { route: '/api/inventory?limit=50&food_grade=true&category=Lubricants', connections: CONNECTIONS },
    { route: '/api/inventory/facets', connections: CONNECTIONS },
    { route: '/api/inventory/low-stock', connections: 1 },
  ],
  firstPage: '/api/inventory?limit=50',
  sharedAnswers: true,
  targetP95Ms: TARGET_P95_MS,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
