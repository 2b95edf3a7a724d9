import { locationListResponseSchema } from '@plantwise/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { locationKeys } from './query-keys';

export function getLocations(signal?: AbortSignal) {
  return api.get('/api/locations', { schema: locationListResponseSchema, signal });
}

export function locationsQueryOptions() {
  return queryOptions({ queryKey: locationKeys.list(), queryFn: ({ signal }) => getLocations(signal) });
}

/** The whole location tree (GET /api/locations), a parent before its children, siblings in order. */
export function useLocations() {
  return useQuery(locationsQueryOptions());
}
