import {
  inventoryApi as api,
  inventoryImportBodySchema,
  inventoryImportResponseSchema,
  listResponseSchema,
  pageQuerySchema,
  VIEW_READS,
} from '@plantwise/domain';
import { z } from 'zod';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf } from '../../platform/context';
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

const consumingWorkOrderSchema = z.object({
  work_order_id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.string(),
  quantity: z.number(),
  last_at: z.string(),
});
const item = { 200: api.inventoryItemSchema };

/** Inventory: everyone reads; technicians and up adjust; managers and admins manage. */
export const inventoryRoutes = moduleRoutes({ tags: ['inventory'] }, (route, ctx) => {
  route.get(
    '/inventory',
    {
      access: 'user',
      reads: VIEW_READS.inventoryList,
      sameForEveryone: true,
      querystring: api.inventoryListQuerySchema,
      response: { 200: api.inventoryListResponseSchema },
    },
    async (request) => listItems(ctx, siteScopeOf(request), request.query),
  );

  route.get(
    '/inventory/facets',
    {
      access: 'user',
      reads: VIEW_READS.inventoryList,
      sameForEveryone: true,
      querystring: api.inventoryFacetsQuerySchema,
      response: { 200: api.inventoryFacetsSchema },
    },
    async (request) => getItemFacets(ctx, request.query),
  );

  route.get(
    '/inventory/low-stock',
    { access: 'user', querystring: pageQuerySchema, response: { 200: api.inventoryListResponseSchema } },
    async (request) => listLowStock(ctx, siteScopeOf(request), request.query),
  );

  route.csv(
    '/inventory/export.csv',
    { access: 'user', querystring: api.inventoryExportQuerySchema },
    async (request) => exportItems(ctx, siteScopeOf(request), request.query),
  );

  route.post(
    '/inventory/import',
    { access: 'manager', body: inventoryImportBodySchema, response: { 200: inventoryImportResponseSchema } },
    async (request) => importItems(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.create(
    '/inventory',
    { access: 'manager', body: api.inventoryCreateBodySchema, created: api.inventoryItemSchema },
    async (request) => createItem(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.get(
    '/inventory/:id',
    { access: 'user', reads: VIEW_READS.inventoryItem, response: item },
    async (request) => getItem(ctx, siteScopeOf(request), request.params.id),
  );

  route.patch(
    '/inventory/:id',
    { access: 'manager', body: api.inventoryUpdateBodySchema, response: item },
    async (request) =>
      updateItem(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/inventory/:id',
    { access: 'manager', response: { 200: api.inventoryDeleteResponseSchema } },
    async (request) => deleteItem(ctx, actorOf(request), request.params.id),
  );

  route.post(
    '/inventory/:id/adjust',
    { access: 'technician', body: api.adjustBodySchema, response: { 200: api.adjustResponseSchema } },
    async (request) => adjustStock(ctx, actorOf(request), request.params.id, request.body),
  );

  route.get(
    '/inventory/:id/movements',
    { access: 'user', querystring: pageQuerySchema, response: { 200: api.stockMovementListSchema } },
    async (request) => listMovements(ctx, siteScopeOf(request), request.params.id, request.query),
  );

  route.get(
    '/inventory/:id/work-orders',
    { access: 'user', response: { 200: listResponseSchema(consumingWorkOrderSchema) } },
    async (request) => listItemWorkOrders(ctx, siteScopeOf(request), request.params.id),
  );
});
