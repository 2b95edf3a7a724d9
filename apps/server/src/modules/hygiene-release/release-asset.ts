import {
  type AssetStatus,
  displayName,
  ERRORS,
  hygieneReleaseRefusal,
  RELEASED_STATUS,
  type ReleaseBody,
  type ReleaseResult,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError, assetNotFound } from '../../platform/errors';
import { confirmSignerPassword, insertSignatures, writeRecord } from '../records';
import {
  closeWait,
  findOpenWait,
  linkReleaseRecord,
  lockAssetForRelease,
  setAssetStatus,
  type WaitRow,
} from './hygiene-release.queries';

const performersOf = (wait: WaitRow | null) =>
  (wait?.work ?? []).map((w) => (typeof w.performer_id === 'string' ? w.performer_id : null));

/**
 * POST /api/assets/:id/release (BRCGS 4.7.4, docs/decisions/hygiene-release.md): a quality person, or a
 * manager or admin who did not do the work, releases a food-contact asset for production with their
 * password. In one transaction: the wait is closed, the asset is operational again, the release is written
 * as a food-safety record signed 'released' by its releaser, and the audit chain has it. Refusals come
 * from the domain's rule, checked before the password (a refusal costs no attempt) and again under the
 * asset's lock (two releasers at once: one wins, the other hears it is no longer waiting).
 */
export async function releaseAsset(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  client: ClientInfo,
  id: string,
  body: ReleaseBody,
): Promise<ReleaseResult> {
  const refuse = (asset: { status: string }, wait: WaitRow | null) => {
    const refusal = hygieneReleaseRefusal({
      asset: { status: asset.status as AssetStatus },
      releaser: { id: auth.user.id, role: auth.profile.role },
      performerIds: performersOf(wait),
    });
    if (refusal?.reason === 'role') throw new AppError(ERRORS.releaseForbidden);
    if (refusal?.reason === 'not_awaiting') throw new AppError(ERRORS.releaseNotAwaiting);
    if (refusal?.reason === 'own_work') throw new AppError(ERRORS.releaseOwnWork);
  };
  const seen = await auditedTransaction(ctx.db, async (tx) => {
    const asset = await lockAssetForRelease(tx, id, auth.siteIds);
    if (!asset) throw assetNotFound(id);
    refuse(asset, await findOpenWait(tx, id));
    return asset;
  });
  await confirmSignerPassword(ctx, auth, actor, client, {
    password: body.password,
    meaning: 'released',
    recordIds: [],
    instead: {
      entity_type: 'asset',
      entity_id: id,
      action: 'asset.release_failed',
      error: ERRORS.releaseWrongPassword,
    },
  });

  const at = ctx.now().toISOString();
  const name = displayName(auth.profile);
  return auditedTransaction(ctx.db, async (tx) => {
    const asset = await lockAssetForRelease(tx, id, auth.siteIds);
    if (!asset) throw assetNotFound(seen.asset_id);
    const wait = await findOpenWait(tx, id);
    refuse(asset, wait);
    if (!wait) throw new AppError(ERRORS.releaseNotAwaiting);
    await closeWait(tx, wait.id, {
      released_at: at,
      released_by: auth.user.id,
      released_by_name: name,
      notes: body.notes,
    });
    await setAssetStatus(tx, id, RELEASED_STATUS, at);
    const record = await writeRecord(tx, {
      type: 'hygiene_release',
      source_id: wait.id,
      performer_id: auth.user.id,
      timeZone: ctx.config.PLANT_TIME_ZONE,
    });
    await linkReleaseRecord(tx, wait.id, record.id);
    await insertSignatures(tx, [
      {
        record_id: record.id,
        signer_id: auth.user.id,
        signer_name: name,
        signer_role: auth.profile.role,
        meaning: 'released',
        content_hash: record.content_hash,
        signed_at: at,
      },
    ]);
    await appendAudit(tx, actor, {
      action: 'asset.released',
      entity_type: 'asset',
      entity_id: id,
      occurred_at: at,
      before: { status: asset.status },
      after: {
        status: RELEASED_STATUS,
        record_id: record.id,
        record_number: record.number,
        notes: body.notes,
      },
    });
    await appendAudit(tx, actor, {
      action: 'record.signed',
      entity_type: 'record',
      entity_id: record.id,
      occurred_at: at,
      after: { meaning: 'released', content_hash: record.content_hash },
    });
    return { asset_id: id, status: RELEASED_STATUS, record_id: record.id, record_number: record.number };
  });
}
