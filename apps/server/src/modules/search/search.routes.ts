import {
  recentSearchBodySchema,
  recentSearchListSchema,
  searchQuerySchema,
  searchResponseSchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import type { AppContext } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { clearRecentSearches } from './clear-recent-searches';
import { listRecentSearches } from './list-recent-searches';
import { saveRecentSearch } from './save-recent-search';
import { searchRecords } from './search-records';

/** Global search (spec §2): any signed-in person searches; recent searches are their own. */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['search'] });

  route.get(
    '/search',
    {
      access: 'user',
      reads: VIEW_READS.search,
      sameForEveryone: true,
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema },
    },
    async (request) => searchRecords(ctx, request.query),
  );

  route.get(
    '/search/recent',
    { access: 'user', response: { 200: recentSearchListSchema } },
    async (request) => listRecentSearches(ctx, requireAuth(request).user.id),
  );

  route.post(
    '/search/recent',
    { access: 'user', body: recentSearchBodySchema, response: { 200: recentSearchListSchema } },
    async (request) => saveRecentSearch(ctx, requireAuth(request).user.id, request.body),
  );

  route.delete(
    '/search/recent',
    { access: 'user', response: { 200: recentSearchListSchema } },
    async (request) => clearRecentSearches(ctx, requireAuth(request).user.id),
  );
};
