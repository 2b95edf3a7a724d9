import { ASSET_STATUS_LABELS, type AssetStatus, assetStatusAfterWork } from '@plantwise/domain';
import type { Tx } from '../../db/client';
import { type Actor, appendAudit } from '../../platform/audit';
import { queueNotificationForSubscribers } from '../notifications';
import {
  appendWork,
  findOpenWait,
  insertWait,
  lockAssetForRelease,
  setAssetStatus,
} from './hygiene-release.queries';

/** One completed piece of work on an asset, as the wait for its release remembers it. */
export interface CompletedWork {
  type: 'breakdown' | 'work_order' | 'pm';
  source_id: string;
  record_id: string | null;
  record_number: string | null;
  title: string;
  completed_by: string;
  performer_id: string | null;
  completed_at: string;
}

/**
 * Called in a completion's own transaction (work order, breakdown repair): a food-contact asset is put in
 * "Awaiting release" (the domain's assetStatusAfterWork) and the work joins its open wait, so whoever did
 * it cannot release it. The first completion of a wait tells quality people (in the app and by e-mail, per
 * their preferences). Any other asset is left as it is.
 */
export async function holdForRelease(tx: Tx, actor: Actor, assetId: string | null, work: CompletedWork) {
  if (!assetId) return;
  const asset = await lockAssetForRelease(tx, assetId, null);
  if (!asset?.food_contact || asset.archived_at) return;
  const next = assetStatusAfterWork({
    status: asset.status as AssetStatus,
    food_contact: asset.food_contact,
  });
  const open = await findOpenWait(tx, assetId);
  if (open) {
    await appendWork(tx, open.id, { ...work });
  } else {
    await insertWait(tx, { asset_id: assetId, waiting_since: work.completed_at, work: [{ ...work }] });
  }
  if (next) await setAssetStatus(tx, assetId, next, work.completed_at);
  await appendAudit(tx, actor, {
    action: 'asset.awaiting_release',
    entity_type: 'asset',
    entity_id: assetId,
    occurred_at: work.completed_at,
    before: { status: asset.status },
    after: { status: next ?? asset.status, work },
  });
  if (open) return;
  const label = `${asset.asset_id} ${asset.asset_name}`;
  await queueNotificationForSubscribers(
    tx,
    {
      notification_type: 'awaiting_release',
      title: 'Asset awaiting hygiene release',
      message: `${label} is ${ASSET_STATUS_LABELS['awaiting-release'].toLowerCase()} after "${work.title}", completed by ${work.completed_by}.`,
      urgency: 'high',
      metadata: { asset_id: assetId },
    },
    { defaultRoles: ['quality'], excludeUserId: work.performer_id },
  );
}
