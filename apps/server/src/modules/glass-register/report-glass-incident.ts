import { type CreateGlassIncidentBody, displayName, ERRORS, type GlassIncident } from '@plantwise/domain';
import { locationWithinScope } from '../../db/site-scope';
import { type Actor, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { findGlassItem, locationPath } from './glass-register.queries';
import { presentGlassIncident } from './present-glass';
import { raiseBreakage } from './raise-breakage';

/**
 * POST /api/glass-incidents: a breakage reported by hand, at a location the caller may see, of a register item
 * there or of something not in the register (item_id null).
 */
export async function reportGlassIncident(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  body: CreateGlassIncidentBody,
): Promise<GlassIncident> {
  const at = ctx.now().toISOString();
  return auditedTransaction(ctx.db, async (tx) => {
    if (!(await locationWithinScope(tx, auth.siteIds, body.location_id)))
      throw fieldError(ERRORS.locationNotFound, 'location_id', { params: { id: body.location_id } });
    const item = body.item_id ? await findGlassItem(tx, auth.siteIds, body.item_id) : null;
    if (body.item_id && !item) throw new AppError(ERRORS.glassItemNotFound);
    if (item && item.location_id !== body.location_id)
      throw fieldError(ERRORS.validationFailed, 'location_id', {
        message: 'The item is registered at another location: choose its location',
      });
    const row = await raiseBreakage(tx, actor, {
      item_id: item?.id ?? null,
      location_id: body.location_id,
      check_id: null,
      description: body.description,
      product_at_risk: body.product_at_risk,
      quarantine: body.quarantine,
      clean_down_done: body.clean_down_done,
      raised_at: at,
      raised_by: auth.user.id,
      raised_by_name: displayName(auth.profile),
    });
    return presentGlassIncident(row, await locationPath(tx, row.location_id), item?.description ?? null);
  });
}
