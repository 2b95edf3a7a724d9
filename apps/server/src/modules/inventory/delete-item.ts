import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { deleteItemRow, hasMovements, updateItem } from './inventory.queries';
import { lockLiveItem } from './item-guards';

/** Deletes an item; one with movements is archived instead, so its ledger stays (like assets). */
export async function deleteItem(ctx: AppContext, actor: Actor, id: string) {
  return auditedTransaction(ctx.db, async (tx) => {
    const item = await lockLiveItem(tx, id);
    const at = ctx.now().toISOString();
    const keep = await hasMovements(tx, id);
    if (keep) await updateItem(tx, id, { archived_at: at, updated_at: at });
    else await deleteItemRow(tx, id);
    await appendAudit(tx, actor, {
      action: keep ? 'inventory.archived' : 'inventory.deleted',
      entity_type: 'inventory_item',
      entity_id: id,
      occurred_at: at,
      before: item,
    });
    return { id, outcome: keep ? ('archived' as const) : ('deleted' as const) };
  });
}
