import {
  idParamsSchema,
  predictiveAssetDetailSchema,
  predictiveFleetSchema,
  predictiveListQuerySchema,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { getPredictiveAsset, getPredictiveFleet } from './get-predictive';

export const predictiveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['predictive'] });

  route.get(
    '/predictive/assets',
    { access: 'user', querystring: predictiveListQuerySchema, response: { 200: predictiveFleetSchema } },
    async (request) => getPredictiveFleet(ctx, request.query),
  );

  route.get(
    '/predictive/assets/:id',
    { access: 'user', params: idParamsSchema, response: { 200: predictiveAssetDetailSchema } },
    async (request) => getPredictiveAsset(ctx, request.params.id),
  );
};
