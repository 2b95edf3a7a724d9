import {
  adminUserSchema,
  idParamsSchema,
  listResponseSchema,
  passwordResetSentSchema,
  updateUserBodySchema,
  userListQuerySchema,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf } from '../../platform/context';
import { listUsers } from './list-users';
import { sendPasswordReset } from './send-password-reset';
import { updateUser } from './update-user';

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        querystring: userListQuerySchema,
        response: { 200: listResponseSchema(adminUserSchema) },
      },
    },
    async (request) => listUsers(ctx, request.query),
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      updateUser(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/users/:id/password-reset',
    {
      config: { access: 'admin' },
      schema: { tags: ['users'], params: idParamsSchema, response: { 200: passwordResetSentSchema } },
    },
    async (request) => sendPasswordReset(ctx, actorOf(request), request.params.id),
  );
};
