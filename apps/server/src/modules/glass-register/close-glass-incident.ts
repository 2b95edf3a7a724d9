import {
  type CloseGlassIncidentInput,
  displayName,
  ERRORS,
  type GlassIncident,
  glassIncidentCloseRefusal,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { confirmSignerPassword } from '../records';
import { type GlassClose, glassCloseSeal } from './glass-close-seal';
import {
  closeGlassIncidentRow,
  findGlassIncident,
  findGlassItem,
  type GlassIncidentRow,
  locationPath,
} from './glass-register.queries';
import { presentGlassIncident } from './present-glass';

/**
 * POST /api/glass-incidents/:id/close (BRCGS 4.9.3, docs/decisions/glass-register.md): a quality person, a
 * manager or an admin signs the incident off with their password once the area is cleaned down and
 * inspected. The close is sealed: the SHA-256 of the incident as signed is kept on it and in the audit chain.
 * Refusals are the domain's, checked before the password (a refusal costs no attempt) and again under the
 * incident's lock (two closers at once: one wins, the other hears it is closed).
 */
export async function closeGlassIncident(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  client: ClientInfo,
  id: string,
  body: CloseGlassIncidentInput,
): Promise<GlassIncident> {
  const refuse = (incident: GlassIncidentRow) => {
    const refusal = glassIncidentCloseRefusal({
      incident,
      closer: { role: auth.profile.role },
      clean_down_confirmed: body.clean_down_done,
    });
    if (refusal?.reason === 'role') throw new AppError(ERRORS.glassIncidentForbidden);
    if (refusal?.reason === 'closed') throw new AppError(ERRORS.glassIncidentClosed);
    if (refusal?.reason === 'clean_down') throw new AppError(ERRORS.glassCleanDownRequired);
  };
  const seen = await findGlassIncident(ctx.db, auth.siteIds, id);
  if (!seen) throw new AppError(ERRORS.glassIncidentNotFound);
  refuse(seen);
  await confirmSignerPassword(ctx, auth, actor, client, {
    password: body.password,
    meaning: 'approved',
    recordIds: [],
    instead: {
      entity_type: 'glass_incident',
      entity_id: id,
      action: 'glass_incident.close_failed',
      error: ERRORS.glassWrongPassword,
    },
  });

  const at = ctx.now().toISOString();
  const name = displayName(auth.profile);
  return auditedTransaction(ctx.db, async (tx) => {
    const incident = await findGlassIncident(tx, auth.siteIds, id, { forUpdate: true });
    if (!incident) throw new AppError(ERRORS.glassIncidentNotFound);
    refuse(incident);
    const closed: GlassClose = {
      closed_at: at,
      closed_by: auth.user.id,
      closed_by_name: name,
      closed_by_role: auth.profile.role,
      close_notes: body.notes || null,
      clean_down_done: true,
    };
    // What the closer signed: the incident as raised and its close.
    const close_hash = glassCloseSeal(incident, closed);
    const row = await closeGlassIncidentRow(tx, id, { ...closed, close_hash });
    await appendAudit(tx, actor, {
      action: 'glass_incident.closed',
      entity_type: 'glass_incident',
      entity_id: id,
      occurred_at: at,
      before: { closed_at: null, clean_down_done: incident.clean_down_done },
      after: { ...closed, close_hash },
    });
    const item = row.item_id ? await findGlassItem(tx, null, row.item_id) : null;
    return presentGlassIncident(row, await locationPath(tx, row.location_id), item?.description ?? null);
  });
}
