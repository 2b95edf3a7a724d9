import {
  workOrderApi as api,
  labourRateSchema,
  listResponseSchema,
  okResponseSchema,
  VIEW_READS,
  WORK_ORDER_MESSAGES,
} from '@plantwise/domain';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/access';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { cancelWorkOrder } from './cancel-work-order';
import { completeWorkOrder } from './complete-work-order';
import { createWorkOrder } from './create-work-order';
import { deleteWorkOrder } from './delete-work-order';
import { getCertificate } from './get-certificate';
import { getLabourRate } from './get-labour-rate';
import { getWorkOrder } from './get-work-order';
import { getWorkOrderCounts } from './get-work-order-counts';
import { getWorkOrderList } from './get-work-order-list';
import { getWorkOrderPosition } from './get-work-order-position';
import { setLabourRate } from './set-labour-rate';
import { startWorkOrder } from './start-work-order';
import { updateWorkOrderDetails } from './update-work-order-details';

const workOrder = { 200: api.workOrderSchema };

export const workOrderRoutes = moduleRoutes(
  { tags: ['work-orders'], signInMessage: WORK_ORDER_MESSAGES.notAuthenticated },
  (route, ctx) => {
    route.get(
      '/work-orders',
      {
        operationId: 'listWorkOrders',
        summary: 'List work orders',
        access: 'user',
        reads: VIEW_READS.workOrderList,
        sameForEveryone: true,
        querystring: api.workOrderListQuerySchema,
        response: { 200: listResponseSchema(api.workOrderSchema) },
      },
      async (request) => getWorkOrderList(ctx, siteScopeOf(request), request.query),
    );

    route.get(
      '/work-orders/counts',
      {
        operationId: 'getWorkOrderCounts',
        summary: 'Count work orders by status',
        access: 'user',
        reads: VIEW_READS.workOrderStats,
        sameForEveryone: true,
        response: { 200: api.workOrderCountsSchema },
      },
      async (request) => getWorkOrderCounts(ctx, siteScopeOf(request)),
    );

    route.get(
      '/work-orders/:id/position',
      {
        operationId: 'getWorkOrderPosition',
        summary: "Find a work order's place in a filtered list",
        access: 'user',
        querystring: api.workOrderListQuerySchema,
        response: { 200: z.object({ position: z.number().int().nullable() }) },
      },
      async (request) => getWorkOrderPosition(ctx, siteScopeOf(request), request.params.id, request.query),
    );

    route.create(
      '/work-orders',
      {
        operationId: 'createWorkOrder',
        summary: 'Create a work order',
        access: 'manager',
        body: api.createWorkOrderBodySchema,
        created: api.workOrderSchema,
      },
      async (request) => createWorkOrder(ctx, requireAuth(request), actorOf(request), request.body),
    );

    route.get(
      '/work-orders/:id',
      {
        operationId: 'getWorkOrder',
        summary: 'Read a work order',
        access: 'user',
        reads: VIEW_READS.workOrderDetail,
        response: workOrder,
      },
      async (request) => getWorkOrder(ctx, siteScopeOf(request), request.params.id),
    );

    route.patch(
      '/work-orders/:id',
      {
        operationId: 'updateWorkOrder',
        summary: "Change a work order's details",
        access: 'manager',
        body: api.updateWorkOrderBodySchema,
        response: workOrder,
      },
      async (request) =>
        updateWorkOrderDetails(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
    );

    route.delete(
      '/work-orders/:id',
      {
        operationId: 'deleteWorkOrder',
        summary: 'Delete a work order',
        access: 'manager',
        response: { 200: okResponseSchema },
      },
      async (request) => deleteWorkOrder(ctx, siteScopeOf(request), actorOf(request), request.params.id),
    );

    route.post(
      '/work-orders/:id/cancel',
      {
        operationId: 'cancelWorkOrder',
        summary: 'Cancel a work order',
        access: 'manager',
        body: api.cancelWorkOrderBodySchema,
        response: workOrder,
      },
      async (request) =>
        cancelWorkOrder(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
    );

    route.post(
      '/work-orders/:id/start',
      {
        operationId: 'startWorkOrder',
        summary: 'Start a work order',
        access: 'technician',
        response: workOrder,
      },
      async (request) => startWorkOrder(ctx, requireAuth(request), actorOf(request), request.params.id),
    );

    route.post(
      '/work-orders/:id/complete',
      {
        operationId: 'completeWorkOrder',
        summary: 'Complete a work order',
        access: 'technician',
        body: api.completeWorkOrderBodySchema,
        response: workOrder,
      },
      async (request) =>
        completeWorkOrder(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
    );

    route.get(
      '/work-orders/:id/certificate.pdf',
      {
        operationId: 'getWorkOrderCertificate',
        summary: "Download a work order's completion certificate",
        access: 'user',
      },
      async (request, reply) => {
        const file = await getCertificate(ctx, siteScopeOf(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.data);
      },
    );

    route.get(
      '/settings/labour-rate',
      {
        operationId: 'getLabourRate',
        summary: 'Read the labour rate',
        access: 'user',
        response: { 200: labourRateSchema },
      },
      async () => getLabourRate(ctx),
    );

    route.put(
      '/settings/labour-rate',
      {
        operationId: 'setLabourRate',
        summary: 'Set the labour rate',
        access: 'admin',
        body: labourRateSchema,
        response: { 200: labourRateSchema },
      },
      async (request) => setLabourRate(ctx, requireAuth(request), actorOf(request), request.body.labour_rate),
    );
  },
);
