import {
  cancelWorkOrderBodySchema,
  completeWorkOrderBodySchema,
  createWorkOrderBodySchema,
  idParamsSchema,
  labourRateSchema,
  listResponseSchema,
  okResponseSchema,
  updateWorkOrderBodySchema,
  VIEW_READS,
  WORK_ORDER_MESSAGES,
  workOrderCountsSchema,
  workOrderListQuerySchema,
  workOrderSchema,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf } from '../../platform/context';
import { cancelWorkOrder } from './cancel-work-order';
import { completeWorkOrder } from './complete-work-order';
import { createWorkOrder } from './create-work-order';
import { deleteWorkOrder } from './delete-work-order';
import {
  getCertificate,
  getWorkOrder,
  getWorkOrderCounts,
  getWorkOrderList,
  getWorkOrderPosition,
} from './get-work-orders';
import { getLabourRate, setLabourRate } from './labour-rate';
import { startWorkOrder } from './start-work-order';
import { updateWorkOrderDetails } from './update-work-order';

const tags = ['work-orders'];
const signInMessage = WORK_ORDER_MESSAGES.notAuthenticated;
const params = idParamsSchema;

export const workOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/work-orders',
    {
      config: { reads: VIEW_READS.workOrderList, sameForEveryone: true, access: 'user', signInMessage },
      schema: {
        tags,
        querystring: workOrderListQuerySchema,
        response: { 200: listResponseSchema(workOrderSchema) },
      },
    },
    async (request) => getWorkOrderList(ctx, request.query),
  );

  app.get(
    '/work-orders/counts',
    {
      config: { reads: VIEW_READS.workOrderStats, sameForEveryone: true, access: 'user', signInMessage },
      schema: { tags, response: { 200: workOrderCountsSchema } },
    },
    async () => getWorkOrderCounts(ctx),
  );

  app.get(
    '/work-orders/:id/position',
    {
      config: { access: 'user', signInMessage },
      schema: {
        tags,
        params,
        querystring: workOrderListQuerySchema,
        response: { 200: z.object({ position: z.number().int().nullable() }) },
      },
    },
    async (request) => getWorkOrderPosition(ctx, request.params.id, request.query),
  );

  app.post(
    '/work-orders',
    {
      config: { access: 'manager', signInMessage },
      schema: { tags, body: createWorkOrderBodySchema, response: { 201: workOrderSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createWorkOrder(ctx, requireAuth(request), actorOf(request), request.body)),
  );

  app.get(
    '/work-orders/:id',
    {
      config: { reads: VIEW_READS.workOrderDetail, access: 'user', signInMessage },
      schema: { tags, params, response: { 200: workOrderSchema } },
    },
    async (request) => getWorkOrder(ctx, request.params.id),
  );

  app.patch(
    '/work-orders/:id',
    {
      config: { access: 'manager', signInMessage },
      schema: { tags, params, body: updateWorkOrderBodySchema, response: { 200: workOrderSchema } },
    },
    async (request) => updateWorkOrderDetails(ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/work-orders/:id',
    {
      config: { access: 'manager', signInMessage },
      schema: { tags, params, response: { 200: okResponseSchema } },
    },
    async (request) => deleteWorkOrder(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/work-orders/:id/cancel',
    {
      config: { access: 'manager', signInMessage },
      schema: { tags, params, body: cancelWorkOrderBodySchema, response: { 200: workOrderSchema } },
    },
    async (request) =>
      cancelWorkOrder(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/work-orders/:id/start',
    {
      config: { access: 'technician', signInMessage },
      schema: { tags, params, response: { 200: workOrderSchema } },
    },
    async (request) => startWorkOrder(ctx, requireAuth(request), actorOf(request), request.params.id),
  );

  app.post(
    '/work-orders/:id/complete',
    {
      config: { access: 'technician', signInMessage },
      schema: { tags, params, body: completeWorkOrderBodySchema, response: { 200: workOrderSchema } },
    },
    async (request) =>
      completeWorkOrder(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/work-orders/:id/certificate.pdf',
    { config: { access: 'user', signInMessage }, schema: { tags, params } },
    async (request, reply) => {
      const file = await getCertificate(ctx, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  app.get(
    '/settings/labour-rate',
    { config: { access: 'user', signInMessage }, schema: { tags, response: { 200: labourRateSchema } } },
    async () => getLabourRate(ctx),
  );

  app.put(
    '/settings/labour-rate',
    {
      config: { access: 'admin', signInMessage },
      schema: { tags, body: labourRateSchema, response: { 200: labourRateSchema } },
    },
    async (request) => setLabourRate(ctx, requireAuth(request), actorOf(request), request.body.labour_rate),
  );
};
