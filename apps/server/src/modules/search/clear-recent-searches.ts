import type { RecentSearchList } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { deleteRecentSearches } from './search.queries';

/** DELETE /api/search/recent: forgets the person's recent searches. */
export async function clearRecentSearches(ctx: AppContext, userId: string): Promise<RecentSearchList> {
  await deleteRecentSearches(ctx.db, userId);
  return { data: [] };
}
