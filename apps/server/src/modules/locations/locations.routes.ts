import { locationApi as api, VIEW_READS } from '@plantwise/domain';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { createLocation } from './create-location';
import { deleteLocation } from './delete-location';
import { listLocations } from './list-locations';
import { updateLocation } from './update-location';

/** The location tree: everyone signed in reads it; managers and admins build it. */
export const locationRoutes = moduleRoutes({ tags: ['locations'] }, (route, ctx) => {
  route.get(
    '/locations',
    {
      operationId: 'listLocations',
      summary: 'List sites, areas and lines',
      access: 'user',
      reads: VIEW_READS.locations,
      sameForEveryone: true,
      response: { 200: api.locationListResponseSchema },
    },
    async (request) => listLocations(ctx, siteScopeOf(request)),
  );

  route.create(
    '/locations',
    {
      operationId: 'createLocation',
      summary: 'Add a site, area or line',
      access: 'manager',
      body: api.locationCreateBodySchema,
      created: api.locationSchema,
    },
    async (request) => createLocation(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.patch(
    '/locations/:id',
    {
      operationId: 'updateLocation',
      summary: 'Rename or move a location',
      access: 'manager',
      body: api.locationUpdateBodySchema,
      response: { 200: api.locationSchema },
    },
    async (request) =>
      updateLocation(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/locations/:id',
    {
      operationId: 'deleteLocation',
      summary: 'Remove a location',
      access: 'manager',
      response: { 200: api.locationDeleteResponseSchema },
    },
    async (request) => deleteLocation(ctx, siteScopeOf(request), actorOf(request), request.params.id),
  );
});
