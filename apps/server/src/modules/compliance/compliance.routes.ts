import { complianceApi as api, auditPackQuerySchema, VIEW_READS } from '@plantwise/domain';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { sendPdfDownload } from '../../platform/http/downloads';
import { moduleRoutes } from '../../platform/http/route';
import { auditPack } from './audit-pack';
import { listTemporaryRepairs } from './list-temporary-repairs';

/**
 * Compliance registers (BRCGS): read by everyone signed in who reads work orders — the register is made of
 * breakdowns and work orders, kept to the caller's sites like them.
 */
export const complianceRoutes = moduleRoutes({ tags: ['compliance'] }, (route, ctx) => {
  route.get(
    '/compliance/temporary-repairs',
    {
      operationId: 'listTemporaryRepairs',
      summary: 'List temporary repairs still in place',
      access: 'user',
      reads: VIEW_READS.temporaryRepairs,
      querystring: api.temporaryRepairListQuerySchema,
      response: { 200: api.temporaryRepairListSchema },
    },
    async (request) => listTemporaryRepairs(ctx, siteScopeOf(request), request.query),
  );

  // One pack, two doors: DESIGN §7's, and the records screen's, whose record filters narrow clause 4.7.4.
  const doors = [
    {
      url: '/compliance/audit-pack.pdf',
      operationId: 'getAuditPack',
      summary: 'Download the audit pack by BRCGS clause as PDF',
    },
    {
      url: '/records/audit-pack.pdf',
      operationId: 'getRecordsAuditPack',
      summary: "Download the audit pack with the records screen's filters as PDF",
    },
  ];
  for (const { url, operationId, summary } of doors)
    route.get(
      url,
      { operationId, summary, access: 'user', querystring: auditPackQuerySchema },
      async (request, reply) =>
        sendPdfDownload(reply, await auditPack(ctx, siteScopeOf(request), request.query), 'attachment'),
    );
});
