import { ERRORS, type Meter, type MeterUpdateBody } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertMeterNameFree, requireMeter, requireMeterAsset } from './meter-guards';
import { countReadings, updateMeterRow } from './meters.queries';
import { presentMeter } from './present-meter';

const FIELDS = ['name', 'unit', 'kind', 'readable_by_anyone'] as const;

/**
 * Renames a meter, changes its unit or who may read it. Its kind changes only while it has no readings:
 * the readings taken as a counter would not make sense as a gauge's, nor the other way round.
 */
export async function updateMeter(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  body: MeterUpdateBody,
): Promise<Meter> {
  return auditedTransaction(ctx.db, async (tx) => {
    const current = await requireMeter(tx, id, scope, { forUpdate: true });
    await requireMeterAsset(tx, current.asset_id, scope, { changing: true });
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of FIELDS) {
      const value = body[field];
      if (value === undefined || value === current[field]) continue;
      before[field] = current[field];
      after[field] = value;
    }
    if (Object.keys(after).length === 0) return presentMeter(tx, current, ctx.now());
    if ('kind' in after) {
      const readings = await countReadings(tx, id);
      if (readings > 0) {
        throw new AppError(ERRORS.meterKindLocked, {
          params: { count: readings },
          details: [{ path: 'kind', message: 'The kind cannot change once the meter has readings' }],
        });
      }
    }
    if (typeof after.name === 'string' && after.name.toLowerCase() !== current.name.toLowerCase()) {
      await assertMeterNameFree(tx, current.asset_id, after.name, id);
    }
    const now = ctx.now().toISOString();
    await updateMeterRow(tx, id, after, now);
    await appendAudit(tx, actor, {
      action: 'meter.updated',
      entity_type: 'meter',
      entity_id: id,
      before,
      after,
    });
    return presentMeter(tx, { ...current, ...after, updated_at: now }, ctx.now());
  });
}
