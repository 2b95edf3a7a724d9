import {
  type BudgetExpense,
  type budgetExpenseInputSchema,
  type budgetExpenseUpdateSchema,
  ERRORS,
} from '@plantwise/domain';
import type { z } from 'zod';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, assetNotFound } from '../../platform/errors';
import {
  deleteExpense,
  findExpense,
  insertExpense,
  referencesExist,
  updateExpense,
} from './expenses.queries';
import { assertKnownSites } from './save-budget-lines';

type ExpenseInput = z.output<typeof budgetExpenseInputSchema>;
type ExpenseChanges = z.output<typeof budgetExpenseUpdateSchema>;

async function assertReferences(ctx: AppContext, input: ExpenseChanges) {
  await assertKnownSites(ctx, [{ site: input.site, path: 'site' }]);
  const found = await referencesExist(ctx.db, input);
  if (!found.asset && input.asset_id) throw assetNotFound(input.asset_id, 'asset_id');
  if (!found.work_order) {
    const { message } = ERRORS.expenseWorkOrderNotFound;
    throw new AppError(ERRORS.expenseWorkOrderNotFound, {
      message: `work_order_id: ${message}`,
      details: [{ path: 'work_order_id', message }],
    });
  }
}

const notFound = () => new AppError(ERRORS.expenseNotFound);

/** POST /api/budget/expenses: an invoice that is not a work order, audited. */
export async function createExpense(
  ctx: AppContext,
  actor: Actor,
  input: ExpenseInput,
): Promise<BudgetExpense> {
  await assertReferences(ctx, input);
  const at = ctx.now().toISOString();
  const id = await auditedTransaction(ctx.db, async (tx) => {
    const newId = await insertExpense(tx, { ...input, created_by: actor.id, created_at: at, updated_at: at });
    await appendAudit(tx, actor, {
      action: 'budget.expense_created',
      entity_type: 'budget_expense',
      entity_id: newId,
      occurred_at: at,
      after: input,
    });
    return newId;
  });
  return (await findExpense(ctx.db, id)) as BudgetExpense;
}

/** PATCH /api/budget/expenses/:id. */
export async function editExpense(
  ctx: AppContext,
  actor: Actor,
  id: string,
  changes: ExpenseChanges,
): Promise<BudgetExpense> {
  await assertReferences(ctx, changes);
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const before = await findExpense(tx, id);
    if (!before) throw notFound();
    await updateExpense(tx, id, { ...changes, updated_at: at });
    await appendAudit(tx, actor, {
      action: 'budget.expense_updated',
      entity_type: 'budget_expense',
      entity_id: id,
      occurred_at: at,
      before,
      after: changes,
    });
  });
  return (await findExpense(ctx.db, id)) as BudgetExpense;
}

/** DELETE /api/budget/expenses/:id: an entry typed in error; the audit log keeps what it was. */
export async function removeExpense(ctx: AppContext, actor: Actor, id: string) {
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const before = await findExpense(tx, id);
    // Audited only by the request whose delete removed the row; the others answer 404.
    if (!before || !(await deleteExpense(tx, id))) throw notFound();
    await appendAudit(tx, actor, {
      action: 'budget.expense_deleted',
      entity_type: 'budget_expense',
      entity_id: id,
      occurred_at: at,
      before,
    });
  });
  return { ok: true as const };
}
