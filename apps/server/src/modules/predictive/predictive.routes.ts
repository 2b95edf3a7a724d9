import { predictiveApi as api } from '@plantwise/domain';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { moduleRoutes } from '../../platform/http/route';
import { getPredictiveAsset, getPredictiveFleet } from './get-predictive';

export const predictiveRoutes = moduleRoutes({ tags: ['predictive'] }, (route, ctx) => {
  route.get(
    '/predictive/assets',
    {
      operationId: 'listAssetPredictions',
      summary: 'List assets by predicted failure risk',
      access: 'user',
      querystring: api.predictiveListQuerySchema,
      response: { 200: api.predictiveFleetSchema },
    },
    async (request) => getPredictiveFleet(ctx, siteScopeOf(request), request.query),
  );

  route.get(
    '/predictive/assets/:id',
    {
      operationId: 'getAssetPrediction',
      summary: "Read an asset's failure prediction",
      access: 'user',
      response: { 200: api.predictiveAssetDetailSchema },
    },
    async (request) => getPredictiveAsset(ctx, siteScopeOf(request), request.params.id),
  );
});
