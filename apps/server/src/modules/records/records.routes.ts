import {
  idParamsSchema,
  recordDetailSchema,
  recordListQuerySchema,
  recordListSchema,
  signatureQueueQuerySchema,
  signBodySchema,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf, clientInfo } from '../../platform/context';
import { getRecord } from './get-record';
import { listRecords, listSignatureQueue } from './list-records';
import { signRecord } from './sign-record';

const tags = ['records'];
const RECORD_TABLES = ['records', 'record_signatures', 'assets'];

/**
 * Food-safety records and signatures (issue 14): everyone signed in reads them (the auditor's view is
 * the plant's view); signing needs the password again and the domain's rules decide who may sign what.
 */
export const recordRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/records',
    {
      config: { reads: RECORD_TABLES, access: 'user' },
      schema: { tags, querystring: recordListQuerySchema, response: { 200: recordListSchema } },
    },
    async (request) => listRecords(ctx, request.query),
  );

  app.get(
    '/records/:id',
    {
      config: { reads: RECORD_TABLES, access: 'user' },
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

  app.get(
    '/signatures',
    {
      config: { reads: RECORD_TABLES, access: 'user' },
      schema: { tags, querystring: signatureQueueQuerySchema, response: { 200: recordListSchema } },
    },
    async (request) => listSignatureQueue(ctx, requireAuth(request), request.query),
  );
};
