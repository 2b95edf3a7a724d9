import type { Asset } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { requireAsset } from './asset-guards';

/** One asset, archived ones included (their records still link to them). */
export async function getAsset(ctx: AppContext, scope: SiteScope, id: string): Promise<Asset> {
  return requireAsset(ctx.db, id, scope);
}
