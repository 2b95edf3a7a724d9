import { ERRORS, type GlassItem, type UpdateGlassItemBody } from '@plantwise/domain';
import { locationWithinScope } from '../../db/site-scope';
import { type Actor, appendChangeAudit, auditedTransaction, valuesBefore } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { countOpenIncidentsOf, findGlassItem, locationPath, updateGlassItem } from './glass-register.queries';
import { presentGlassItem } from './present-glass';

/** PATCH /api/glass-register/:id: moves or re-rates an item; a removed item is no longer changed. */
export async function editGlassItem(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  body: UpdateGlassItemBody,
): Promise<GlassItem> {
  const at = ctx.now().toISOString();
  return auditedTransaction(ctx.db, async (tx) => {
    const item = await findGlassItem(tx, scope, id, { forUpdate: true });
    if (!item) throw new AppError(ERRORS.glassItemNotFound);
    if (item.archived_at) throw new AppError(ERRORS.glassItemArchived);
    if (body.location_id && !(await locationWithinScope(tx, scope, body.location_id)))
      throw fieldError(ERRORS.locationNotFound, 'location_id', { params: { id: body.location_id } });
    const changes = { ...body, updated_at: at };
    const row = await updateGlassItem(tx, id, changes);
    await appendChangeAudit(
      tx,
      actor,
      { type: 'glass_item', id },
      { action: 'glass_item.updated', before: valuesBefore(item, body), changes },
    );
    const open = await countOpenIncidentsOf(tx, id);
    return presentGlassItem(
      row,
      await locationPath(tx, row.location_id),
      open,
      ctx.now(),
      ctx.config.PLANT_TIME_ZONE,
    );
  });
}
