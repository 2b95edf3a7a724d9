import { healthResponseSchema } from '@plantwise/domain';
import { moduleRoutes } from '../../platform/http/route';
import { checkHealth } from './check-health';

export const healthRoutes = moduleRoutes({ tags: ['health'] }, (route, ctx) => {
  route.get(
    '/health',
    {
      operationId: 'getHealth',
      summary: 'Check that the server and its database answer',
      access: 'public',
      response: { 200: healthResponseSchema, 503: healthResponseSchema },
    },
    async (_request, reply) => {
      const health = await checkHealth(ctx);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
});
