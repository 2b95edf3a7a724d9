import { type InventoryCreateBody, stockStatus } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { Actor } from '../../platform/audit';
import { appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { insertItem, insertMovements } from './inventory.queries';
import { assertAssetsExist, duplicateCodeError } from './item-guards';

/** Adds an item; an opening quantity is the ledger's first row, so the ledger sums to the stock. */
export async function createItem(ctx: AppContext, scope: SiteScope, actor: Actor, body: InventoryCreateBody) {
  try {
    return await auditedTransaction(ctx.db, async (tx) => {
      await assertAssetsExist(tx, body.linked_asset_ids, scope);
      const at = ctx.now().toISOString();
      const item = await insertItem(tx, {
        ...body,
        status: stockStatus(body.quantity_in_stock, body.min_stock_level),
        created_at: at,
        updated_at: at,
      });
      if (item.quantity_in_stock > 0)
        await insertMovements(tx, [
          {
            inventory_item_id: item.id,
            delta: item.quantity_in_stock,
            quantity_after: item.quantity_in_stock,
            reason: 'Opening stock',
            unit_cost: item.unit_cost,
            user_id: actor.id,
            created_at: at,
          },
        ]);
      await appendAudit(tx, actor, {
        action: 'inventory.created',
        entity_type: 'inventory_item',
        entity_id: item.id,
        occurred_at: at,
        after: item,
      });
      return item;
    });
  } catch (error) {
    throw duplicateCodeError(error, body.item_id);
  }
}
