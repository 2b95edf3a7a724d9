import type { MeterDeleteResponse } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { requireMeter, requireMeterAsset } from './meter-guards';
import { countReadings, deleteMeterRow } from './meters.queries';

/** Deletes a meter with its readings; the audit entry keeps what it was and how many readings went. */
export async function deleteMeter(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
): Promise<MeterDeleteResponse> {
  return auditedTransaction(ctx.db, async (tx) => {
    const row = await requireMeter(tx, id, scope, { forUpdate: true });
    await requireMeterAsset(tx, row.asset_id, scope, { changing: true });
    const readings = await countReadings(tx, id);
    await deleteMeterRow(tx, id);
    await appendAudit(tx, actor, {
      action: 'meter.deleted',
      entity_type: 'meter',
      entity_id: id,
      before: { asset_id: row.asset_id, name: row.name, unit: row.unit, kind: row.kind, readings },
    });
    return { id, deleted: true, readings_deleted: readings };
  });
}
