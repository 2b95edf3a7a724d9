import { type AdjustBody, clampedRemoveMessage, ERRORS, planAdjustment } from '@plantwise/domain';
import type { Actor } from '../../platform/audit';
import { auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { lockItems, selectMovement } from './inventory.queries';
import { recordStockChange } from './stock-ledger';

/**
 * Adjusts stock (spec §4): add increases; remove decreases but never below 0, and the answer says
 * when a remove was clamped. The item is locked first, so concurrent adjusts each see the last
 * committed quantity; the change, its ledger row, audit and notification commit together.
 */
export async function adjustStock(ctx: AppContext, actor: Actor, id: string, body: AdjustBody) {
  return auditedTransaction(ctx.db, async (tx) => {
    const [item] = await lockItems(tx, [id]);
    if (!item) throw new AppError(ERRORS.inventoryItemNotFound, { params: { id } });
    if (item.archived_at)
      throw new AppError(ERRORS.inventoryItemArchived, {
        params: { item_name: item.item_name, item_id: item.item_id },
      });
    const plan = planAdjustment(item.quantity_in_stock, item.min_stock_level, body.quantity, body.mode);
    const reason = body.reason ?? (body.mode === 'add' ? 'Stock added' : null);
    const { item: updated, movement } = await recordStockChange(tx, actor, {
      item,
      quantity_after: plan.quantity_after,
      reason,
      action: 'inventory.adjusted',
      at: ctx.now().toISOString(),
    });
    return {
      item: updated,
      movement: await selectMovement(tx, movement.id),
      clamped: plan.clamped,
      message: plan.clamped ? clampedRemoveMessage(body.quantity, item.quantity_in_stock, item.unit) : null,
    };
  });
}
