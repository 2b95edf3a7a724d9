import {
  ERRORS,
  type LocationDeleteResponse,
  locationInUseReason,
  siteHasPeopleReason,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requireLocation } from './location-tree-writes';
import { countLocationContents, countPeopleLimitedTo, deleteLocationRow } from './locations.queries';

/**
 * Deletes an empty location; one with assets (archived ones too) or locations inside it is refused, and so is
 * a site people are limited to (their access would otherwise widen to every site once it is gone;
 * docs/decisions/site-access.md). Another site's location is not found.
 */
export async function deleteLocation(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
): Promise<LocationDeleteResponse> {
  return auditedTransaction(ctx.db, async (tx) => {
    const row = await requireLocation(tx, id, { forUpdate: true, scope });
    const contents = await countLocationContents(tx, id);
    const reason = locationInUseReason(row.name, contents.assets, contents.locations);
    if (reason) throw new AppError(ERRORS.locationInUse, { params: { reason }, details: contents });
    const people = await countPeopleLimitedTo(tx, id);
    if (people > 0) {
      throw new AppError(ERRORS.siteHasPeople, {
        params: { reason: siteHasPeopleReason(row.name, people) },
        details: { people },
      });
    }
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
