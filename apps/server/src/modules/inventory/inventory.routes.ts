import {
  adjustBodySchema,
  adjustResponseSchema,
  idParamsSchema,
  inventoryCreateBodySchema,
  inventoryDeleteResponseSchema,
  inventoryExportQuerySchema,
  inventoryFacetsQuerySchema,
  inventoryFacetsSchema,
  inventoryImportBodySchema,
  inventoryImportResponseSchema,
  inventoryItemSchema,
  inventoryListQuerySchema,
  inventoryListResponseSchema,
  inventoryUpdateBodySchema,
  listResponseSchema,
  pageQuerySchema,
  stockMovementListSchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, actorOf } from '../../platform/context';
import { sendCsvDownload } from '../../platform/http/downloads';
import { moduleRoutes } from '../../platform/http/route';
import { adjustStock } from './adjust-stock';
import { createItem } from './create-item';
import { deleteItem } from './delete-item';
import { exportItems } from './export-items';
import { getItem } from './get-item';
import { getItemFacets } from './get-item-facets';
import { importItems } from './import-items';
import { listItemWorkOrders } from './list-item-work-orders';
import { listItems } from './list-items';
import { listLowStock } from './list-low-stock';
import { listMovements } from './list-movements';
import { updateItem } from './update-item';

const params = idParamsSchema;
const consumingWorkOrderSchema = z.object({
  work_order_id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.string(),
  quantity: z.number(),
  last_at: z.string(),
});

/** Inventory: everyone reads; technicians and up adjust; managers and admins manage. */
export const inventoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['inventory'] });

  route.get(
    '/inventory',
    {
      access: 'user',
      reads: VIEW_READS.inventoryList,
      sameForEveryone: true,
      querystring: inventoryListQuerySchema,
      response: { 200: inventoryListResponseSchema },
    },
    async (request) => listItems(ctx, request.query),
  );

  route.get(
    '/inventory/facets',
    {
      access: 'user',
      reads: VIEW_READS.inventoryList,
      sameForEveryone: true,
      querystring: inventoryFacetsQuerySchema,
      response: { 200: inventoryFacetsSchema },
    },
    async (request) => getItemFacets(ctx, request.query),
  );

  route.get(
    '/inventory/low-stock',
    { access: 'user', querystring: pageQuerySchema, response: { 200: inventoryListResponseSchema } },
    async (request) => listLowStock(ctx, request.query),
  );

  route.get(
    '/inventory/export.csv',
    { access: 'user', querystring: inventoryExportQuerySchema },
    async (request, reply) => sendCsvDownload(reply, await exportItems(ctx, request.query)),
  );

  route.post(
    '/inventory/import',
    { access: 'manager', body: inventoryImportBodySchema, response: { 200: inventoryImportResponseSchema } },
    async (request) => importItems(ctx, actorOf(request), request.body),
  );

  route.post(
    '/inventory',
    { access: 'manager', body: inventoryCreateBodySchema, response: { 201: inventoryItemSchema } },
    async (request, reply) => reply.code(201).send(await createItem(ctx, actorOf(request), request.body)),
  );

  route.get(
    '/inventory/:id',
    { access: 'user', reads: VIEW_READS.inventoryItem, params, response: { 200: inventoryItemSchema } },
    async (request) => getItem(ctx, request.params.id),
  );

  route.patch(
    '/inventory/:id',
    { access: 'manager', params, body: inventoryUpdateBodySchema, response: { 200: inventoryItemSchema } },
    async (request) => updateItem(ctx, actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/inventory/:id',
    { access: 'manager', params, response: { 200: inventoryDeleteResponseSchema } },
    async (request) => deleteItem(ctx, actorOf(request), request.params.id),
  );

  route.post(
    '/inventory/:id/adjust',
    { access: 'technician', params, body: adjustBodySchema, response: { 200: adjustResponseSchema } },
    async (request) => adjustStock(ctx, actorOf(request), request.params.id, request.body),
  );

  route.get(
    '/inventory/:id/movements',
    { access: 'user', params, querystring: pageQuerySchema, response: { 200: stockMovementListSchema } },
    async (request) => listMovements(ctx, request.params.id, request.query),
  );

  route.get(
    '/inventory/:id/work-orders',
    { access: 'user', params, response: { 200: listResponseSchema(consumingWorkOrderSchema) } },
    async (request) => listItemWorkOrders(ctx, request.params.id),
  );
};
