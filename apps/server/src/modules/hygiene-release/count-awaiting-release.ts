import type { AwaitingReleaseCount } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { countAwaitingRelease } from './hygiene-release.queries';

/** GET /api/compliance/awaiting-release/count: food-contact assets waiting for their hygiene release. */
export async function countAssetsAwaitingRelease(
  ctx: AppContext,
  scope: SiteScope,
): Promise<AwaitingReleaseCount> {
  return { count: await countAwaitingRelease(ctx.db, scope) };
}
