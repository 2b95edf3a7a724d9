import { kpiTargetsSchema, VIEW_READS } from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext, actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { getKpiTargets, setKpiTargets } from './kpi-targets';

export const kpiTargetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['settings'] });

  route.get(
    '/settings/kpi-targets',
    { access: 'user', reads: VIEW_READS.kpiTargets, response: { 200: kpiTargetsSchema } },
    async () => getKpiTargets(ctx),
  );

  route.put(
    '/settings/kpi-targets',
    { access: 'manager', body: kpiTargetsSchema, response: { 200: kpiTargetsSchema } },
    async (request) => setKpiTargets(ctx, actorOf(request), request.body),
  );
};
