import { type budgetExpenseUpdateSchema, ERRORS } from '@plantwise/domain';
import type { z } from 'zod';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError, assetNotFound } from '../../platform/errors';
import { referencesExist } from './expenses.queries';
import { assertKnownSites } from './save-budget-lines';

export type ExpenseChanges = z.output<typeof budgetExpenseUpdateSchema>;

/** Refuses an expense whose site, asset or work order does not exist, naming the field. */
export async function assertExpenseReferences(ctx: AppContext, scope: SiteScope, input: ExpenseChanges) {
  await assertKnownSites(ctx, scope, [{ site: input.site, path: 'site' }]);
  const found = await referencesExist(ctx.db, scope, input);
  if (!found.asset && input.asset_id) throw assetNotFound(input.asset_id, 'asset_id');
  if (!found.work_order) {
    const { message } = ERRORS.expenseWorkOrderNotFound;
    throw new AppError(ERRORS.expenseWorkOrderNotFound, {
      message: `work_order_id: ${message}`,
      details: [{ path: 'work_order_id', message }],
    });
  }
}
