import type { RecentSearchList } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { selectRecentSearches } from './search.queries';

/** GET /api/search/recent: the signed-in person's last ten searches, newest first. */
export async function listRecentSearches(ctx: AppContext, userId: string): Promise<RecentSearchList> {
  return { data: await selectRecentSearches(ctx.db, userId) };
}
