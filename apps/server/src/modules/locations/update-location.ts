import {
  ERRORS,
  type Location,
  type LocationUpdateBody,
  locationKindProblem,
  parentMap,
  wouldMakeCycle,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { getLocation } from './get-location';
import { assertSiblingsFree, requireLocation, rewriteSubtree } from './location-tree-writes';
import { selectLocationRows, updateLocationRow } from './locations.queries';

const FIELDS = ['parent_id', 'kind', 'code', 'name', 'position'] as const;

/**
 * Renames, recodes, changes the kind of, reorders or moves a location (with everything below it). A rename
 * or a move rewrites the stored paths below it and its assets' site and location texts in the same
 * transaction (docs/decisions/locations.md).
 */
export async function updateLocation(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  body: LocationUpdateBody,
): Promise<Location> {
  return auditedTransaction(ctx.db, async (tx) => {
    // Another site's location is not found; a limited caller moves locations only within their sites and
    // cannot make one a site (docs/decisions/site-access.md).
    const current = await requireLocation(tx, id, { forUpdate: true, scope });
    const next = { ...current, ...body };
    const moved = next.parent_id !== current.parent_id;
    if (scope !== null && moved && next.parent_id === null) throw new AppError(ERRORS.siteNeedsEverySite);
    if (moved && next.parent_id) {
      await requireLocation(tx, next.parent_id, { field: 'parent_id', scope });
      if (wouldMakeCycle(parentMap(await selectLocationRows(tx)), id, next.parent_id)) {
        throw fieldError(ERRORS.locationCycle, 'parent_id');
      }
    }
    const kindProblem = locationKindProblem(next.kind, next.parent_id);
    if (kindProblem) {
      throw new AppError(ERRORS.locationKind, {
        params: { reason: kindProblem },
        details: [{ path: body.kind ? 'kind' : 'parent_id', message: kindProblem }],
      });
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of FIELDS) {
      if (next[field] === current[field]) continue;
      before[field] = current[field];
      after[field] = next[field];
    }
    if (Object.keys(after).length === 0) return getLocation(tx, id);
    const renamed = next.name !== current.name;
    if (moved || renamed || next.code !== current.code) {
      await assertSiblingsFree(
        tx,
        next.parent_id,
        {
          name: moved || renamed ? next.name : undefined,
          code: moved || next.code !== current.code ? next.code : undefined,
        },
        id,
      );
    }
    await updateLocationRow(tx, id, after, ctx.now().toISOString());
    const assetsRetexted = moved || renamed ? await rewriteSubtree(tx, id) : 0;
    await appendAudit(tx, actor, {
      action: moved ? 'location.moved' : 'location.updated',
      entity_type: 'location',
      entity_id: id,
      before,
      after: assetsRetexted > 0 ? { ...after, assets_retexted: assetsRetexted } : after,
    });
    return getLocation(tx, id);
  });
}
