import {
  idParamsSchema,
  locationCreateBodySchema,
  locationDeleteResponseSchema,
  locationListResponseSchema,
  locationSchema,
  locationUpdateBodySchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext, actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { createLocation } from './create-location';
import { deleteLocation } from './delete-location';
import { listLocations } from './list-locations';
import { updateLocation } from './update-location';

export const locationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['locations'] });

  route.get(
    '/locations',
    {
      access: 'user',
      reads: VIEW_READS.locations,
      sameForEveryone: true,
      response: { 200: locationListResponseSchema },
    },
    async () => listLocations(ctx),
  );

  route.post(
    '/locations',
    { access: 'manager', body: locationCreateBodySchema, response: { 201: locationSchema } },
    async (request, reply) => reply.code(201).send(await createLocation(ctx, actorOf(request), request.body)),
  );

  route.patch(
    '/locations/:id',
    {
      access: 'manager',
      params: idParamsSchema,
      body: locationUpdateBodySchema,
      response: { 200: locationSchema },
    },
    async (request) => updateLocation(ctx, actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/locations/:id',
    { access: 'manager', params: idParamsSchema, response: { 200: locationDeleteResponseSchema } },
    async (request) => deleteLocation(ctx, actorOf(request), request.params.id),
  );
};
