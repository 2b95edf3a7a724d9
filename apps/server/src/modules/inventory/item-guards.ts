import { duplicateItemIdMessage, type InventoryItem, inventoryItemNotFoundMessage } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findLiveAssetIds } from '../../db/shared-queries';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { findItem, lockItems } from './inventory.queries';

export async function loadItem(db: DbOrTx, id: string): Promise<InventoryItem> {
  const item = await findItem(db, id);
  if (!item) throw new NotFoundError(inventoryItemNotFoundMessage(id), 'inventory_item_not_found');
  return item;
}

export async function lockLiveItem(tx: DbOrTx, id: string): Promise<InventoryItem> {
  const [item] = await lockItems(tx, [id]);
  if (!item || item.archived_at)
    throw new NotFoundError(inventoryItemNotFoundMessage(id), 'inventory_item_not_found');
  return item;
}

/** Every linked asset must exist (and not be archived). */
export async function assertAssetsExist(db: DbOrTx, ids: readonly string[]) {
  const live = await findLiveAssetIds(db, ids);
  const missing = ids.filter((id) => !live.has(id));
  if (missing.length > 0) {
    const message = `Linked asset${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}`;
    throw new ValidationError(message, [{ path: 'linked_asset_ids', message }]);
  }
}

/** The unique index on lower(item_id) decides between two people adding the same code. */
export function duplicateCodeError(error: unknown, itemId: string | undefined) {
  if (itemId !== undefined && isUniqueViolation(error)) {
    const message = duplicateItemIdMessage(itemId);
    return new ConflictError(message, 'item_id_taken', [{ path: 'item_id', message }]);
  }
  return error;
}
