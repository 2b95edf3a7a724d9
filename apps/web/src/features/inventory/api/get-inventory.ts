import {
  type InventoryListQuery,
  inventoryFacetsSchema,
  inventoryItemSchema,
  inventoryListResponseSchema,
  listResponseSchema,
  stockMovementListSchema,
} from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { keptGetQuery } from '@/lib/kept-query';
import { inventoryKeys } from './query-keys';

/** The query as the API reads it: several statuses comma-separated. */
function toSearch(query: Partial<InventoryListQuery>) {
  return { ...query, status: query.status?.join(',') };
}

/** One page of the stores (GET /api/inventory): the server filters, sorts and pages. */
export function useInventoryItems(query: Partial<InventoryListQuery>, enabled = true) {
  return useQuery(
    keptGetQuery(
      inventoryKeys.list(query),
      '/api/inventory',
      { query: toSearch(query), schema: inventoryListResponseSchema },
      { enabled },
    ),
  );
}

export function useInventoryFacets(query: Omit<Partial<InventoryListQuery>, 'status' | 'limit' | 'offset'>) {
  return useQuery(
    keptGetQuery(inventoryKeys.facets(query), '/api/inventory/facets', {
      query: { ...query },
      schema: inventoryFacetsSchema,
    }),
  );
}

export function useInventoryItem(id: string | null) {
  return useQuery({
    queryKey: inventoryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get(`/api/inventory/${id}`, { schema: inventoryItemSchema, signal }),
    enabled: Boolean(id),
  });
}

export function useStockMovements(id: string | null) {
  return useQuery({
    queryKey: inventoryKeys.movements(id ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/inventory/${id}/movements`, {
        query: { limit: 100 },
        schema: stockMovementListSchema,
        signal,
      }),
    enabled: Boolean(id),
  });
}

const consumingWorkOrdersSchema = listResponseSchema(
  z.object({
    work_order_id: z.string(),
    number: z.string(),
    title: z.string(),
    quantity: z.number(),
    last_at: z.string(),
  }),
);

export function useItemWorkOrders(id: string | null) {
  return useQuery({
    queryKey: inventoryKeys.workOrders(id ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/inventory/${id}/work-orders`, { schema: consumingWorkOrdersSchema, signal }),
    enabled: Boolean(id),
  });
}

/** The address of the CSV export under the list's filters (a plain download with the session cookie). */
export function inventoryExportUrl(query: Partial<InventoryListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toSearch(query))) {
    if (value !== undefined && value !== null && value !== '' && key !== 'limit' && key !== 'offset')
      params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/inventory/export.csv${search ? `?${search}` : ''}`;
}
