import { type CancelBreakdownInput, cancelFields } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { loadBreakdown, lockExistingBreakdown, writeBreakdownChange } from './breakdown-guards';

/** Cancels a breakdown from any status before completed; the end time is recorded (spec §4). */
export async function cancelBreakdown(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  input: CancelBreakdownInput,
) {
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingBreakdown(tx, id, 'cancel', scope);
    const now = ctx.now();
    const changes = { ...cancelFields(current, now), updated_at: now.toISOString() };
    await writeBreakdownChange(tx, actor, id, {
      action: 'breakdown.cancelled',
      before: { status: current.status, breakdown_end_time: current.breakdown_end_time },
      changes,
      after: { ...changes, reason: input.reason },
    });
  });
  return loadBreakdown(ctx.db, id, scope);
}
