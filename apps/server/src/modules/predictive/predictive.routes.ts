import { predictiveApi as api } from '@plantwise/domain';
import { moduleRoutes } from '../../platform/http/route';
import { getPredictiveAsset, getPredictiveFleet } from './get-predictive';

export const predictiveRoutes = moduleRoutes({ tags: ['predictive'] }, (route, ctx) => {
  route.get(
    '/predictive/assets',
    {
      access: 'user',
      querystring: api.predictiveListQuerySchema,
      response: { 200: api.predictiveFleetSchema },
    },
    async (request) => getPredictiveFleet(ctx, request.query),
  );

  route.get(
    '/predictive/assets/:id',
    { access: 'user', response: { 200: api.predictiveAssetDetailSchema } },
    async (request) => getPredictiveAsset(ctx, request.params.id),
  );
});
