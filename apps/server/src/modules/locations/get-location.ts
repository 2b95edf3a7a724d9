import type { Location } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { requireLocation } from './location-tree-writes';
import { toLocation } from './locations.presenters';
import { countAssetsBelowEachLocation } from './locations.queries';

/** One location as the API shows it (the answer of a create or an update). */
export async function getLocation(db: DbOrTx, id: string): Promise<Location> {
  const [row, counts] = [await requireLocation(db, id), await countAssetsBelowEachLocation(db)];
  return toLocation(row, counts.get(id) ?? 0);
}
