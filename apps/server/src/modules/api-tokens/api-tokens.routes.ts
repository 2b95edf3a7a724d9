import { apiTokenApi as api, listResponseSchema, okResponseSchema } from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { createApiToken } from './create-api-token';
import { listApiTokens, listEveryonesApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';

export const apiTokenRoutes = moduleRoutes({ tags: ['api-tokens'] }, (route, ctx) => {
  route.get(
    '/tokens',
    {
      access: 'user',
      summary: 'List your API tokens',
      operationId: 'listApiTokens',
      querystring: api.apiTokenListQuerySchema,
      response: { 200: listResponseSchema(api.apiTokenSchema) },
    },
    async (request) => listApiTokens(ctx, requireAuth(request), request.query),
  );

  route.get(
    '/tokens/everyone',
    {
      access: 'admin',
      summary: "List everyone's API tokens",
      operationId: 'listEveryonesApiTokens',
      querystring: api.apiTokenListQuerySchema,
      response: { 200: listResponseSchema(api.apiTokenWithOwnerSchema) },
    },
    async (request) => listEveryonesApiTokens(ctx, request.query),
  );

  // A token is made only by a signed-in person: a leaked token must not be able to mint more that outlive it.
  route.create(
    '/tokens',
    {
      access: 'user',
      summary: 'Create an API token (its secret is answered this once)',
      operationId: 'createApiToken',
      config: { sessionOnly: 'create API tokens' },
      body: api.createApiTokenBodySchema,
      created: api.createdApiTokenSchema,
    },
    async (request) => createApiToken(ctx, requireAuth(request), actorOf(request), request.body),
  );

  route.delete(
    '/tokens/:id',
    {
      access: 'user',
      summary: 'Revoke an API token',
      operationId: 'revokeApiToken',
      response: { 200: okResponseSchema },
    },
    async (request) => revokeApiToken(ctx, requireAuth(request), actorOf(request), request.params.id),
  );
});
