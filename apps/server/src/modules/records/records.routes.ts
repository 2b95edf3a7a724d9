import { amendmentBodySchema, recordApi as api, VIEW_READS } from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf, clientInfo } from '../../platform/context';
import { sendPdfDownload } from '../../platform/http/downloads';
import { moduleRoutes } from '../../platform/http/route';
import { amendRecord } from './amend-record';
import { exportRecords } from './export-records';
import { getRecord } from './get-record';
import { listRecords } from './list-records';
import { listSignatureQueue } from './list-signature-queue';
import { recordCertificate } from './record-certificate';
import { signRecord } from './sign-record';
import { signRecords } from './sign-records';

const record = { 200: api.recordDetailSchema };
const filters = api.recordListQuerySchema.omit({ limit: true, offset: true });

/**
 * Food-safety records and signatures: everyone signed in reads them (the auditor's view is
 * the plant's view); signing needs the password again and the domain's rules decide who may sign what.
 */
export const recordRoutes = moduleRoutes({ tags: ['records'] }, (route, ctx) => {
  route.get(
    '/records',
    {
      operationId: 'listRecords',
      summary: 'List maintenance records',
      access: 'user',
      reads: VIEW_READS.records,
      sameForEveryone: true,
      querystring: api.recordListQuerySchema,
      response: { 200: api.recordListSchema },
    },
    async (request) => listRecords(ctx, siteScopeOf(request), request.query),
  );

  route.csv(
    '/records/export.csv',
    {
      operationId: 'exportRecords',
      summary: 'Download maintenance records as CSV',
      access: 'user',
      querystring: filters,
    },
    async (request) => exportRecords(ctx, siteScopeOf(request), request.query),
  );

  route.get(
    '/records/:id/certificate.pdf',
    { operationId: 'getRecordCertificate', summary: "Download a record's certificate", access: 'user' },
    async (request, reply) =>
      sendPdfDownload(reply, await recordCertificate(ctx, siteScopeOf(request), request.params.id), 'inline'),
  );

  route.get(
    '/records/:id',
    {
      operationId: 'getRecord',
      summary: 'Read a maintenance record',
      access: 'user',
      reads: VIEW_READS.records,
      response: record,
    },
    async (request) => getRecord(ctx, siteScopeOf(request), request.params.id),
  );

  route.post(
    '/records/:id/signatures',
    {
      operationId: 'signRecord',
      summary: 'Sign a maintenance record',
      access: 'user',
      // A signature is a person's own act at the moment (BRCGS): never a script's.
      config: { sessionOnly: 'sign food-safety records' },
      body: api.signBodySchema,
      response: record,
    },
    async (request) =>
      signRecord(
        ctx,
        requireAuth(request),
        actorOf(request),
        clientInfo(request),
        request.params.id,
        request.body,
      ),
  );

  route.post(
    '/records/signatures',
    {
      operationId: 'signRecords',
      summary: 'Sign several maintenance records',
      access: 'user',
      config: { sessionOnly: 'sign food-safety records' },
      body: api.batchSignBodySchema,
      response: { 200: api.batchSignResultSchema },
    },
    async (request) =>
      signRecords(ctx, requireAuth(request), actorOf(request), clientInfo(request), request.body),
  );

  route.create(
    '/records/:id/amendments',
    {
      operationId: 'amendRecord',
      summary: 'Amend a maintenance record',
      access: 'technician',
      body: amendmentBodySchema,
      created: api.recordDetailSchema,
    },
    async (request) =>
      amendRecord(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  route.get(
    '/signatures',
    {
      operationId: 'listSignatureQueue',
      summary: 'List the records waiting for your signature',
      access: 'user',
      reads: VIEW_READS.records,
      querystring: api.signatureQueueQuerySchema,
      response: { 200: api.recordListSchema },
    },
    async (request) => listSignatureQueue(ctx, requireAuth(request), request.query),
  );
});
