import type { InventoryItem } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../db/site-scope';
import { assetIdsInScope } from './inventory.queries';

/**
 * The stores are shared by every site, but an item's linked assets are shown only where the reader may see
 * them (docs/decisions/site-access.md): another site's assets are left out of its `linked_asset_ids`.
 */
export async function withLinksInScope<T extends Pick<InventoryItem, 'linked_asset_ids'>>(
  db: DbOrTx,
  scope: SiteScope,
  items: T[],
): Promise<T[]> {
  if (scope === null) return items;
  const visible = await assetIdsInScope(db, scope, [...new Set(items.flatMap((i) => i.linked_asset_ids))]);
  return items.map((item) => ({
    ...item,
    linked_asset_ids: item.linked_asset_ids.filter((id) => visible.has(id)),
  }));
}

/** One item with its links kept to the reader's sites. */
export async function withItemLinksInScope<T extends Pick<InventoryItem, 'linked_asset_ids'>>(
  db: DbOrTx,
  scope: SiteScope,
  item: T,
): Promise<T> {
  const [kept] = await withLinksInScope(db, scope, [item]);
  return kept;
}

/**
 * The links an edit by a reader limited to sites saves: the ones they sent, plus the item's links to assets
 * they cannot see (which they were never shown, so leaving them out of the edit does not remove them).
 */
export async function linksAfterEdit(
  db: DbOrTx,
  scope: SiteScope,
  current: readonly string[],
  sent: readonly string[],
): Promise<string[]> {
  if (scope === null) return [...sent];
  const visible = await assetIdsInScope(db, scope, current);
  return [...new Set([...sent, ...current.filter((id) => !visible.has(id))])];
}
