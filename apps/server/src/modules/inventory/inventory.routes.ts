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

const tags = ['inventory'];
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
  app.get(
    '/inventory',
    {
      config: { reads: VIEW_READS.inventoryList, sameForEveryone: true, access: 'user' },
      schema: { tags, querystring: inventoryListQuerySchema, response: { 200: inventoryListResponseSchema } },
    },
    async (request) => listItems(ctx, request.query),
  );

  app.get(
    '/inventory/facets',
    {
      config: { reads: VIEW_READS.inventoryList, sameForEveryone: true, access: 'user' },
      schema: { tags, querystring: inventoryFacetsQuerySchema, response: { 200: inventoryFacetsSchema } },
    },
    async (request) => getItemFacets(ctx, request.query),
  );

  app.get(
    '/inventory/low-stock',
    {
      config: { access: 'user' },
      schema: { tags, querystring: pageQuerySchema, response: { 200: inventoryListResponseSchema } },
    },
    async (request) => listLowStock(ctx, request.query),
  );

  app.get(
    '/inventory/export.csv',
    { config: { access: 'user' }, schema: { tags, querystring: inventoryExportQuerySchema } },
    async (request, reply) => sendCsvDownload(reply, await exportItems(ctx, request.query)),
  );

  app.post(
    '/inventory/import',
    {
      config: { access: 'manager' },
      schema: { tags, body: inventoryImportBodySchema, response: { 200: inventoryImportResponseSchema } },
    },
    async (request) => importItems(ctx, actorOf(request), request.body),
  );

  app.post(
    '/inventory',
    {
      config: { access: 'manager' },
      schema: { tags, body: inventoryCreateBodySchema, response: { 201: inventoryItemSchema } },
    },
    async (request, reply) => reply.code(201).send(await createItem(ctx, actorOf(request), request.body)),
  );

  app.get(
    '/inventory/:id',
    {
      config: { reads: VIEW_READS.inventoryItem, access: 'user' },
      schema: { tags, params, response: { 200: inventoryItemSchema } },
    },
    async (request) => getItem(ctx, request.params.id),
  );

  app.patch(
    '/inventory/:id',
    {
      config: { access: 'manager' },
      schema: { tags, params, body: inventoryUpdateBodySchema, response: { 200: inventoryItemSchema } },
    },
    async (request) => updateItem(ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/inventory/:id',
    {
      config: { access: 'manager' },
      schema: { tags, params, response: { 200: inventoryDeleteResponseSchema } },
    },
    async (request) => deleteItem(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/inventory/:id/adjust',
    {
      config: { access: 'technician' },
      schema: { tags, params, body: adjustBodySchema, response: { 200: adjustResponseSchema } },
    },
    async (request) => adjustStock(ctx, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/inventory/:id/movements',
    {
      config: { access: 'user' },
      schema: { tags, params, querystring: pageQuerySchema, response: { 200: stockMovementListSchema } },
    },
    async (request) => listMovements(ctx, request.params.id, request.query),
  );

  app.get(
    '/inventory/:id/work-orders',
    {
      config: { access: 'user' },
      schema: { tags, params, response: { 200: listResponseSchema(consumingWorkOrderSchema) } },
    },
    async (request) => listItemWorkOrders(ctx, request.params.id),
  );
};
