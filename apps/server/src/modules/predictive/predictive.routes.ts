import {
  idParamsSchema,
  predictiveAssetDetailSchema,
  predictiveFleetSchema,
  predictiveListQuerySchema,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { getPredictiveAsset, getPredictiveFleet } from './get-predictive';

const tags = ['predictive'];

export const predictiveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/predictive/assets',
    {
      config: { access: 'user' },
      schema: { tags, querystring: predictiveListQuerySchema, response: { 200: predictiveFleetSchema } },
    },
    async (request) => getPredictiveFleet(ctx, request.query),
  );

  app.get(
    '/predictive/assets/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: idParamsSchema, response: { 200: predictiveAssetDetailSchema } },
    },
    async (request) => getPredictiveAsset(ctx, request.params.id),
  );
};
