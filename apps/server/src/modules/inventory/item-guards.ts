import { ERRORS, type InventoryItem } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findLiveAssetIds } from '../../db/shared-queries';
import type { SiteScope } from '../../db/site-scope';
import { AppError, fieldError } from '../../platform/errors';
import { assetIdsInScope, findItem, lockItems } from './inventory.queries';

export async function loadItem(db: DbOrTx, id: string): Promise<InventoryItem> {
  const item = await findItem(db, id);
  if (!item) throw new AppError(ERRORS.inventoryItemNotFound, { params: { id } });
  return item;
}

export async function lockLiveItem(tx: DbOrTx, id: string): Promise<InventoryItem> {
  const [item] = await lockItems(tx, [id]);
  if (!item || item.archived_at) throw new AppError(ERRORS.inventoryItemNotFound, { params: { id } });
  return item;
}

/** Every linked asset must exist (and not be archived) at the caller's sites (another site's: not found). */
export async function assertAssetsExist(db: DbOrTx, ids: readonly string[], scope: SiteScope) {
  const live = await findLiveAssetIds(db, ids);
  const reachable = await assetIdsInScope(db, scope, [...live]);
  const missing = ids.filter((id) => !live.has(id) || !reachable.has(id));
  if (missing.length > 0) {
    const message = `Linked asset${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}`;
    throw fieldError(ERRORS.linkedAssetsNotFound, 'linked_asset_ids', { message });
  }
}

/** The unique index on lower(item_id) decides between two people adding the same code. */
export function duplicateCodeError(error: unknown, itemId: string | undefined) {
  if (itemId !== undefined && isUniqueViolation(error)) {
    return fieldError(ERRORS.itemIdTaken, 'item_id', { params: { id: itemId } });
  }
  return error;
}
