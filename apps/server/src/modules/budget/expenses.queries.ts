import type { BudgetExpense, BudgetExpenseListQuery } from '@plantwise/domain';
import { and, count, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assetInScope, type SiteScope, workInScope } from '../../db/site-scope';
import { assets, budget_expenses, profiles, toIsoTimestamp } from '../../db/schema';
import { expenseAt, expenseInScope, type SpendWhere } from './budget.queries';

export type ExpenseRow = typeof budget_expenses.$inferSelect;
export type NewExpense = typeof budget_expenses.$inferInsert;

const listColumns = {
  ...getTableColumns(budget_expenses),
  asset_name: assets.asset_name,
  entered_by_name: profiles.full_name,
};

function toExpense(
  row: ExpenseRow & { asset_name: string | null; entered_by_name: string | null },
): BudgetExpense {
  return {
    id: row.id,
    date: row.date,
    site: row.site,
    category: row.category,
    amount: row.amount,
    supplier: row.supplier,
    reference: row.reference,
    asset_id: row.asset_id,
    asset_name: row.asset_name,
    work_order_id: row.work_order_id,
    notes: row.notes,
    entered_by_name: row.entered_by_name,
    created_at: toIsoTimestamp(row.created_at),
  };
}

function selectExpenses(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(budget_expenses)
    .leftJoin(assets, eq(assets.id, budget_expenses.asset_id))
    .leftJoin(profiles, eq(profiles.id, budget_expenses.created_by));
}

/** A page of expense entries of a year (or month), newest first. */
export async function listExpenses(db: DbOrTx, query: BudgetExpenseListQuery, at: SpendWhere) {
  const from = `${query.year}-${String(query.month ?? 1).padStart(2, '0')}-01`;
  const to = query.month
    ? query.month === 12
      ? `${query.year + 1}-01-01`
      : `${query.year}-${String(query.month + 1).padStart(2, '0')}-01`
    : `${query.year + 1}-01-01`;
  const filters: SQL[] = [gte(budget_expenses.date, from), lt(budget_expenses.date, to)];
  const site = sql`${budget_expenses.site}`;
  const assetId = sql`${budget_expenses.asset_id}`;
  if (at.location) filters.push(expenseAt(at, site, assetId));
  else {
    filters.push(expenseInScope(at.scope, site, assetId));
    if (query.site) filters.push(eq(budget_expenses.site, query.site));
  }
  if (query.category) filters.push(eq(budget_expenses.category, query.category));
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    selectExpenses(db)
      .where(where)
      .orderBy(desc(budget_expenses.date), desc(budget_expenses.created_at), desc(budget_expenses.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(budget_expenses).where(where),
  ]);
  return { data: rows.map(toExpense), total };
}

/** An expense, or null when it does not exist or lies outside the caller's sites (404). */
export async function findExpense(db: DbOrTx, id: string, scope: SiteScope): Promise<BudgetExpense | null> {
  const [row] = await selectExpenses(db).where(
    and(
      eq(budget_expenses.id, id),
      expenseInScope(scope, sql`${budget_expenses.site}`, sql`${budget_expenses.asset_id}`),
    ),
  );
  return row ? toExpense(row) : null;
}

export async function insertExpense(tx: DbOrTx, values: NewExpense): Promise<string> {
  const [row] = await tx.insert(budget_expenses).values(values).returning({ id: budget_expenses.id });
  return row.id;
}

export async function updateExpense(tx: DbOrTx, id: string, changes: Partial<NewExpense>) {
  await tx.update(budget_expenses).set(changes).where(eq(budget_expenses.id, id));
}

/** Whether this statement deleted the row: of deletes racing for one row, only one did. */
export async function deleteExpense(tx: DbOrTx, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(budget_expenses)
    .where(eq(budget_expenses.id, id))
    .returning({ id: budget_expenses.id });
  return deleted.length > 0;
}

/** Whether the referenced asset and work order exist (an expense may point at either). */
export async function referencesExist(
  db: DbOrTx,
  scope: SiteScope,
  ids: { asset_id?: string | null; work_order_id?: string | null },
) {
  // Another site's asset or work order does not exist for a person limited to sites.
  const result = (await db.execute(sql`
    select
      (${ids.asset_id ?? null}::uuid is null or exists (select 1 from assets ref_a where ref_a.id = ${ids.asset_id ?? null}::uuid
        and ${assetInScope(scope, sql`ref_a.id`)})) as asset,
      (${ids.work_order_id ?? null}::uuid is null
        or exists (select 1 from work_orders ref_w where ref_w.id = ${ids.work_order_id ?? null}::uuid
        and ${workInScope(scope, sql`ref_w.asset_id`)})) as work_order`)) as unknown as {
    rows: Array<{ asset: boolean; work_order: boolean }>;
  };
  return result.rows[0];
}
