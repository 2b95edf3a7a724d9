import { ERRORS } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { deleteExpense, findExpense } from './expenses.queries';

/** DELETE /api/budget/expenses/:id: an entry typed in error; the audit log keeps what it was. */
export async function removeExpense(ctx: AppContext, scope: SiteScope, actor: Actor, id: string) {
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const before = await findExpense(tx, id, scope);
    // Audited only by the request whose delete removed the row; the others answer 404.
    if (!before || !(await deleteExpense(tx, id))) throw new AppError(ERRORS.expenseNotFound);
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
