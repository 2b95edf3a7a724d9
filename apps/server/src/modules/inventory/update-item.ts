import { type InventoryUpdateBody, stockStatus } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { updateItem as updateItemRow } from './inventory.queries';
import { assertAssetsExist, duplicateCodeError, lockLiveItem } from './item-guards';
import { linksAfterEdit, withItemLinksInScope } from './linked-assets';
import { notifyLowStockCrossing } from './stock-ledger';

/**
 * Edits an item's details. The quantity changes only through adjustments; a new minimum recomputes
 * the status in the same statement, and crossing into low stock that way notifies like an adjust.
 */
export async function updateItem(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  sent: InventoryUpdateBody,
) {
  try {
    return await auditedTransaction(ctx.db, async (tx) => {
      const current = await lockLiveItem(tx, id);
      let body = sent;
      if (sent.linked_asset_ids) {
        const added = sent.linked_asset_ids.filter((a) => !current.linked_asset_ids.includes(a));
        await assertAssetsExist(tx, added, scope);
        // Links to other sites' assets, never shown to a limited reader, stay as they are.
        body = {
          ...sent,
          linked_asset_ids: await linksAfterEdit(tx, scope, current.linked_asset_ids, sent.linked_asset_ids),
        };
      }
      const at = ctx.now().toISOString();
      const minimum = body.min_stock_level ?? current.min_stock_level;
      const updated = await updateItemRow(tx, id, {
        ...body,
        status: stockStatus(current.quantity_in_stock, minimum),
        updated_at: at,
      });
      await appendAudit(tx, actor, {
        action: 'inventory.updated',
        entity_type: 'inventory_item',
        entity_id: id,
        occurred_at: at,
        before: Object.fromEntries(Object.keys(body).map((k) => [k, current[k as keyof typeof current]])),
        after: body,
      });
      await notifyLowStockCrossing(tx, current, updated);
      return withItemLinksInScope(tx, scope, updated);
    });
  } catch (error) {
    throw duplicateCodeError(error, sent.item_id);
  }
}
