import { adminApi as api, listResponseSchema } from '@plantwise/domain';
import { moduleRoutes } from '../../platform/http/route';
import { getDiagnostics } from './get-diagnostics';
import { listAudit } from './list-audit';
import { listMail } from './list-mail';
import { verifyAuditChain } from './verify-audit-chain';

export const adminRoutes = moduleRoutes({ tags: ['admin'] }, (route, ctx) => {
  route.get(
    '/admin/diagnostics',
    {
      operationId: 'getDiagnostics',
      summary: "Read the server's diagnostics",
      access: 'admin',
      response: { 200: api.diagnosticsSchema },
    },
    async () => getDiagnostics(ctx),
  );

  route.get(
    '/admin/mail',
    {
      operationId: 'listMail',
      summary: 'List outgoing e-mails and their delivery',
      access: 'admin',
      querystring: api.mailListQuerySchema,
      response: { 200: listResponseSchema(api.outboxMailSchema) },
    },
    async (request) => listMail(ctx, request.query),
  );

  route.get(
    '/admin/audit',
    {
      operationId: 'listAuditEntries',
      summary: 'Read the audit trail',
      access: 'admin',
      querystring: api.auditListQuerySchema,
      response: { 200: listResponseSchema(api.auditEntrySchema) },
    },
    async (request) => listAudit(ctx, request.query),
  );

  route.get(
    '/admin/audit/verify',
    {
      operationId: 'verifyAuditChain',
      summary: 'Check that the audit trail is unbroken',
      access: 'admin',
      response: { 200: api.auditVerificationSchema },
    },
    async () => verifyAuditChain(ctx),
  );
});
