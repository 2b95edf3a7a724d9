import type { BudgetExpense, budgetExpenseInputSchema } from '@plantwise/domain';
import type { z } from 'zod';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { assertExpenseReferences } from './expense-references';
import { findExpense, insertExpense } from './expenses.queries';

/** POST /api/budget/expenses: an invoice that is not a work order, audited. */
export async function createExpense(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  input: z.output<typeof budgetExpenseInputSchema>,
): Promise<BudgetExpense> {
  await assertExpenseReferences(ctx, scope, input);
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
  return (await findExpense(ctx.db, id, null)) as BudgetExpense;
}
