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
import { amendRecord } from './amend-record';
import { auditPack, exportRecords, recordCertificate } from './export-records';
import { getRecord } from './get-record';
import { listRecords, listSignatureQueue } from './list-records';
import { signRecord } from './sign-record';
import { signRecords } from './sign-records';

const tags = ['records'];

/**
 * Food-safety records and signatures: everyone signed in reads them (the auditor's view is
 * the plant's view); signing needs the password again and the domain's rules decide who may sign what.
 */
export const recordRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/records',
    {
      config: { reads: VIEW_READS.records, sameForEveryone: true, access: 'user' },
      schema: { tags, querystring: recordListQuerySchema, response: { 200: recordListSchema } },
    },
    async (request) => listRecords(ctx, request.query),
  );

  const filters = recordListQuerySchema.omit({ limit: true, offset: true });
  app.get(
    '/records/export.csv',
    { config: { access: 'user' }, schema: { tags, querystring: filters } },
    async (request, reply) => sendCsvDownload(reply, await exportRecords(ctx, request.query)),
  );

  app.get(
    '/records/audit-pack.pdf',
    { config: { access: 'user' }, schema: { tags, querystring: filters } },
    async (request, reply) => sendPdfDownload(reply, await auditPack(ctx, request.query), 'attachment'),
  );

  app.get(
    '/records/:id/certificate.pdf',
    { config: { access: 'user' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) =>
      sendPdfDownload(reply, await recordCertificate(ctx, request.params.id), 'inline'),
  );

  app.get(
    '/records/:id',
    {
      config: { reads: VIEW_READS.records, access: 'user' },
      schema: { tags, params: idParamsSchema, response: { 200: recordDetailSchema } },
    },
    async (request) => getRecord(ctx, request.params.id),
  );

  app.post(
    '/records/:id/signatures',
    {
      config: { access: 'user' },
      schema: { tags, params: idParamsSchema, body: signBodySchema, response: { 200: recordDetailSchema } },
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

  app.post(
    '/records/signatures',
    {
      config: { access: 'user' },
      schema: { tags, body: batchSignBodySchema, response: { 200: batchSignResultSchema } },
    },
    async (request) =>
      signRecords(ctx, requireAuth(request), actorOf(request), clientInfo(request), request.body),
  );

  app.post(
    '/records/:id/amendments',
    {
      config: { access: 'technician' },
      schema: {
        tags,
        params: idParamsSchema,
        body: amendmentBodySchema,
        response: { 201: recordDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await amendRecord(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
        ),
  );

  app.get(
    '/signatures',
    {
      config: { reads: VIEW_READS.records, access: 'user' },
      schema: { tags, querystring: signatureQueueQuerySchema, response: { 200: recordListSchema } },
    },
    async (request) => listSignatureQueue(ctx, requireAuth(request), request.query),
  );
};
