import {
  type LocationCreateBody,
  type LocationUpdateBody,
  locationDeleteResponseSchema,
  locationSchema,
} from '@plantwise/domain';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { locationKeys } from './query-keys';

export function createLocation(body: LocationCreateBody) {
  return api.post('/api/locations', body, { schema: locationSchema });
}

/** Renames, recodes, changes the kind, moves (with everything below) or reorders one location. */
export function updateLocation({ id, body }: { id: string; body: LocationUpdateBody }) {
  return api.patch(`/api/locations/${id}`, body, { schema: locationSchema });
}

export function deleteLocation(id: string) {
  return api.delete(`/api/locations/${id}`, { schema: locationDeleteResponseSchema });
}

export const useCreateLocation = () => useRefreshingMutation(createLocation, locationKeys.all);
export const useUpdateLocation = () => useRefreshingMutation(updateLocation, locationKeys.all);
export const useDeleteLocation = () => useRefreshingMutation(deleteLocation, locationKeys.all);

/** Moves a location up or down among its siblings: the positions that change, one request each, in order. */
export function useReorderLocations() {
  return useRefreshingMutation(async (changes: { id: string; position: number }[]) => {
    for (const { id, position } of changes) await updateLocation({ id, body: { position } });
  }, locationKeys.all);
}
