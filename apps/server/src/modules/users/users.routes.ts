import { userApi as api, listResponseSchema, passwordResetSentSchema } from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { listUsers } from './list-users';
import { sendPasswordReset } from './send-password-reset';
import { setUserSites } from './set-user-sites';
import { updateUser } from './update-user';

export const userRoutes = moduleRoutes({ tags: ['users'] }, (route, ctx) => {
  route.get(
    '/users',
    {
      operationId: 'listUsers',
      summary: 'List people',
      access: 'admin',
      querystring: api.userListQuerySchema,
      response: { 200: listResponseSchema(api.adminUserSchema) },
    },
    async (request) => listUsers(ctx, request.query),
  );

  route.patch(
    '/users/:id',
    {
      operationId: 'updateUser',
      summary: "Change a person's role or status",
      access: 'admin',
      body: api.updateUserBodySchema,
      response: { 200: api.adminUserSchema },
    },
    async (request) =>
      updateUser(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  route.put(
    '/users/:id/sites',
    {
      operationId: 'setUserSites',
      summary: 'Set the sites a person may see',
      access: 'admin',
      body: api.userSitesBodySchema,
      response: { 200: api.adminUserSchema },
    },
    async (request) =>
      setUserSites(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
  );

  route.post(
    '/users/:id/password-reset',
    {
      operationId: 'sendUserPasswordReset',
      summary: 'Send a person a password reset link',
      access: 'admin',
      response: { 200: passwordResetSentSchema },
    },
    async (request) => sendPasswordReset(ctx, actorOf(request), request.params.id),
  );
});
