import { type BudgetExpense, ERRORS } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertExpenseReferences, type ExpenseChanges } from './expense-references';
import { findExpense, updateExpense } from './expenses.queries';

/** PATCH /api/budget/expenses/:id. */
export async function editExpense(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  changes: ExpenseChanges,
): Promise<BudgetExpense> {
  await assertExpenseReferences(ctx, scope, changes);
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    // Another site's expense is not found.
    const before = await findExpense(tx, id, scope);
    if (!before) throw new AppError(ERRORS.expenseNotFound);
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
  return (await findExpense(ctx.db, id, null)) as BudgetExpense;
}
