/**
 * Global search at scale: seeds 100,000 rows across the four searched types — 10,000
 * assets, 50,000 work orders, 20,000 inventory items, 20,000 maintenance tasks, assigned among 40
 * people — into a fresh database, starts the real server in-process, signs in, and loads
 * GET /api/search with autocannon for a few representative terms: an asset code, a word, a person's
 * name, the suggestion words 'overdue' and 'low stock', a misspelling (the similar-words pass) and a
 * type-filtered search. Reports server-side p50 / p95 / p99 like the list benches (list-bench.ts).
 *
 *   npm run bench:search -w bench
 *
 * Always on PGlite; with DATABASE_URL or TEST_DATABASE_URL set, also on PostgreSQL. Target: a word's
 * search ≤ 50 ms p95 server-side at 10 connections.
 */
import {
  CRITICALITIES,
  PRIORITIES,
  STOCK_STATUSES,
  stockStatus,
  TASK_FREQUENCIES,
  WORK_ORDER_STATUSES,
} from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { assets, inventory_items, maintenance_tasks, work_orders } from '../apps/server/src/db/schema';
import { insertAccount } from '../apps/server/src/modules/auth';
import { CONNECTIONS, runListBench, seededRandom } from './list-bench';

const ASSETS = 10_000;
const WORK_ORDERS = 50_000;
const ITEMS = 20_000;
const TASKS = 20_000;
const PEOPLE = 40;
const TARGET_P95_MS = 50;
const DAY = 86_400_000;

const MACHINES = [
  'Compressor',
  'Conveyor',
  'Filler',
  'Capper',
  'Labeller',
  'Mixer',
  'Oven',
  'Chiller',
  'Pump',
];
const MAKES = ['Atlas Copco', 'Krones', 'Sidel', 'GEA', 'Alfa Laval', 'Bosch', 'Tetra Pak', 'Grundfos'];
const JOBS = [
  'Replace bearings',
  'Realign conveyor',
  'Service gearbox',
  'Replace seals',
  'Inspect wiring',
  'Calibrate sensor',
];
const TASK_TITLES = [
  'Lubricate bearings',
  'Check belt tension',
  'Clean filters',
  'Inspect guards',
  'Gearbox oil change',
];
const PARTS = ['Bearing', 'V-belt', 'Filter', 'Gasket', 'Sensor', 'Seal kit', 'Fuse', 'Contactor', 'Grease'];
const CATEGORIES = ['Bearings', 'Belts', 'Filters', 'Gaskets & seals', 'Sensors', 'Electrical', 'Lubricants'];
const SUPPLIERS = ['Brammer', 'SKF', 'Optibelt', 'Camfil', 'Sick', 'Klüber', 'RS Components', 'Schneider'];
const FIRST = ['Sam', 'Jo', 'Alex', 'Priya', 'Tom', 'Aisha', 'Marek', 'Chloe'];
const LAST = ['Fitter', 'Okafor', 'Nowak', 'Patel', 'Hughes', 'Evans', 'Khan', 'Murphy'];

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 2000) await insert(rows.slice(start, start + 2000));
}

async function seed(database: Database): Promise<void> {
  const next = seededRandom(15);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  const people: string[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const { user } = await insertAccount(database.db, {
      email: `tech-${i}@bench.test`,
      full_name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
      role: 'technician',
      password_hash: null,
      confirmed_at: new Date(now).toISOString(),
    });
    people.push(user.id);
  }

  const assetRows = Array.from({ length: ASSETS }, (_, i) => ({
    asset_id: `CMP-${String(i + 1).padStart(5, '0')}`,
    asset_name: `${pick(MACHINES)} ${Math.floor(next() * 90) + 10}`,
    make: pick(MAKES),
    model_variant: `M${Math.floor(next() * 900) + 100}`,
    location: `Line ${1 + Math.floor(next() * 12)}`,
    criticality: pick(CRITICALITIES),
  }));
  const assetIds: string[] = [];
  await insertInBatches(assetRows, async (batch) => {
    const ids = await database.db.insert(assets).values(batch).returning({ id: assets.id });
    assetIds.push(...ids.map((r) => r.id));
  });

  const workOrderRows = Array.from({ length: WORK_ORDERS }, () => {
    const created = now - Math.floor(next() * 730 * DAY);
    const status = pick(WORK_ORDER_STATUSES);
    return {
      title: `${pick(JOBS)} ${Math.floor(next() * 1000)}`,
      description: next() < 0.5 ? 'Noise reported by the line operator during the night shift' : null,
      asset_id: pick(assetIds),
      assigned_to: next() < 0.7 ? pick(people) : null,
      status,
      priority: pick(PRIORITIES),
      date_created: new Date(created).toISOString(),
      date_scheduled: new Date(created + Math.floor(next() * 30) * DAY).toISOString(),
      date_completed: status === 'completed' ? new Date(created + 2 * DAY).toISOString() : null,
    };
  });
  await insertInBatches(workOrderRows, (batch) => database.db.insert(work_orders).values(batch));

  const itemRows = Array.from({ length: ITEMS }, (_, i) => {
    const min = Math.floor(next() * 20);
    const quantity = next() < 0.05 ? 0 : Math.round(next() * min * 3);
    return {
      item_id: `PRT-${String(i + 1).padStart(6, '0')}`,
      item_name: `${pick(PARTS)} ${Math.floor(next() * 9000) + 1000}`,
      category: pick(CATEGORIES),
      supplier: pick(SUPPLIERS),
      quantity_in_stock: quantity,
      min_stock_level: min,
      status: stockStatus(quantity, min),
    };
  });
  await insertInBatches(itemRows, (batch) => database.db.insert(inventory_items).values(batch));

  const taskRows = Array.from({ length: TASKS }, () => ({
    title: pick(TASK_TITLES),
    asset_id: pick(assetIds),
    assigned_to: next() < 0.6 ? pick(people) : null,
    frequency: pick(TASK_FREQUENCIES.filter((f) => f !== 'custom')),
    next_due_date: new Date(now + Math.floor((next() - 0.1) * 120 * DAY)).toISOString(),
    is_active: next() < 0.95,
  }));
  await insertInBatches(taskRows, (batch) => database.db.insert(maintenance_tasks).values(batch));

  for (const table of ['assets', 'work_orders', 'inventory_items', 'maintenance_tasks', 'profiles'])
    await database.db.execute(sql.raw(`analyze ${table}`));
}

if (STOCK_STATUSES.length !== 4) throw new Error('stock statuses changed: review the bench terms');

const WORD = '/api/search?q=gearbox';
runListBench({
  noun: 'searchable rows',
  count: ASSETS + WORK_ORDERS + ITEMS + TASKS,
  seed,
  title: 'global search',
  measured: "a word's search",
  routes: [
    { route: WORD, connections: 1 },
    { route: WORD, connections: CONNECTIONS },
    { route: '/api/search?q=CMP-04217', connections: CONNECTIONS },
    { route: '/api/search?q=priya%20patel', connections: CONNECTIONS },
    { route: '/api/search?q=overdue', connections: CONNECTIONS },
    { route: '/api/search?q=low%20stock', connections: CONNECTIONS },
    { route: '/api/search?q=gearbx%20oil', connections: CONNECTIONS },
    { route: '/api/search?q=bearing&type=inventory', connections: CONNECTIONS },
  ],
  firstPage: WORD,
  sharedAnswers: true,
  targetP95Ms: TARGET_P95_MS,
  // Search is held to its p95; its throughput is shown without a target.
  minReqPerSec: null,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
