import { kpiTargetsSchema, VIEW_READS } from '@plantwise/domain';
import { actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { getKpiTargets, setKpiTargets } from './kpi-targets';

const targets = { 200: kpiTargetsSchema };

export const kpiTargetRoutes = moduleRoutes({ tags: ['settings'] }, (route, ctx) => {
  route.get(
    '/settings/kpi-targets',
    {
      operationId: 'getKpiTargets',
      summary: 'Read the KPI targets',
      access: 'user',
      reads: VIEW_READS.kpiTargets,
      response: targets,
    },
    async () => getKpiTargets(ctx),
  );

  route.put(
    '/settings/kpi-targets',
    {
      operationId: 'setKpiTargets',
      summary: 'Set the KPI targets',
      access: 'manager',
      body: kpiTargetsSchema,
      response: targets,
    },
    async (request) => setKpiTargets(ctx, actorOf(request), request.body),
  );
});
