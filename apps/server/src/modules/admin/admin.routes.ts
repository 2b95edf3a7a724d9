import {
  diagnosticsSchema,
  listResponseSchema,
  mailListQuerySchema,
  outboxMailSchema,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { getDiagnostics } from './get-diagnostics';
import { listMail } from './list-mail';

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/diagnostics',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: diagnosticsSchema } } },
    async () => getDiagnostics(ctx),
  );

  app.get(
    '/admin/mail',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: mailListQuerySchema,
        response: { 200: listResponseSchema(outboxMailSchema) },
      },
    },
    async (request) => listMail(ctx, request.query),
  );
};
