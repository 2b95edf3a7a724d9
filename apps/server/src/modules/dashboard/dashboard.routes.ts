import { dashboardResponseSchema, VIEW_READS } from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import type { AppContext } from '../../platform/context';
import { getDashboard } from './get-dashboard';

/** The dashboard: every signed-in person, with their own assigned work. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/dashboard',
    {
      config: { reads: VIEW_READS.dashboard, access: 'user' },
      schema: { tags: ['dashboard'], response: { 200: dashboardResponseSchema } },
    },
    async (request) => getDashboard(ctx, requireAuth(request)),
  );
};
