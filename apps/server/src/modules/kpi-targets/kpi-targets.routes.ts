import { kpiTargetsSchema, VIEW_READS } from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext, actorOf } from '../../platform/context';
import { getKpiTargets, setKpiTargets } from './kpi-targets';

const tags = ['settings'];

export const kpiTargetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/settings/kpi-targets',
    {
      config: { reads: VIEW_READS.kpiTargets, access: 'user' },
      schema: { tags, response: { 200: kpiTargetsSchema } },
    },
    async () => getKpiTargets(ctx),
  );

  app.put(
    '/settings/kpi-targets',
    {
      config: { access: 'manager' },
      schema: { tags, body: kpiTargetsSchema, response: { 200: kpiTargetsSchema } },
    },
    async (request) => setKpiTargets(ctx, actorOf(request), request.body),
  );
};
