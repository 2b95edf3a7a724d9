import {
  crossesIntoLowStock,
  type InventoryItem,
  lowStockNotificationText,
  roundQuantity,
  stockStatus,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { type Actor, appendAudit } from '../../platform/audit';
import { queueNotificationForSubscribers } from '../notifications';
import { enqueueWebhookEvent } from '../webhooks';
import { insertMovements, setItemStock } from './inventory.queries';

export interface StockChange {
  item: InventoryItem;
  quantity_after: number;
  reason: string | null;
  work_order_id?: string | null;
  /** Audit action, e.g. 'inventory.adjusted'. */
  action: string;
  at: string;
}

/**
 * Writes one change of stock on a locked item, in the caller's transaction: the item's quantity and
 * recomputed status (spec §4), one ledger row with the unit cost of the moment, an audit row, and one
 * low_stock notification when the change crosses into a worse stock status.
 */
export async function recordStockChange(tx: DbOrTx, actor: Actor, change: StockChange) {
  const { item, at } = change;
  const quantityAfter = roundQuantity(change.quantity_after);
  const status = stockStatus(quantityAfter, item.min_stock_level);
  const updated = await setItemStock(tx, item.id, {
    quantity_in_stock: quantityAfter,
    status,
    updated_at: at,
  });
  const [movement] = await insertMovements(tx, [
    {
      inventory_item_id: item.id,
      delta: roundQuantity(quantityAfter - item.quantity_in_stock),
      quantity_after: quantityAfter,
      reason: change.reason,
      work_order_id: change.work_order_id ?? null,
      unit_cost: item.unit_cost,
      user_id: actor.id,
      created_at: at,
    },
  ]);
  await appendAudit(tx, actor, {
    action: change.action,
    entity_type: 'inventory_item',
    entity_id: item.id,
    occurred_at: at,
    before: { quantity_in_stock: item.quantity_in_stock, status: item.status },
    after: {
      quantity_in_stock: quantityAfter,
      status,
      reason: change.reason,
      work_order_id: change.work_order_id ?? null,
    },
  });
  await notifyLowStockCrossing(tx, item, updated);
  return { item: updated, movement };
}

/** Queues one low_stock notification when a change moves the item into a worse status. */
export async function notifyLowStockCrossing(tx: DbOrTx, before: InventoryItem, after: InventoryItem) {
  if (after.archived_at || !crossesIntoLowStock(before.status, after.status)) return 0;
  const text = lowStockNotificationText(after, after.quantity_in_stock, after.status);
  await enqueueWebhookEvent(tx, 'stock.low', {
    inventory_item_id: after.id,
    item_id: after.item_id,
    item_name: after.item_name,
    status: after.status,
    previous_status: before.status,
    quantity_in_stock: after.quantity_in_stock,
    min_stock_level: after.min_stock_level,
  });
  return queueNotificationForSubscribers(
    tx,
    {
      notification_type: 'low_stock',
      ...text,
      metadata: {
        inventory_item_id: after.id,
        item_id: after.item_id,
        status: after.status,
        quantity_in_stock: after.quantity_in_stock,
      },
    },
    { defaultRoles: ['manager', 'admin'] },
  );
}
