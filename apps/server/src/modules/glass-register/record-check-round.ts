import { randomUUID } from 'node:crypto';
import {
  displayName,
  ERRORS,
  type GlassCheckRoundInput,
  type GlassCheckRoundResult,
  glassCheckIncidentDescription,
  raisesGlassIncident,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { insertGlassChecks, lockGlassItems, updateGlassItem } from './glass-register.queries';
import { raiseBreakage } from './raise-breakage';

/**
 * POST /api/glass-register/checks: one check round, every line written at once with its checker and time.
 * Each item is stamped with its last check; a damaged or missing item raises a breakage incident (the
 * domain's raisesGlassIncident) in the same transaction, so a round is never recorded without its incidents.
 * An item the caller may not see (another site's) answers 404 like one that does not exist.
 */
export async function recordCheckRound(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  body: GlassCheckRoundInput,
): Promise<GlassCheckRoundResult> {
  const ids = body.items.map((line) => line.item_id);
  if (new Set(ids).size !== ids.length) throw new AppError(ERRORS.glassDuplicateCheck);
  const at = ctx.now().toISOString();
  const name = displayName(auth.profile);
  const roundId = randomUUID();
  return auditedTransaction(ctx.db, async (tx) => {
    const items = new Map((await lockGlassItems(tx, auth.siteIds, ids)).map((item) => [item.id, item]));
    for (const id of ids) {
      const item = items.get(id);
      if (!item) throw new AppError(ERRORS.glassItemNotFound);
      if (item.archived_at) throw new AppError(ERRORS.glassItemArchived);
    }
    const checks = await insertGlassChecks(
      tx,
      body.items.map((line) => ({
        round_id: roundId,
        item_id: line.item_id,
        result: line.result,
        note: line.note,
        checked_at: at,
        checked_by: auth.user.id,
        checked_by_name: name,
      })),
    );
    const incidents: GlassCheckRoundResult['incidents'] = [];
    for (const check of checks) {
      const item = items.get(check.item_id);
      if (!item) continue;
      await updateGlassItem(tx, item.id, {
        last_checked_at: at,
        last_result: check.result,
        last_checked_by: name,
      });
      if (!raisesGlassIncident(check.result)) continue;
      const incident = await raiseBreakage(tx, actor, {
        item_id: item.id,
        location_id: item.location_id,
        check_id: check.id,
        description: glassCheckIncidentDescription(item, check.result, check.note),
        product_at_risk: false,
        quarantine: false,
        clean_down_done: false,
        raised_at: at,
        raised_by: auth.user.id,
        raised_by_name: name,
      });
      incidents.push({ id: incident.id, item_id: item.id, description: incident.description });
    }
    await appendAudit(tx, actor, {
      action: 'glass_check.round',
      entity_type: 'glass_check_round',
      entity_id: roundId,
      occurred_at: at,
      after: {
        items: checks.map((c) => ({ item_id: c.item_id, result: c.result, note: c.note })),
        incidents: incidents.map((i) => i.id),
      },
    });
    return { round_id: roundId, checked_at: at, checked: checks.length, incidents };
  });
}
