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
      operationId: 'listInventory',
      summary: 'List spare parts',
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
      operationId: 'getInventoryFacets',
      summary: 'Count spare parts by stock level and category',
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
    {
      operationId: 'listLowStock',
      summary: 'List spare parts running low',
      access: 'user',
      querystring: pageQuerySchema,
      response: { 200: api.inventoryListResponseSchema },
    },
    async (request) => listLowStock(ctx, siteScopeOf(request), request.query),
  );

  route.csv(
    '/inventory/export.csv',
    {
      operationId: 'exportInventory',
      summary: 'Download the spare parts as CSV',
      access: 'user',
      querystring: api.inventoryExportQuerySchema,
    },
    async (request) => exportItems(ctx, siteScopeOf(request), request.query),
  );

  route.post(
    '/inventory/import',
    {
      operationId: 'importInventory',
      summary: 'Import spare parts in bulk',
      access: 'manager',
      body: inventoryImportBodySchema,
      response: { 200: inventoryImportResponseSchema },
    },
    async (request) => importItems(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.create(
    '/inventory',
    {
      operationId: 'createInventoryItem',
      summary: 'Add a spare part',
      access: 'manager',
      body: api.inventoryCreateBodySchema,
      created: api.inventoryItemSchema,
    },
    async (request) => createItem(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.get(
    '/inventory/:id',
    {
      operationId: 'getInventoryItem',
      summary: 'Read a spare part',
      access: 'user',
      reads: VIEW_READS.inventoryItem,
      response: item,
    },
    async (request) => getItem(ctx, siteScopeOf(request), request.params.id),
  );

  route.patch(
    '/inventory/:id',
    {
      operationId: 'updateInventoryItem',
      summary: 'Change a spare part',
      access: 'manager',
      body: api.inventoryUpdateBodySchema,
      response: item,
    },
    async (request) =>
      updateItem(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/inventory/:id',
    {
      operationId: 'deleteInventoryItem',
      summary: 'Remove a spare part',
      access: 'manager',
      response: { 200: api.inventoryDeleteResponseSchema },
    },
    async (request) => deleteItem(ctx, actorOf(request), request.params.id),
  );

  route.post(
    '/inventory/:id/adjust',
    {
      operationId: 'adjustStock',
      summary: "Adjust a spare part's stock",
      access: 'technician',
      body: api.adjustBodySchema,
      response: { 200: api.adjustResponseSchema },
    },
    async (request) => adjustStock(ctx, actorOf(request), request.params.id, request.body),
  );

  route.get(
    '/inventory/:id/movements',
    {
      operationId: 'listStockMovements',
      summary: "List a spare part's stock movements",
      access: 'user',
      querystring: pageQuerySchema,
      response: { 200: api.stockMovementListSchema },
    },
    async (request) => listMovements(ctx, siteScopeOf(request), request.params.id, request.query),
  );

  route.get(
    '/inventory/:id/work-orders',
    {
      operationId: 'listInventoryWorkOrders',
      summary: 'List the work orders that used a spare part',
      access: 'user',
      response: { 200: listResponseSchema(consumingWorkOrderSchema) },
    },
    async (request) => listItemWorkOrders(ctx, siteScopeOf(request), request.params.id),
  );
});
