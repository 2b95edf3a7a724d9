import type { RecentSearchBody, RecentSearchList } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { selectRecentSearches, upsertRecentSearch } from './search.queries';

/** POST /api/search/recent: the term goes to the top of the person's recent searches (ten kept). */
export async function saveRecentSearch(
  ctx: AppContext,
  userId: string,
  body: RecentSearchBody,
): Promise<RecentSearchList> {
  return ctx.db.transaction(async (tx) => {
    await upsertRecentSearch(tx, userId, body.term);
    return { data: await selectRecentSearches(tx, userId) };
  });
}
