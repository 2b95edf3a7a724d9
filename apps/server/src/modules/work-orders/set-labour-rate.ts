import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { readLabourRate, writeLabourRate } from './work-orders.queries';

/** Sets the labour rate used for the cost of later completions (admins); audited. */
export async function setLabourRate(ctx: AppContext, auth: AuthContext, actor: Actor, rate: number) {
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const before = await readLabourRate(tx);
    await writeLabourRate(tx, rate, auth.user.id, at);
    await appendAudit(tx, actor, {
      action: 'settings.labour_rate_changed',
      entity_type: 'settings',
      occurred_at: at,
      before: { labour_rate: before },
      after: { labour_rate: rate },
    });
  });
  return { labour_rate: rate };
}
