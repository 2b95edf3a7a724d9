/**
 * Budget at scale: seeds two years of a plant with 500 assets on 5 sites — 100,000 work
 * orders (a third completed, with labour at the rate of the day), 20,000 parts consumed by work
 * orders, 5,000 invoices, a plan per site × category × month and 200 open breakdowns — into a fresh
 * database, starts the real server in-process, and measures GET /api/budget for this year (all sites,
 * and one site): every figure of the screen in one answer, summed in the database.
 *
 *   npm run bench:budget -w bench
 *
 * Always on PGlite; with DATABASE_URL or TEST_DATABASE_URL (postgres://…) also on PostgreSQL.
 * Target: ≤ 300 ms p95 server-side at 10 connections (a screen a manager opens, not a list page).
 */
import { BUDGET_CATEGORIES, EXPENSE_CATEGORIES, WORK_ORDER_STATUSES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import {
  asset_breakdowns,
  assets,
  budget_expenses,
  budget_lines,
  inventory_items,
  stock_movements,
  work_orders,
} from '../apps/server/src/db/schema';
import { CONNECTIONS, inBatches, runListBench, seededRandom } from './list-bench';

const WORK_ORDER_COUNT = Number(process.env.BENCH_WORK_ORDERS ?? 100_000);
const ASSET_COUNT = 500;
const SITES = ['Site 1', 'Site 2', 'Site 3', 'Site 4', 'Site 5'];
const DAY = 86_400_000;
const YEAR = new Date().getUTCFullYear();

async function seed(database: Database): Promise<void> {
  const { db } = database;
  const next = seededRandom(16);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  const assetIds = (
    await db
      .insert(assets)
      .values(
        Array.from({ length: ASSET_COUNT }, (_, i) => ({
          asset_id: `BUD-${String(i + 1).padStart(4, '0')}`,
          asset_name: `Budget asset ${i + 1}`,
          site: SITES[i % SITES.length],
        })),
      )
      .returning({ id: assets.id })
  ).map((a) => a.id);

  const orders = Array.from({ length: WORK_ORDER_COUNT }, () => {
    const created = now - Math.floor(next() * 730 * DAY);
    const status = pick(WORK_ORDER_STATUSES);
    const hours = 1 + Math.floor(next() * 6);
    const rate = created < now - 365 * DAY ? 32 : 35;
    return {
      title: 'Service',
      asset_id: pick(assetIds),
      status,
      date_created: new Date(created).toISOString(),
      date_completed: status === 'completed' ? new Date(created + 2 * DAY).toISOString() : null,
      actual_duration: status === 'completed' ? hours : null,
      labour_rate: status === 'completed' ? rate : null,
      labour_cost: status === 'completed' ? hours * rate : null,
    };
  });
  const orderIds: string[] = [];
  await inBatches(orders, async (batch) => {
    const ids = await db.insert(work_orders).values(batch).returning({ id: work_orders.id });
    orderIds.push(...ids.map((r) => r.id));
  });

  const [item] = await db
    .insert(inventory_items)
    .values({ item_id: 'BUD-SEAL', item_name: 'Seal', quantity_in_stock: 0, status: 'out-of-stock' })
    .returning({ id: inventory_items.id });
  const movements = Array.from({ length: 20_000 }, () => ({
    inventory_item_id: item.id,
    delta: -1,
    quantity_after: 0,
    work_order_id: pick(orderIds),
    unit_cost: 5 + Math.floor(next() * 50),
    created_at: new Date(now - Math.floor(next() * 730 * DAY)).toISOString(),
  }));
  await inBatches(movements, (batch) => db.insert(stock_movements).values(batch));

  const expenses = Array.from({ length: 5_000 }, () => ({
    date: new Date(now - Math.floor(next() * 730 * DAY)).toISOString().slice(0, 10),
    site: pick(SITES),
    category: pick(EXPENSE_CATEGORIES),
    amount: 50 + Math.floor(next() * 5000),
    supplier: 'Bench supplier',
    asset_id: next() < 0.5 ? pick(assetIds) : null,
  }));
  await inBatches(expenses, (batch) => db.insert(budget_expenses).values(batch));

  const lines = [YEAR - 1, YEAR].flatMap((year) =>
    SITES.flatMap((site) =>
      BUDGET_CATEGORIES.flatMap((category) =>
        Array.from({ length: 12 }, (_, m) => ({ year, month: m + 1, site, category, amount: 1000 + m * 10 })),
      ),
    ),
  );
  await db.insert(budget_lines).values(lines);

  await db.insert(asset_breakdowns).values(
    Array.from({ length: 200 }, () => ({
      asset_id: pick(assetIds),
      title: 'Stopped',
      status: 'reported' as const,
      estimated_cost: 100 + Math.floor(next() * 2000),
      breakdown_start_time: new Date(now - Math.floor(next() * 200 * DAY)).toISOString(),
    })),
  );
  for (const table of ['work_orders', 'stock_movements', 'budget_expenses', 'budget_lines', 'assets']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
}

runListBench({
  noun: 'work orders (with parts, invoices and plan)',
  count: WORK_ORDER_COUNT,
  seed,
  routes: [
    { route: `/api/budget?year=${YEAR}`, connections: 1 },
    { route: `/api/budget?year=${YEAR}`, connections: CONNECTIONS },
    { route: `/api/budget?year=${YEAR}&site=Site%202`, connections: CONNECTIONS },
    { route: `/api/budget/expenses?year=${YEAR}&limit=50`, connections: CONNECTIONS },
  ],
  firstPage: `/api/budget?year=${YEAR}`,
  targetP95Ms: 300,
  title: 'budget',
  measured: 'year of all sites',
  minReqPerSec: 20,
  sharedAnswers: true,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
