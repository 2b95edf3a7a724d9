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
import { clearRecentSearches } from './clear-recent-searches';
import { listRecentSearches } from './list-recent-searches';
import { saveRecentSearch } from './save-recent-search';
import { searchRecords } from './search-records';

const tags = ['search'];

/** Global search (spec §2): any signed-in person searches; recent searches are their own. */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/search',
    {
      config: {
        reads: VIEW_READS.search,
        sameForEveryone: true,
        access: 'user',
      },
      schema: { tags, querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    },
    async (request) => searchRecords(ctx, request.query),
  );

  app.get(
    '/search/recent',
    { config: { access: 'user' }, schema: { tags, response: { 200: recentSearchListSchema } } },
    async (request) => listRecentSearches(ctx, requireAuth(request).user.id),
  );

  app.post(
    '/search/recent',
    {
      config: { access: 'user' },
      schema: { tags, body: recentSearchBodySchema, response: { 200: recentSearchListSchema } },
    },
    async (request) => saveRecentSearch(ctx, requireAuth(request).user.id, request.body),
  );

  app.delete(
    '/search/recent',
    { config: { access: 'user' }, schema: { tags, response: { 200: recentSearchListSchema } } },
    async (request) => clearRecentSearches(ctx, requireAuth(request).user.id),
  );
};
