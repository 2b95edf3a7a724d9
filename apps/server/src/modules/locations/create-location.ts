import { randomUUID } from 'node:crypto';
import { ERRORS, type Location, type LocationCreateBody, locationKindProblem } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { getLocation } from './get-location';
import { assertSiblingsFree, requireLocation } from './location-tree-writes';
import { insertLocationRow, nextSiblingPosition } from './locations.queries';

/**
 * Adds a location under its parent (a site at the top); without a position it goes after its siblings. A
 * caller limited to sites adds locations only inside them (another site's parent: 404) and cannot add a site
 * (403: a new site would be outside their own sites; docs/decisions/site-access.md).
 */
export async function createLocation(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  body: LocationCreateBody,
): Promise<Location> {
  if (scope !== null && body.parent_id === null) throw new AppError(ERRORS.siteNeedsEverySite);
  const kindProblem = locationKindProblem(body.kind, body.parent_id);
  if (kindProblem) throw fieldError(ERRORS.locationKind, 'kind', { params: { reason: kindProblem } });
  return auditedTransaction(ctx.db, async (tx) => {
    const parent = body.parent_id
      ? await requireLocation(tx, body.parent_id, { field: 'parent_id', scope })
      : null;
    await assertSiblingsFree(tx, body.parent_id, { name: body.name, code: body.code });
    const id = randomUUID();
    const row = await insertLocationRow(
      tx,
      {
        id,
        parent_id: body.parent_id,
        kind: body.kind,
        code: body.code,
        name: body.name,
        position: body.position ?? (await nextSiblingPosition(tx, body.parent_id)),
        path: [...(parent?.path ?? []), { id, name: body.name }],
      },
      ctx.now().toISOString(),
    );
    await appendAudit(tx, actor, {
      action: 'location.created',
      entity_type: 'location',
      entity_id: row.id,
      after: {
        parent_id: row.parent_id,
        kind: row.kind,
        code: row.code,
        name: row.name,
        position: row.position,
      },
    });
    return getLocation(tx, row.id);
  });
}
