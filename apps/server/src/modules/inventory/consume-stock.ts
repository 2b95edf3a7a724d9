import { ERRORS, roundQuantity, shortStockMessage } from '@plantwise/domain';
import type { DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { lockItems } from './inventory.queries';
import { recordStockChange } from './stock-ledger';

export interface ConsumeStockInput {
  work_order_id: string;
  parts: Array<{ inventory_item_id: string; quantity: number }>;
  actor: Actor;
  /** e.g. 'Used on WO-1a2b3c4d' */
  reason: string;
  /** When it happened (the app's clock); now otherwise. */
  at?: string;
}

export interface ConsumedPart {
  inventory_item_id: string;
  item_id: string;
  item_name: string;
  unit: string;
  quantity: number;
  unit_cost: number | null;
  food_grade: boolean;
  quantity_after: number;
}

/**
 * Consumes parts for a work order inside the caller's transaction; refuses (insufficient_stock, 422)
 * when any item is short, archived or unknown, naming the part and the quantity available; never
 * clamps. The items are locked (in id order) before they are read, so concurrent consumers never
 * take the same stock twice. One stock_movements row per part, with the work order and the unit cost
 * of the moment; the status is recomputed and a low-stock crossing queues its notification.
 * The same item listed twice is consumed once, with the quantities added.
 */
export async function consumeStock(tx: Tx | DbOrTx, input: ConsumeStockInput): Promise<ConsumedPart[]> {
  const wanted = new Map<string, number>();
  for (const part of input.parts) {
    if (!Number.isFinite(part.quantity) || part.quantity <= 0)
      throw new AppError(ERRORS.partQuantity, {
        details: [{ path: 'parts_used', message: `Quantity ${part.quantity} is not greater than 0` }],
      });
    wanted.set(
      part.inventory_item_id,
      roundQuantity((wanted.get(part.inventory_item_id) ?? 0) + part.quantity),
    );
  }
  const items = await lockItems(tx, [...wanted.keys()]);
  const byId = new Map(items.map((item) => [item.id, item]));
  const problems: Array<{ inventory_item_id: string; message: string; available?: number }> = [];
  for (const [id, quantity] of wanted) {
    const item = byId.get(id);
    if (!item) problems.push({ inventory_item_id: id, message: `Inventory item ${id} was not found` });
    else if (item.archived_at)
      problems.push({ inventory_item_id: id, message: `${item.item_name} (${item.item_id}) is archived` });
    else if (quantity > item.quantity_in_stock)
      problems.push({
        inventory_item_id: id,
        available: item.quantity_in_stock,
        message: shortStockMessage(item.item_name, item.item_id, quantity, item.quantity_in_stock, item.unit),
      });
  }
  if (problems.length > 0)
    throw new AppError(ERRORS.insufficientStock, {
      message: problems.map((p) => p.message).join('; '),
      details: problems,
    });

  const at = input.at ?? new Date().toISOString();
  const consumed: ConsumedPart[] = [];
  for (const item of items) {
    const quantity = wanted.get(item.id) ?? 0;
    const { item: after } = await recordStockChange(tx, input.actor, {
      item,
      quantity_after: item.quantity_in_stock - quantity,
      reason: input.reason,
      work_order_id: input.work_order_id,
      action: 'inventory.consumed',
      at,
    });
    consumed.push({
      inventory_item_id: item.id,
      item_id: item.item_id,
      item_name: item.item_name,
      unit: item.unit,
      quantity,
      unit_cost: item.unit_cost,
      food_grade: item.food_grade,
      quantity_after: after.quantity_in_stock,
    });
  }
  return consumed;
}
