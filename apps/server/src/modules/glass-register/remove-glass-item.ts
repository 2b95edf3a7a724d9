import { ERRORS } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findGlassItem, updateGlassItem } from './glass-register.queries';

/**
 * DELETE /api/glass-register/:id: the item leaves the register (it was replaced or taken out). It is archived,
 * not deleted: its checks and incidents stay evidence for the audit pack.
 */
export async function removeGlassItem(ctx: AppContext, scope: SiteScope, actor: Actor, id: string) {
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const item = await findGlassItem(tx, scope, id, { forUpdate: true });
    if (!item || item.archived_at) throw new AppError(ERRORS.glassItemNotFound);
    await updateGlassItem(tx, id, { archived_at: at, updated_at: at });
    await appendAudit(tx, actor, {
      action: 'glass_item.removed',
      entity_type: 'glass_item',
      entity_id: id,
      occurred_at: at,
      before: { description: item.description, location_id: item.location_id },
    });
  });
  return { ok: true as const };
}
