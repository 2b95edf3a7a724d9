import {
  auditEntrySchema,
  auditListQuerySchema,
  auditVerificationSchema,
  diagnosticsSchema,
  listResponseSchema,
  mailListQuerySchema,
  outboxMailSchema,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { listAudit, verifyAuditChain } from './audit-trail';
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

  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: auditListQuerySchema,
        response: { 200: listResponseSchema(auditEntrySchema) },
      },
    },
    async (request) => listAudit(ctx, request.query),
  );

  app.get(
    '/admin/audit/verify',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: auditVerificationSchema } } },
    async () => verifyAuditChain(ctx),
  );
};
