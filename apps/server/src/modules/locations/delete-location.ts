import { ERRORS, type LocationDeleteResponse, locationInUseReason } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requireLocation } from './location-tree-writes';
import { countLocationContents, deleteLocationRow } from './locations.queries';

/** Deletes an empty location; one with assets (archived ones too) or locations inside it is refused. */
export async function deleteLocation(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<LocationDeleteResponse> {
  return auditedTransaction(ctx.db, async (tx) => {
    const row = await requireLocation(tx, id, { forUpdate: true });
    const contents = await countLocationContents(tx, id);
    const reason = locationInUseReason(row.name, contents.assets, contents.locations);
    if (reason) throw new AppError(ERRORS.locationInUse, { params: { reason }, details: contents });
    await deleteLocationRow(tx, id);
    await appendAudit(tx, actor, {
      action: 'location.deleted',
      entity_type: 'location',
      entity_id: id,
      before: { parent_id: row.parent_id, kind: row.kind, code: row.code, name: row.name },
    });
    return { id, deleted: true };
  });
}
