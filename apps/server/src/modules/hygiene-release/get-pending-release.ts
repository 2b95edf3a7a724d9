import type { PendingRelease } from '@plantwise/domain';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { assetNotFound } from '../../platform/errors';
import { findAssetForRelease, findOpenWait } from './hygiene-release.queries';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * GET /api/assets/:id/release: the work waiting for its hygiene release and who did it (the release
 * dialog names them), or null when the asset is not waiting.
 */
export async function getPendingRelease(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<{ pending: PendingRelease | null }> {
  const asset = await findAssetForRelease(ctx.db, id, auth.siteIds);
  if (!asset) throw assetNotFound(id);
  const wait = await findOpenWait(ctx.db, id);
  if (!wait) return { pending: null };
  return {
    pending: {
      since: wait.waiting_since,
      work: wait.work.map((w) => ({
        record_id: text(w.record_id),
        record_number: text(w.record_number),
        title: text(w.title) ?? '',
        completed_by: text(w.completed_by) ?? '',
        performer_id: text(w.performer_id),
        completed_at: text(w.completed_at) ?? wait.waiting_since,
      })),
    },
  };
}
