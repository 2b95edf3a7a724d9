import type { Meter, MeterCreateBody } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { assertMeterNameFree, requireMeterAsset } from './meter-guards';
import { insertMeterRow } from './meters.queries';
import { presentMeter } from './present-meter';

/** Adds a meter to an asset that is not archived; its name must be new on the asset. */
export async function createMeter(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  assetId: string,
  body: MeterCreateBody,
): Promise<Meter> {
  return auditedTransaction(ctx.db, async (tx) => {
    await requireMeterAsset(tx, assetId, scope, { changing: true });
    await assertMeterNameFree(tx, assetId, body.name);
    const row = await insertMeterRow(tx, { asset_id: assetId, ...body }, ctx.now().toISOString());
    await appendAudit(tx, actor, {
      action: 'meter.created',
      entity_type: 'meter',
      entity_id: row.id,
      after: { asset_id: assetId, ...body },
    });
    return presentMeter(tx, row, ctx.now());
  });
}
