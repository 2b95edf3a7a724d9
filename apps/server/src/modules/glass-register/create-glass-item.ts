import { type CreateGlassItemBody, ERRORS, type GlassItem } from '@plantwise/domain';
import { locationWithinScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { insertGlassItem, locationPath } from './glass-register.queries';
import { presentGlassItem } from './present-glass';

/** POST /api/glass-register: an item added at a location the caller may see (another site's: 404). */
export async function createGlassItem(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  body: CreateGlassItemBody,
): Promise<GlassItem> {
  const at = ctx.now().toISOString();
  return auditedTransaction(ctx.db, async (tx) => {
    if (!(await locationWithinScope(tx, scope, body.location_id)))
      throw fieldError(ERRORS.locationNotFound, 'location_id', { params: { id: body.location_id } });
    const row = await insertGlassItem(tx, { ...body, created_at: at, updated_at: at });
    await appendAudit(tx, actor, {
      action: 'glass_item.created',
      entity_type: 'glass_item',
      entity_id: row.id,
      occurred_at: at,
      after: body,
    });
    return presentGlassItem(
      row,
      await locationPath(tx, row.location_id),
      0,
      ctx.now(),
      ctx.config.PLANT_TIME_ZONE,
    );
  });
}
