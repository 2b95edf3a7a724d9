import {
  amendmentBodySchema,
  batchSignBodySchema,
  batchSignResultSchema,
  idParamsSchema,
  recordDetailSchema,
  recordListQuerySchema,
  recordListSchema,
  signatureQueueQuerySchema,
  signBodySchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf, clientInfo } from '../../platform/context';
import { sendCsvDownload, sendPdfDownload } from '../../platform/http/downloads';
import { moduleRoutes } from '../../platform/http/route';
import { amendRecord } from './amend-record';
import { auditPack, exportRecords, recordCertificate } from './export-records';
import { getRecord } from './get-record';
import { listRecords, listSignatureQueue } from './list-records';
import { signRecord } from './sign-record';
import { signRecords } from './sign-records';

/**
 * Food-safety records and signatures: everyone signed in reads them (the auditor's view is
 * the plant's view); signing needs the password again and the domain's rules decide who may sign what.
 */
export const recordRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['records'] });

  route.get(
    '/records',
    {
      access: 'user',
      reads: VIEW_READS.records,
      sameForEveryone: true,
      querystring: recordListQuerySchema,
      response: { 200: recordListSchema },
    },
    async (request) => listRecords(ctx, request.query),
  );

  const filters = recordListQuerySchema.omit({ limit: true, offset: true });
  route.get('/records/export.csv', { access: 'user', querystring: filters }, async (request, reply) =>
    sendCsvDownload(reply, await exportRecords(ctx, request.query)),
  );

  route.get('/records/audit-pack.pdf', { access: 'user', querystring: filters }, async (request, reply) =>
    sendPdfDownload(reply, await auditPack(ctx, request.query), 'attachment'),
  );

  route.get(
    '/records/:id/certificate.pdf',
    { access: 'user', params: idParamsSchema },
    async (request, reply) =>
      sendPdfDownload(reply, await recordCertificate(ctx, request.params.id), 'inline'),
  );

  route.get(
    '/records/:id',
    {
      access: 'user',
      reads: VIEW_READS.records,
      params: idParamsSchema,
      response: { 200: recordDetailSchema },
    },
    async (request) => getRecord(ctx, request.params.id),
  );

  route.post(
    '/records/:id/signatures',
    { access: 'user', params: idParamsSchema, body: signBodySchema, response: { 200: recordDetailSchema } },
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
    { access: 'user', body: batchSignBodySchema, response: { 200: batchSignResultSchema } },
    async (request) =>
      signRecords(ctx, requireAuth(request), actorOf(request), clientInfo(request), request.body),
  );

  route.post(
    '/records/:id/amendments',
    {
      access: 'technician',
      params: idParamsSchema,
      body: amendmentBodySchema,
      response: { 201: recordDetailSchema },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await amendRecord(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
        ),
  );

  route.get(
    '/signatures',
    {
      access: 'user',
      reads: VIEW_READS.records,
      querystring: signatureQueueQuerySchema,
      response: { 200: recordListSchema },
    },
    async (request) => listSignatureQueue(ctx, requireAuth(request), request.query),
  );
};
