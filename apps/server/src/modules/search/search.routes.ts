import { searchApi as api, VIEW_READS } from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { moduleRoutes } from '../../platform/http/route';
import { clearRecentSearches } from './clear-recent-searches';
import { listRecentSearches } from './list-recent-searches';
import { saveRecentSearch } from './save-recent-search';
import { searchRecords } from './search-records';

const recent = { 200: api.recentSearchListSchema };

/** Global search (spec §2): any signed-in person searches; recent searches are their own. */
export const searchRoutes = moduleRoutes({ tags: ['search'] }, (route, ctx) => {
  route.get(
    '/search',
    {
      operationId: 'search',
      summary: 'Search assets, work orders, breakdowns and parts',
      access: 'user',
      reads: VIEW_READS.search,
      sameForEveryone: true,
      querystring: api.searchQuerySchema,
      response: { 200: api.searchResponseSchema },
    },
    async (request) => searchRecords(ctx, siteScopeOf(request), request.query),
  );

  route.get(
    '/search/recent',
    {
      operationId: 'listRecentSearches',
      summary: 'List your recent searches',
      access: 'user',
      response: recent,
    },
    async (request) => listRecentSearches(ctx, requireAuth(request).user.id),
  );

  route.post(
    '/search/recent',
    {
      operationId: 'saveRecentSearch',
      summary: 'Remember a search',
      access: 'user',
      body: api.recentSearchBodySchema,
      response: recent,
    },
    async (request) => saveRecentSearch(ctx, requireAuth(request).user.id, request.body),
  );

  route.delete(
    '/search/recent',
    {
      operationId: 'clearRecentSearches',
      summary: 'Forget your recent searches',
      access: 'user',
      response: recent,
    },
    async (request) => clearRecentSearches(ctx, requireAuth(request).user.id),
  );
});
